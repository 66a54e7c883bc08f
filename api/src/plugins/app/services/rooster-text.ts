/**
 * A CSV rooster's bytes as text (issue 41). Dutch Excel saves "CSV (gescheiden door
 * lijstscheidingsteken)" in Windows-1252, "CSV UTF-8" with a byte order mark, and "Unicode-tekst"
 * in UTF-16 with one. So: a BOM says the encoding; else the bytes are UTF-8 when they are valid
 * UTF-8 (plain ASCII is); else Windows-1252 (not Latin-1: its 0x80–0x9F hold €, curly quotes and
 * dashes). The platform decodes (`TextDecoder`, fatal), never a hand-made table. Text that still
 * holds control characters or U+FFFD was no text in these encodings: it is refused (null), never
 * stored with replacement characters, never "cleaned" by dropping characters.
 */

const BOMS = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
] as const;

/** The encoding a byte order mark names, and the bytes after it. */
function byBom(buffer: Buffer): { encoding: string; body: Buffer } | null {
  const bom = BOMS.find(({ bytes }) => buffer.length >= bytes.length && bytes.every((b, i) => buffer[i] === b));
  return bom ? { encoding: bom.encoding, body: buffer.subarray(bom.bytes.length) } : null;
}

const decode = (encoding: string, bytes: Buffer): string | null => {
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  try {
    // As a stream, then flushed: outside streaming, Node 20.18.3+ and 22.13+ decode windows-1252 by
    // a Latin-1 fast path (0x80 stays U+0080, not €; nodejs/node#60888); streaming takes ICU's
    // converter, which follows the Encoding Standard. Checked against Node 20.20.2 (wrong without
    // the stream); 24.22.3 and 26.12.1 decode € either way, earlier 24.x releases are untested.
    return decoder.decode(bytes, { stream: true }) + decoder.decode();
  } catch {
    return null;
  }
};

/**
 * Windows-1252 leaves five bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) undefined, which the platform
 * decodes as C1 controls; they, NUL (UTF-16 without a BOM) and other controls mean another
 * encoding (DOS code page 850 writes ü as 0x81). Tab, line feed and carriage return are text.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this looks for
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/;

/** The file's text, or null when it is in no encoding a rooster comes in. */
export function roosterText(buffer: Buffer): string | null {
  const marked = byBom(buffer);
  const text = marked ? decode(marked.encoding, marked.body) : (decode('utf-8', buffer) ?? decode('windows-1252', buffer));
  return text !== null && !NOT_TEXT.test(text) ? text : null;
}
