/**
 * A small PNG encoder (and the decoder its tests and the driver tests read pictures back with):
 * RGBA8, gray8 and gray16 images, one IDAT chunk compressed by node:zlib, filter type 0 on every row.
 * Only what Oberon writes is decoded: 8-bit RGBA or 8/16-bit gray, no interlace; anything else is a
 * PngError.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { OberonError } from './errors.js';

/** A PNG pixel layout Oberon writes. */
export type PngKind = 'rgba8' | 'gray8' | 'gray16';

/** An image: `data` holds rows top to bottom, samples big-endian for gray16 as in the file. */
export interface PngImage {
  readonly width: number;
  readonly height: number;
  readonly kind: PngKind;
  /** rgba8: 4 bytes per pixel; gray8: 1; gray16: 2 (u16 values, see {@link PngImage.samples}). */
  readonly data: Uint8Array | Uint16Array;
}

/** A PNG file this module cannot read or an image it cannot write. */
export class PngError extends OberonError {
  constructor(reason: string) {
    super('E_PNG', `PNG: ${reason}`);
  }
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
/** [bit depth, colour type, bytes per pixel] of each kind. */
const LAYOUT: Readonly<Record<PngKind, readonly [number, number, number]>> = {
  rgba8: [8, 6, 4],
  gray8: [8, 0, 1],
  gray16: [16, 0, 2],
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

/** Encodes an image as PNG bytes. */
export function encodePng(image: PngImage): Uint8Array {
  const { width, height, kind } = image;
  const [depth, colourType, bpp] = LAYOUT[kind];
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0))
    throw new PngError(`image size ${width}x${height} is not positive`);
  const samples = width * height * (kind === 'rgba8' ? 4 : 1);
  if (image.data.length !== samples)
    throw new PngError(`${kind} ${width}x${height} needs ${samples} samples, got ${image.data.length}`);
  const stride = width * bpp;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1) + 1;
    if (kind === 'gray16') {
      for (let x = 0; x < width; x++) {
        const v = image.data[y * width + x];
        raw[row + 2 * x] = v >>> 8;
        raw[row + 2 * x + 1] = v & 0xff;
      }
    } else {
      raw.set(image.data.subarray(y * stride, (y + 1) * stride), row);
    }
  }
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header[8] = depth;
  header[9] = colourType;
  const parts = [
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes a PNG of a kind {@link encodePng} writes (any filter types, several IDAT chunks). */
export function decodePng(bytes: Uint8Array): PngImage {
  if (bytes.length < 8 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new PngError('bad signature');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let kind: PngKind | undefined;
  const idat: Uint8Array[] = [];
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (body.length !== length) throw new PngError(`chunk ${type} runs past the end`);
    if (view.getUint32(at + 8 + length) !== crc32(bytes.subarray(at + 4, at + 8 + length)))
      throw new PngError(`chunk ${type} has a bad CRC`);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, colourType, , , interlace] = body.subarray(8);
      kind = (Object.keys(LAYOUT) as PngKind[]).find(
        (k) => LAYOUT[k][0] === depth && LAYOUT[k][1] === colourType,
      );
      if (!kind || interlace !== 0)
        throw new PngError(`bit depth ${depth}, colour type ${colourType}, interlace ${interlace}`);
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!kind) throw new PngError('no IHDR chunk');
  const bpp = LAYOUT[kind][2];
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length !== (stride + 1) * height) throw new PngError('image data has the wrong size');
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i];
      const a = i >= bpp ? pixels[y * stride + i - bpp] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const c = i >= bpp && y > 0 ? pixels[(y - 1) * stride + i - bpp] : 0;
      const predictor = [0, a, b, (a + b) >>> 1, paeth(a, b, c)][filter];
      if (predictor === undefined) throw new PngError(`row ${y} has filter type ${filter}`);
      pixels[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  if (kind !== 'gray16') return { width, height, kind, data: pixels };
  const data = new Uint16Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = (pixels[2 * i] << 8) | pixels[2 * i + 1];
  return { width, height, kind, data };
}
