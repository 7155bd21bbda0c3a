const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "...",
  mdash: "-",
  ndash: "-",
  lsquo: "'",
  rsquo: "'",
  ldquo: '"',
  rdquo: '"',
};

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;
const BACKSLASH_ESCAPE = /\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([ntr]))/g;
const PERCENT_ESCAPE = /%([0-9a-fA-F]{2})/g;

function fromCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
}

/** Decodes HTML entities, JSON/JS backslash escapes and URL percent escapes, so escaped words read as words. */
export function decodeEscapes(text: string): string {
  let decoded = text;
  if (decoded.includes("&")) {
    decoded = decoded.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
      if (dec) return fromCodePoint(Number(dec));
      if (hex) return fromCodePoint(parseInt(hex, 16));
      return NAMED_ENTITIES[(name ?? "").toLowerCase()] ?? whole;
    });
  }
  if (decoded.includes("\\")) {
    decoded = decoded.replace(BACKSLASH_ESCAPE, (_whole, u?: string, x?: string) => {
      if (u) return fromCodePoint(parseInt(u, 16));
      if (x) return fromCodePoint(parseInt(x, 16));
      return " ";
    });
  }
  if (decoded.includes("%")) {
    decoded = decoded.replace(PERCENT_ESCAPE, (whole, hex: string) => {
      const code = parseInt(hex, 16);
      return code >= 0x20 && code < 0x7f ? String.fromCharCode(code) : whole;
    });
  }
  return decoded;
}
