/**
 * A picture's bytes, read before any decoding: what it is (by its first bytes, never by its name or the type the
 * browser guesses), and a JPEG's metadata. The pipeline re-encodes every picture on a canvas, which drops all
 * metadata; `stripJpegMetadata` then removes any APPn (EXIF, XMP, ICC …) and comment segment an encoder may still
 * write, so a phone's GPS position never leaves the device.
 */

export type SniffedType = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'unknown';

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export function sniffImage(b: Uint8Array): SniffedType {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && ascii(b, 1, 4) === 'PNG' && b[0] === 0x89) return 'png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 6 && ascii(b, 0, 4) === 'GIF8') return 'gif';
  // ISO BMFF: a `ftyp` box whose brand is one of HEIF's (iPhones write heic)
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif)$/.test(ascii(b, 8, 12)))
    return 'heic';
  return 'unknown';
}

/** The JPEG's segments before the image data: marker and [start, end) of each, SOS and what follows as one. */
function segments(b: Uint8Array): { marker: number; start: number; end: number }[] | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  const out: { marker: number; start: number; end: number }[] = [];
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xda) {
      out.push({ marker, start: i, end: b.length });
      return out;
    }
    const len = (b[i + 2] << 8) | b[i + 3];
    out.push({ marker, start: i, end: i + 2 + len });
    i += 2 + len;
  }
  return out;
}

/** Whether the JPEG carries metadata: an APP1 (EXIF or XMP) segment, or any APPn but JFIF's APP0, or a comment. */
export function jpegMetadataMarkers(b: Uint8Array): number[] {
  return (segments(b) ?? []).filter((s) => (s.marker >= 0xe1 && s.marker <= 0xef) || s.marker === 0xfe).map((s) => s.marker);
}

/** The JPEG without its APP1–APP15 and COM segments (JFIF's APP0 kept); other bytes unchanged. Not a JPEG: as given. */
export function stripJpegMetadata(b: Uint8Array): Uint8Array {
  const segs = segments(b);
  if (!segs) return b;
  const keep = segs.filter((s) => !((s.marker >= 0xe1 && s.marker <= 0xef) || s.marker === 0xfe));
  if (keep.length === segs.length) return b;
  const out = new Uint8Array(2 + keep.reduce((n, s) => n + s.end - s.start, 0));
  out.set([0xff, 0xd8]);
  let o = 2;
  for (const s of keep) {
    out.set(b.subarray(s.start, s.end), o);
    o += s.end - s.start;
  }
  return out;
}

/** Hex SHA-256 of the bytes. */
export async function sha256Hex(b: Uint8Array<ArrayBuffer>): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', b));
  return Array.from(d, (x) => x.toString(16).padStart(2, '0')).join('');
}
