/**
 * A minimal HEIC file, written by hand: an ISO BMFF `ftyp` box whose major brand is `heic` (what an iPhone writes),
 * then a `meta` box with no items and an empty `mdat`. It is a HEIC by its first bytes, so the pipeline sends it to
 * the browser's decoder; Chromium has no HEIC decoder, so it is refused there as a HEIC, never stored.
 */
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const fourcc = (s: string) => [...s].map((c) => c.charCodeAt(0));
const box = (type: string, body: number[]) => [...be32(8 + body.length), ...fourcc(type), ...body];

export function minimalHeic(): Buffer {
  return Buffer.from([
    // major brand, minor version, compatible brands
    ...box('ftyp', [...fourcc('heic'), ...be32(0), ...fourcc('mif1'), ...fourcc('heic')]),
    // a full box (version 0, no flags) holding nothing
    ...box('meta', be32(0)),
    ...box('mdat', []),
  ]);
}
