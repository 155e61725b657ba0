/**
 * A JPEG's EXIF block carrying a GPS position, written by hand (TIFF big-endian, IFD0 → GPS IFD): what a phone puts
 * in a photo. Unit tests and the e2e insert it into a JPEG and check that the log stores the picture without it.
 * Latitude 35° 39' 29.16" N, longitude 139° 44' 28.8" E; each rational's bytes are unique enough to search for.
 */
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const rationals = (pairs: [number, number][]) => pairs.flatMap(([a, b]) => [...be32(a), ...be32(b)]);

export const GPS_LATITUDE = rationals([
  [35, 1],
  [39, 1],
  [2916, 100],
]);
export const GPS_LONGITUDE = rationals([
  [139, 1],
  [44, 1],
  [2880, 100],
]);

/** The APP1 segment (marker included): "Exif\0\0", a TIFF header, IFD0 with GPSInfo, the GPS IFD with four tags. */
export function exifGpsSegment(): Uint8Array {
  // offsets are from the TIFF header's start
  const ifd0 = 8;
  const ifd0Size = 2 + 12 + 4;
  const gpsIfd = ifd0 + ifd0Size;
  const gpsIfdSize = 2 + 4 * 12 + 4;
  const latAt = gpsIfd + gpsIfdSize;
  const lonAt = latAt + 24;
  const entry = (tag: number, type: number, count: number, value: number[]) => [...be16(tag), ...be16(type), ...be32(count), ...value];
  const tiff = [
    ...[0x4d, 0x4d, 0x00, 0x2a, ...be32(ifd0)],
    ...be16(1),
    ...entry(0x8825, 4, 1, be32(gpsIfd)), // GPSInfo (LONG)
    ...be32(0),
    ...be16(4),
    ...entry(0x0001, 2, 2, [0x4e, 0, 0, 0]), // GPSLatitudeRef "N"
    ...entry(0x0002, 5, 3, be32(latAt)), // GPSLatitude (RATIONAL × 3)
    ...entry(0x0003, 2, 2, [0x45, 0, 0, 0]), // GPSLongitudeRef "E"
    ...entry(0x0004, 5, 3, be32(lonAt)), // GPSLongitude
    ...be32(0),
    ...GPS_LATITUDE,
    ...GPS_LONGITUDE,
  ];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]; // "Exif\0\0"
  return new Uint8Array([0xff, 0xe1, ...be16(body.length + 2), ...body]);
}

/** The JPEG with the EXIF GPS block inserted right after its start marker (where cameras write it). */
export function withGps(jpeg: Uint8Array): Uint8Array<ArrayBuffer> {
  const app1 = exifGpsSegment();
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.subarray(0, 2));
  out.set(app1, 2);
  out.set(jpeg.subarray(2), 2 + app1.length);
  return out;
}

/** Whether `needle` occurs in `hay`. */
export function containsBytes(hay: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

export const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0];
