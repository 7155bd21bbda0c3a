const MORSE: Record<string, string> = {
  ".-": "a",
  "-...": "b",
  "-.-.": "c",
  "-..": "d",
  ".": "e",
  "..-.": "f",
  "--.": "g",
  "....": "h",
  "..": "i",
  ".---": "j",
  "-.-": "k",
  ".-..": "l",
  "--": "m",
  "-.": "n",
  "---": "o",
  ".--.": "p",
  "--.-": "q",
  ".-.": "r",
  "...": "s",
  "-": "t",
  "..-": "u",
  "...-": "v",
  ".--": "w",
  "-..-": "x",
  "-.--": "y",
  "--..": "z",
  "-----": "0",
  ".----": "1",
  "..---": "2",
  "...--": "3",
  "....-": "4",
  ".....": "5",
  "-....": "6",
  "--...": "7",
  "---..": "8",
  "----.": "9",
};
// Eight or more Morse letters in a row; single separators join letters, "/" or wider gaps separate words.
const MORSE_RUN = /(?:[.-]{1,6}(?: {1,3}| ?\/ ?)){7,}[.-]{1,6}/g;

/** Decoded Morse-code runs (letters only), or [] when there are none. */
export function decodeMorse(text: string): string[] {
  if (!text.includes(".-") && !text.includes("-.")) return [];
  const decoded: string[] = [];
  for (const [run] of text.matchAll(MORSE_RUN)) {
    const words = run.trim().split(/ ?\/ ?| {2,}/);
    decoded.push(
      words
        .map((word) =>
          word
            .split(" ")
            .map((code) => MORSE[code] ?? "")
            .join(""),
        )
        .join(" "),
    );
  }
  return decoded;
}
