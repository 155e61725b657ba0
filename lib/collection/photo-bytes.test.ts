import { describe, expect, it } from 'vitest';
import { containsBytes, EXIF_HEADER, GPS_LATITUDE, GPS_LONGITUDE, withGps } from '@/e2e/gps-jpeg';
import { jpegMetadataMarkers, sha256Hex, sniffImage, stripJpegMetadata } from './photo-bytes';

/** A JPEG's frame (not decodable, but well-formed segment by segment): SOI, JFIF APP0, DQT, a COM, SOS, data, EOI. */
const seg = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
const plain = new Uint8Array([
  0xff,
  0xd8,
  ...seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ...seg(0xdb, [0, ...Array.from({ length: 64 }, (_, i) => i + 1)]),
  ...seg(0xfe, [0x68, 0x69]),
  ...seg(0xda, [1, 1, 0, 0, 0x3f, 0]),
  0x12,
  0x34,
  0xff,
  0x00,
  0x56,
  0xff,
  0xd9,
]);

describe('a phone photo with GPS in its EXIF', () => {
  const tagged = withGps(plain);

  it('is a JPEG that carries the EXIF block and the position', () => {
    expect(sniffImage(tagged)).toBe('jpeg');
    expect(jpegMetadataMarkers(tagged)).toEqual([0xe1, 0xfe]);
    expect(containsBytes(tagged, EXIF_HEADER)).toBe(true);
    expect(containsBytes(tagged, GPS_LATITUDE)).toBe(true);
  });

  it('leaves without APP1/EXIF, without the GPS bytes, its image data unchanged', () => {
    const out = stripJpegMetadata(tagged);
    expect(jpegMetadataMarkers(out)).toEqual([]);
    expect(containsBytes(out, EXIF_HEADER)).toBe(false);
    expect(containsBytes(out, GPS_LATITUDE)).toBe(false);
    expect(containsBytes(out, GPS_LONGITUDE)).toBe(false);
    expect(containsBytes(out, [0xff, 0xe1])).toBe(false);
    // SOI, APP0 (JFIF), DQT and the scan are kept byte for byte
    const scan = plain.subarray(plain.indexOf(0xda) - 1);
    expect(containsBytes(out, [...scan])).toBe(true);
    expect(out.length).toBe(plain.length - 6);
  });

  it('a JPEG without metadata comes back as it was; what is not a JPEG too', () => {
    const clean = stripJpegMetadata(stripJpegMetadata(tagged));
    expect(stripJpegMetadata(clean)).toBe(clean);
    const text = new TextEncoder().encode('not a picture');
    expect(stripJpegMetadata(text)).toBe(text);
  });
});

describe('sniffImage', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [
      [...'RIFF']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0, 0, 0, 0],
          [...'WEBP'].map((c) => c.charCodeAt(0)),
        ),
      'webp',
    ],
    [[0, 0, 0, 0x18, ...[...'ftypheic'].map((c) => c.charCodeAt(0))], 'heic'],
    [[0, 0, 0, 0x18, ...[...'ftypmif1'].map((c) => c.charCodeAt(0))], 'heic'],
    [[...'%PDF-1.7'].map((c) => c.charCodeAt(0)), 'unknown'],
    [[], 'unknown'],
  ])('%j is %s', (bytes, type) => {
    expect(sniffImage(new Uint8Array(bytes))).toBe(type);
  });

  it('sha256Hex is the SHA-256 of the bytes', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
