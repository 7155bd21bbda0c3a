/**
 * Mail providers whose addresses people give without the ending: "jane.doe@gmail", "emily.w at gmail"; also split
 * to slip past a filter ("g mail", "hot-mail", "g-m-a-i-l").
 */
export const MAIL_PROVIDER =
  "(?:g[ -]?mail|googlemail|yahoo|hot[ -]?mail|out[ -]?look|i[ -]?cloud|proton[ -]?mail|proton|aol|gmx|yandex|live|msn|g-m-a-i-l|y-a-h-o-o|h-o-t-m-a-i-l|o-u-t-l-o-o-k)";
