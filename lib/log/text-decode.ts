/**
 * The text of an imported file, from its bytes. UTF-8 first, strictly (a byte sequence that is not UTF-8 is an
 * error, never a silent U+FFFD); where that fails, Shift_JIS, which is what Excel on Japanese Windows saves a CSV as.
 * A file that is neither is refused whole, so a Japanese note is never stored garbled.
 */

export type TextEncodingName = 'utf-8' | 'shift_jis';

export type DecodedText = { ok: true; text: string; encoding: TextEncodingName } | { ok: false; error: 'encoding' };

export function decodeImportText(bytes: Uint8Array): DecodedText {
  for (const encoding of ['utf-8', 'shift_jis'] as const) {
    try {
      // ignoreBOM: false drops a leading byte-order mark (Excel's "CSV UTF-8" writes one)
      const text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
      return { ok: true, text, encoding };
    } catch {
      // not this encoding: try the next
    }
  }
  return { ok: false, error: 'encoding' };
}
