const CHUNK = 8192;

/** A string from UTF-16 code units, built in chunks so that long texts stay within argument limits. */
export function fromCharCodes(codes: Uint16Array): string {
  let out = "";
  for (let start = 0; start < codes.length; start += CHUNK) {
    out += String.fromCharCode.apply(null, codes.subarray(start, start + CHUNK) as unknown as number[]);
  }
  return out;
}
