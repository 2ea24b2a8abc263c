/**
 * llvm-mc's hex byte input (`0x01,0x02 ...`), read by `oberon disasm --hex` and `oberon exec --hex`:
 * `0xH`/`0xHH` or decimal tokens up to 255, separated by commas or blanks over any lines, comments from
 * `#`, `//` or `;` to the end of the line. A scanner over the file's bytes, not a string split and a
 * regular expression per token: a million-instruction listing is some 20 MB of text.
 */
import { UsageError } from './args.js';

const COMMA = 44;
const HASH = 35;
const SEMICOLON = 59;
const SLASH = 47;
const NEWLINE = 10;

/** Tokens end at ASCII `\s` or a comma (other Unicode blanks are made spaces before scanning). */
function separates(c: number): boolean {
  return c === COMMA || c === 32 || (c >= 9 && c <= 13);
}

function commentAt(bytes: Uint8Array, at: number): boolean {
  const c = bytes[at] as number;
  return c === HASH || c === SEMICOLON || (c === SLASH && bytes[at + 1] === SLASH);
}

function hexDigit(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const lower = c | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/** The byte token `bytes[from, to)` stands for, or -1 when it is not one. */
function tokenByte(bytes: Uint8Array, from: number, to: number): number {
  const length = to - from;
  if (length >= 3 && length <= 4 && bytes[from] === 48 && ((bytes[from + 1] as number) | 0x20) === 120) {
    let value = 0;
    for (let i = from + 2; i < to; i++) {
      const d = hexDigit(bytes[i] as number);
      if (d < 0) return -1;
      value = value * 16 + d;
    }
    return value;
  }
  let value = 0;
  for (let i = from; i < to; i++) {
    const c = bytes[i] as number;
    if (c < 48 || c > 57) return -1;
    value = value * 10 + (c - 48);
    if (value > 255) return -1;
  }
  return value;
}

/** Scans ASCII text; undefined on a byte over 127 (the caller normalizes Unicode blanks and rescans). */
function scan(text: Uint8Array, name: string, asciiOnly: boolean): Uint8Array | undefined {
  // Every token is at least one character and a separator, so this bounds the bytes.
  const out = new Uint8Array((text.length >> 1) + 1);
  let count = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i] as number;
    if (c > 127 && asciiOnly) return undefined;
    if (separates(c)) {
      i++;
      continue;
    }
    // llvm-mc's own form, `0xHH` then a separator, without the general token walk.
    if (c === 48 && ((text[i + 1] as number) | 0x20) === 120 && i + 4 <= text.length) {
      const high = hexDigit(text[i + 2] as number);
      const low = hexDigit(text[i + 3] as number);
      if (high >= 0 && low >= 0 && (i + 4 === text.length || separates(text[i + 4] as number))) {
        out[count++] = high * 16 + low;
        i += 4;
        continue;
      }
    }
    if (commentAt(text, i)) {
      const end = text.indexOf(NEWLINE, i);
      i = end < 0 ? text.length : end;
      continue;
    }
    let j = i + 1;
    while (j < text.length && !separates(text[j] as number) && !commentAt(text, j)) {
      if ((text[j] as number) > 127 && asciiOnly) return undefined;
      j++;
    }
    const value = tokenByte(text, i, j);
    if (value < 0) {
      const token = Buffer.from(text.buffer, text.byteOffset + i, j - i).toString('utf8');
      throw new UsageError(`${name}: '${token}' is not a byte`);
    }
    out[count++] = value;
    i = j;
  }
  return out.slice(0, count);
}

/**
 * The bytes of hex byte text (a file's contents or a string). @throws UsageError naming `name` and the
 * first token that is not a byte.
 */
export function parseHexBytes(input: string | Uint8Array, name: string): Uint8Array {
  const text = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const ascii = scan(text, name, true);
  if (ascii) return ascii;
  // Only blanks beyond ASCII become spaces: newlines must stay, they end comments.
  const blanks = Buffer.from(text)
    .toString('utf8')
    .replace(/[\u0080-\uffff]/g, (ch) => (/\s/.test(ch) ? ' ' : ch));
  const normalized = Buffer.from(blanks, 'utf8');
  return scan(normalized, name, false) as Uint8Array;
}
