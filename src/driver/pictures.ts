/**
 * Pictures of render targets: packed texels of a Vulkan format turned into a PNG image. Colour
 * formats of one to four 8-, 16- or 32-bit channels (UNORM, SNORM, SRGB, UINT, SINT, SFLOAT) and
 * B10G11R11 / A2B10G10R10 become RGBA8 (normalized values scaled, floats clamped to 0..1, integers
 * clamped to 0..255; missing channels 0, missing alpha 255); depth becomes gray16.
 */
import type { PngImage } from '../util/png.js';

function half(bits: number): number {
  const exp = (bits >>> 10) & 0x1f;
  const mant = bits & 0x3ff;
  const sign = bits & 0x8000 ? -1 : 1;
  if (exp === 0) return sign * mant * 2 ** -24;
  if (exp === 31) return mant ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}

function smallFloat(bits: number, mantissaBits: number): number {
  const exp = bits >>> mantissaBits;
  const mant = bits & ((1 << mantissaBits) - 1);
  if (exp === 0) return mant * 2 ** (-14 - mantissaBits);
  if (exp === 31) return mant ? Number.NaN : Number.POSITIVE_INFINITY;
  return (1 + mant / (1 << mantissaBits)) * 2 ** (exp - 15);
}

const toByte = (unit: number): number =>
  Number.isNaN(unit) ? 0 : Math.round(Math.min(1, Math.max(0, unit)) * 255);

/** Channel values of one texel, in the format's own order, as [0..1] units or clamped integers. */
type TexelReader = (view: DataView, at: number) => number[];

function channelReader(format: string): { bytes: number; read: TexelReader; order: string } | undefined {
  if (format === 'B10G11R11_UFLOAT_PACK32') {
    return {
      bytes: 4,
      order: 'RGB',
      read: (v, at) => {
        const w = v.getUint32(at, true);
        return [smallFloat(w & 0x7ff, 6), smallFloat((w >>> 11) & 0x7ff, 6), smallFloat(w >>> 22, 5)].map(
          toByte,
        );
      },
    };
  }
  const packed = /^A2B10G10R10_(UNORM|UINT)_PACK32$/.exec(format);
  if (packed) {
    const unorm = packed[1] === 'UNORM';
    return {
      bytes: 4,
      order: 'RGBA',
      read: (v, at) => {
        const w = v.getUint32(at, true);
        const c = [w & 0x3ff, (w >>> 10) & 0x3ff, (w >>> 20) & 0x3ff, w >>> 30];
        return unorm ? c.map((x, i) => toByte(x / (i === 3 ? 3 : 1023))) : c.map((x) => Math.min(255, x));
      },
    };
  }
  const m = /^((?:[RGBA]\d+)+)_(UNORM|SNORM|SRGB|UINT|SINT|SFLOAT)$/.exec(format);
  if (!m) return undefined;
  const channels = [...m[1].matchAll(/([RGBA])(\d+)/g)].map((c) => ({ name: c[1], bits: Number(c[2]) }));
  const bits = channels[0].bits;
  if (!channels.every((c) => c.bits === bits) || ![8, 16, 32].includes(bits)) return undefined;
  const kind = m[2];
  const size = bits / 8;
  const one = (v: DataView, at: number): number => {
    const signed = kind === 'SNORM' || kind === 'SINT';
    if (kind === 'SFLOAT') return toByte(bits === 16 ? half(v.getUint16(at, true)) : v.getFloat32(at, true));
    const raw =
      bits === 8
        ? signed
          ? v.getInt8(at)
          : v.getUint8(at)
        : bits === 16
          ? signed
            ? v.getInt16(at, true)
            : v.getUint16(at, true)
          : signed
            ? v.getInt32(at, true)
            : v.getUint32(at, true);
    if (kind === 'UINT' || kind === 'SINT') return Math.min(255, Math.max(0, raw));
    const max = 2 ** (bits - (signed ? 1 : 0)) - 1;
    return toByte(raw / max);
  };
  return {
    bytes: size * channels.length,
    order: channels.map((c) => c.name).join(''),
    read: (v, at) => channels.map((_, i) => one(v, at + i * size)),
  };
}

/** An RGBA8 picture of packed texels, or undefined for a format this module does not show. */
export function colorPicture(
  format: string,
  width: number,
  height: number,
  texels: Uint8Array,
): PngImage | undefined {
  const reader = channelReader(format);
  if (!reader) return undefined;
  const view = new DataView(texels.buffer, texels.byteOffset, texels.byteLength);
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const values = reader.read(view, i * reader.bytes);
    const rgba = [0, 0, 0, 255];
    for (let c = 0; c < values.length; c++) rgba['RGBA'.indexOf(reader.order[c])] = values[c];
    data.set(rgba, i * 4);
  }
  return { width, height, kind: 'rgba8', data };
}

/** A gray16 picture of depth texels (D16_UNORM as is, D32_SFLOAT clamped to 0..1). */
export function depthPicture(format: string, width: number, height: number, texels: Uint8Array): PngImage {
  const view = new DataView(texels.buffer, texels.byteOffset, texels.byteLength);
  const data = new Uint16Array(width * height);
  for (let i = 0; i < data.length; i++) {
    data[i] =
      format === 'D16_UNORM'
        ? view.getUint16(2 * i, true)
        : Math.round(Math.min(1, Math.max(0, view.getFloat32(4 * i, true) || 0)) * 65535);
  }
  return { width, height, kind: 'gray16', data };
}
