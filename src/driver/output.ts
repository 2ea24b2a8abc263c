/**
 * What `oberon run` writes: one PNG per drawn surface (colour as RGBA8, depth as gray16; pictures.ts)
 * and report.json. File names say the target: `color0-0x100002000.png`, `depth-0x100040000.png`, with
 * a `draw-N-` prefix for the pictures taken after draw N.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hexAddress } from '../agc/errors.js';
import { encodePng, type PngImage } from '../util/png.js';
import { colorPicture, depthPicture } from './pictures.js';
import type { RunReport, TargetPicture } from './report.js';
import type { SurfaceContents } from './run.js';

/** Sample 0 of every pixel of packed multisampled texels (samples innermost). */
function firstSamples(texels: Uint8Array, bytes: number, samples: number): Uint8Array {
  const out = new Uint8Array(texels.length / samples);
  for (let i = 0; i < out.length; i += bytes) out.set(texels.subarray(i * samples, i * samples + bytes), i);
  return out;
}

/**
 * The picture of a surface's texels (undefined for a colour format pictures.ts does not show); a
 * multisampled surface shows sample 0.
 */
export function pictureOf(c: SurfaceContents): PngImage | undefined {
  const { surface } = c;
  const texels =
    surface.samples > 1
      ? firstSamples(c.texels, surface.layout.desc.bytesPerElement, surface.samples)
      : c.texels;
  return surface.kind === 'depth'
    ? depthPicture(surface.format, surface.width, surface.height, texels)
    : colorPicture(surface.format, surface.width, surface.height, texels);
}

/** Writes the pictures of `surfaces` into `dir` (file names prefixed by `prefix`); describes them. */
export function writePictures(
  dir: string,
  surfaces: readonly SurfaceContents[],
  prefix = '',
): TargetPicture[] {
  mkdirSync(dir, { recursive: true });
  return surfaces.map((c) => {
    const s = c.surface;
    const name = `${prefix}${s.kind === 'depth' ? 'depth' : `color${s.slot}`}-${hexAddress(s.address)}.png`;
    const picture = pictureOf(c);
    if (picture) writeFileSync(join(dir, name), encodePng(picture));
    return {
      kind: s.kind,
      slot: s.slot,
      address: hexAddress(s.address),
      format: s.format,
      width: s.width,
      height: s.height,
      swizzleMode: s.swizzleMode,
      ...(picture ? { file: name } : { note: `no picture of ${s.format}` }),
    };
  });
}

/** Writes report.json into `dir`. */
export function writeReport(dir: string, report: RunReport): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
}
