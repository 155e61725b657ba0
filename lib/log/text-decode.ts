/**
 * The text of an imported file, from its bytes. UTF-16 where the file starts with its byte-order mark (Excel's
 * "Unicode text"); else UTF-8, strictly (a byte sequence that is not UTF-8 is an error, never a silent U+FFFD); where
 * that fails, Shift_JIS, which is what Excel on Japanese Windows saves a CSV as. A file that is none of them is refused
 * whole, so a Japanese note is never stored garbled.
 */

export type TextEncodingName = 'utf-8' | 'shift_jis' | 'utf-16';

export type DecodedText = { ok: true; text: string; encoding: TextEncodingName } | { ok: false; error: 'encoding' };

/**
 * Shift_JIS's user-defined area decodes to private-use characters: a Windows-1252 file ("Größe") read as Shift_JIS
 * gives them, a Japanese spreadsheet does not.
 */
const PRIVATE_USE = /[\uE000-\uF8FF]/;

export function decodeImportText(bytes: Uint8Array): DecodedText {
  const bom16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
  if (bom16) {
    try {
      return { ok: true, text: new TextDecoder(bom16, { fatal: true }).decode(bytes), encoding: 'utf-16' };
    } catch {
      return { ok: false, error: 'encoding' };
    }
  }
  for (const encoding of ['utf-8', 'shift_jis'] as const) {
    try {
      // ignoreBOM: false drops a leading byte-order mark (Excel's "CSV UTF-8" writes one)
      const text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
      // a UTF-16 file without its mark decodes as UTF-8 with a NUL between letters: not text the log reads
      if (text.includes('\u0000') || (encoding === 'shift_jis' && PRIVATE_USE.test(text))) return { ok: false, error: 'encoding' };
      return { ok: true, text, encoding };
    } catch {
      // not this encoding: try the next
    }
  }
  return { ok: false, error: 'encoding' };
}
