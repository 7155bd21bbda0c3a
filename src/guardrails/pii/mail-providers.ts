/** Mail providers whose addresses people give without the ending: "jane.doe@gmail", "emily.w at gmail". */
export const MAIL_PROVIDER = "(?:gmail|googlemail|yahoo|hotmail|outlook|icloud|protonmail|proton|aol|gmx|yandex|live|msn)";
