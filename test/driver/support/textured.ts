/**
 * A capture drawing textured quads, in the style of scripts/example-scene.ts: the scene's NGG vertex
 * program fetches each vertex's position and (u, v, 0, 1) through V#s of a table in s8:s9, and a pixel
 * program interpolates (u, v), loads a T# and an S# from a descriptor table whose address is in its user
 * SGPRs s0:s1 (`s_load_dwordx8`/`s_load_dwordx4`) and samples the texture (`image_sample`), exporting
 * the texel as 32_ABGR to an RGBA8 UNORM LINEAR target. Textures are RGBA8 UNORM 2D, placed through the
 * tiling model at the address the T# names. `expectedPicture` computes the picture on the CPU from the
 * texels (point sampling, clamped to the edge texel), the oracle the tests compare with.
 */

import {
  colorTargetRegisters,
  passthroughDrawRegisters,
  pixelRegisters,
} from '../../../scripts/draw-registers.js';
import {
  type SceneTexture,
  texturedPixelProgramText,
  vertexProgramText,
} from '../../../scripts/example-scene.js';
import { CaptureBuilder } from '../../../src/agc/capture/builder.js';
import { Pm4Writer } from '../../../src/agc/pm4/builder.js';
import { encodeFields } from '../../../src/agc/registers/index.js';
import { assembleWords } from '../../../src/isa/index.js';
import { encodeSampler, type SwizzleModeName } from '../../../src/isa/tables/image-descriptor.js';
import { encodeBufferResource } from '../../../src/reference/buffer-resource.js';
import { planeLayout } from '../../../src/reference/tiling.js';

export { placeTexture } from '../../../scripts/example-scene.js';

/** Unified buffer format 32_32_32_32_FLOAT. */
const FORMAT_RGBA32F = 77;

/** The pixel program (the example scene's moon's): (u, v), the T# at table +0 and the S# at +0x20. */
export const TEXTURED_PIXEL_PROGRAM = texturedPixelProgramText('fp32');

/** A texture: its size, swizzle mode and RGBA8 texels (x fastest). */
export type Texture = SceneTexture;

/** A texture with distinct texels (`seed` varies them). */
export function patternTexture(
  width: number,
  height: number,
  swizzleMode: SwizzleModeName,
  seed: number,
): SceneTexture {
  const texels = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37 + seed * 101 + 11) & 0xff);
  // Opaque, so a wrong alpha cannot hide behind blending (there is none, but the picture stays readable).
  for (let i = 3; i < texels.length; i += 4) texels[i] = 255;
  return { width, height, swizzleMode, texels };
}

/** The S# of every quad: POINT filtering, CLAMP_LAST_TEXEL. */
export const SAMPLER = encodeSampler({ clamp: ['CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL'] });

/** The quad: clip-space corners and the (u, v) at each edge, so (u, v) is linear across the target. */
export const QUAD = { u: [-0.25, 1.25], v: [-0.125, 1.125] } as const;

const floatBits = (x: number): number => new Uint32Array(Float32Array.of(x).buffer)[0] as number;

/** The target and the registers every textured draw shares; `draw` adds one draw. */
export class TexturedScene {
  readonly b = new CaptureBuilder();
  readonly cb = new Pm4Writer();
  readonly colorAddress: number;

  constructor(
    readonly width: number,
    readonly height: number,
    /** The pixel program's text (its table pointer in s0:s1, the prim mask in s2). */
    pixelProgram = TEXTURED_PIXEL_PROGRAM,
  ) {
    const { b, cb } = this;
    const vs = b.program(assembleWords(vertexProgramText(false)), 2, 'vertex');
    const ps = b.program(assembleWords(pixelProgram), 1, 'textured pixel');
    const colorBytes = planeLayout('LINEAR', 4, width, height).sizeBytes;
    this.colorAddress = b.place(b.alloc(colorBytes, 65536), new Uint8Array(colorBytes));
    // Two triangles over the whole target: position (x, y, 0.5, 1) and colour (u, v, 0, 1).
    const corner = (i: number, j: number): number[] => [
      [-1, 1][i] as number,
      [-1, 1][j] as number,
      QUAD.u[i] as number,
      QUAD.v[j] as number,
    ];
    const vertices = [corner(0, 0), corner(1, 0), corner(0, 1), corner(0, 1), corner(1, 0), corner(1, 1)];
    const positions = b.placeWords(
      vertices.flatMap(([x, y]) => [x, y, 0.5, 1].map(floatBits)),
      16,
    );
    const uvs = b.placeWords(
      vertices.flatMap(([, , u, v]) => [u, v, 0, 1].map(floatBits)),
      16,
    );
    const vsharp = (base: number): number[] =>
      encodeBufferResource({ base, stride: 16, numRecords: 6, format: FORMAT_RGBA32F, oobSelect: 1 });
    const vertexTable = b.placeWords([...vsharp(positions), ...vsharp(uvs)], 16);
    cb.setAll({
      ...passthroughDrawRegisters(width, height),
      SPI_SHADER_PGM_RSRC2_GS: encodeFields('SPI_SHADER_PGM_RSRC2_GS', { USER_SGPR: 2 }),
      SPI_SHADER_USER_DATA_GS_0: vertexTable >>> 0,
      SPI_SHADER_USER_DATA_GS_1: Math.floor(vertexTable / 2 ** 32),
      // 32_ABGR: the texel's floats reach the target unrounded.
      ...pixelRegisters(2, 1, 9),
      ...colorTargetRegisters(0, { address: this.colorAddress, width, height, swizzle: 0 }), // LINEAR
      VGT_PRIMITIVE_TYPE: 4,
      VGT_MULTI_PRIM_IB_RESET_EN: 0,
      CB_BLEND0_CONTROL: 0,
    });
    cb.setProgram('ES', vs).setProgram('PS', ps);
  }

  /** Places a descriptor table holding `tsharp` at +0 and the S# at +0x20; returns its address. */
  table(tsharp: readonly number[]): number {
    return this.b.placeWords([...tsharp, ...SAMPLER], 256);
  }

  /** Draws the quad with the pixel program's table pointer at `table`. */
  draw(table: number): void {
    this.cb.setAll({
      SPI_SHADER_USER_DATA_PS_0: table >>> 0,
      SPI_SHADER_USER_DATA_PS_1: Math.floor(table / 2 ** 32),
    });
    this.cb.numInstances(1).drawIndexAuto(6);
  }
}

/** The texel index a point sample at `coord` (normalized) picks from `size` texels, clamped to the edge. */
const texelIndex = (coord: number, size: number): number =>
  Math.min(size - 1, Math.max(0, Math.floor(coord * size)));

/**
 * The picture the quad draws with `texture` (RGBA8, x fastest): at pixel (x, y) the (u, v) of the pixel
 * centre, linear across the target, the texel a point sample picks (clamped), its bytes unchanged (UNORM
 * to float and back to UNORM8 is exact).
 */
export function expectedPicture(texture: Texture, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const v = QUAD.v[0] + ((QUAD.v[1] - QUAD.v[0]) * (y + 0.5)) / height;
    const ty = texelIndex(v, texture.height);
    for (let x = 0; x < width; x++) {
      const u = QUAD.u[0] + ((QUAD.u[1] - QUAD.u[0]) * (x + 0.5)) / width;
      const tx = texelIndex(u, texture.width);
      const at = 4 * (ty * texture.width + tx);
      out.set(texture.texels.subarray(at, at + 4), 4 * (y * width + x));
    }
  }
  return out;
}
