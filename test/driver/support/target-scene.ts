/**
 * Small captures for the fixed-function driver tests: triangle-list draws of the example scene's
 * programs (scripts/example-scene.ts: position and colour fetched through V#s, colour exported as
 * 32_ABGR) into one colour target and, when asked, a D32F depth target with an S8 stencil plane and
 * HTILE. Each draw sets its own registers first, so a test states the fixed-function state it checks.
 * Triangles are given in framebuffer pixels and converted exactly to clip space; `coverage` is the CPU
 * oracle of which sample points a triangle covers (it throws for a point on an edge, where the
 * rasterization rules would decide, so a test's geometry avoids those).
 */

import {
  colorTargetRegisters,
  passthroughDrawRegisters,
  pixelRegisters,
} from '../../../scripts/draw-registers.js';
import { pixelProgramText, vertexProgramText } from '../../../scripts/example-scene.js';
import { CaptureBuilder } from '../../../src/agc/capture/builder.js';
import { STANDARD_SAMPLE_LOCATIONS } from '../../../src/agc/models/aa-coverage.js';
import {
  computeHtileLayout,
  type HtileLayout,
  htileWordOffset,
  PS5_GB_ADDR_CONFIG,
} from '../../../src/agc/models/htile.js';
import { Pm4Writer } from '../../../src/agc/pm4/builder.js';
import { encodeFields } from '../../../src/agc/registers/index.js';
import { assembleWords } from '../../../src/isa/index.js';
import { SWIZZLE_MODES, type SwizzleModeName } from '../../../src/isa/tables/image-descriptor.js';
import { encodeBufferResource } from '../../../src/reference/buffer-resource.js';
import { planeLayout, type SurfaceLayout, tileImage } from '../../../src/reference/tiling.js';

/** A point in framebuffer pixels. */
export type Point = readonly [x: number, y: number];

/** One triangle-list draw: triangles in pixels, one colour and depth for all, registers set first. */
export interface TargetDraw {
  readonly triangles: readonly (readonly [Point, Point, Point])[];
  readonly color: readonly [number, number, number, number];
  readonly z: number;
  readonly regs?: Readonly<Record<string, number>>;
}

/** The depth-stencil target: initial memory of both planes and, optionally, HTILE words per 8x8 tile. */
export interface DepthStencilTarget {
  readonly depth: (x: number, y: number) => number;
  readonly stencil: (x: number, y: number) => number;
  /** The HTILE word of tile (tx, ty); no HTILE when absent. */
  readonly htile?: (tx: number, ty: number) => number;
  /** DB_DEPTH_CLEAR and DB_STENCIL_CLEAR. */
  readonly clearDepth?: number;
  readonly clearStencil?: number;
}

/** Options of {@link buildTargetScene}. */
export interface TargetSceneOptions {
  readonly width: number;
  readonly height: number;
  readonly draws: readonly TargetDraw[];
  /** RGBA8 the colour target starts with. */
  readonly background: readonly [number, number, number, number];
  readonly depthStencil?: DepthStencilTarget;
  /** Colour samples (CB_COLOR0_ATTRIB, PA_SC_AA_CONFIG, standard sample locations); default 1. */
  readonly samples?: number;
  /** Sample locations of every quad pixel, in 1/16 pixel (default: Vulkan's standard ones). */
  readonly sampleLocations?: readonly (readonly [number, number])[];
}

/** Where the scene put its surfaces. */
export interface TargetSceneFacts {
  readonly color: { readonly address: number; readonly layout: SurfaceLayout };
  readonly depth?: { readonly address: number; readonly layout: SurfaceLayout };
  readonly stencil?: { readonly address: number; readonly layout: SurfaceLayout };
  readonly htile?: { readonly address: number; readonly layout: HtileLayout };
}

const FORMAT_RGBA32F = 77;
export const floatBits = (x: number): number => new Uint32Array(Float32Array.of(x).buffer)[0];
const swizzleCode = (name: SwizzleModeName): number =>
  Number(Object.entries(SWIZZLE_MODES).find(([, n]) => n === name)?.[0] ?? 0);

function layout(
  swizzleMode: SwizzleModeName,
  bytesPerElement: number,
  width: number,
  height: number,
  samples = 1,
) {
  return planeLayout(swizzleMode, bytesPerElement, width, height, samples);
}

/** A tiled surface filled from a per-pixel value (f32, u8 or u32 elements). */
function tiledFill(l: SurfaceLayout, value: (x: number, y: number) => number, float: boolean): Uint8Array {
  const bpe = l.desc.bytesPerElement;
  const samples = l.desc.samples;
  const packed = new Uint8Array(l.desc.width * l.desc.height * samples * bpe);
  const view = new DataView(packed.buffer);
  for (let y = 0; y < l.desc.height; y++) {
    for (let x = 0; x < l.desc.width; x++) {
      for (let sample = 0; sample < samples; sample++) {
        const i = ((y * l.desc.width + x) * samples + sample) * bpe;
        if (float) view.setFloat32(i, value(x, y), true);
        else if (bpe === 1) view.setUint8(i, value(x, y));
        else view.setUint32(i, value(x, y), true);
      }
    }
  }
  return tileImage(l, packed);
}

/** PA_SC_AA_SAMPLE_LOCS_PIXEL_* of every quad pixel: the same locations (signed 4-bit x, y) for each. */
function sampleLocationRegs(locations: readonly (readonly [number, number])[]): Record<string, number> {
  const regs: Record<string, number> = {};
  for (const pixel of ['X0Y0', 'X1Y0', 'X0Y1', 'X1Y1']) {
    for (let i = 0; i < locations.length; i += 4) {
      let value = 0;
      locations.slice(i, i + 4).forEach(([x, y], k) => {
        value |= ((x & 0xf) | ((y & 0xf) << 4)) << (8 * k);
      });
      regs[`PA_SC_AA_SAMPLE_LOCS_PIXEL_${pixel}_${i >> 2}`] = value >>> 0;
    }
  }
  return regs;
}

/** Builds the capture: one submission, the draws in order. */
export function buildTargetScene(o: TargetSceneOptions): {
  builder: CaptureBuilder;
  facts: TargetSceneFacts;
} {
  const { width, height } = o;
  const b = new CaptureBuilder();
  b.metadata = { title: 'Oberon target scene', tool: 'test/driver/support/target-scene.ts' };
  const vs = b.program(assembleWords(vertexProgramText(false)), 2, 'vertex');
  const ps = b.program(assembleWords(pixelProgramText('fp32')), 1, 'pixel');
  const samples = o.samples ?? 1;
  const colorLayout = layout('64KB_R_X', 4, width, height, samples);
  const [r, g, bl, a] = o.background;
  const colorAddress = b.place(
    b.alloc(colorLayout.sizeBytes, 65536),
    tiledFill(colorLayout, () => (r | (g << 8) | (bl << 16) | (a << 24)) >>> 0, false),
  );
  const facts: { -readonly [K in keyof TargetSceneFacts]: TargetSceneFacts[K] } = {
    color: { address: colorAddress, layout: colorLayout },
  };
  const cb = new Pm4Writer();
  cb.setAll({
    ...passthroughDrawRegisters(width, height),
    SPI_SHADER_PGM_RSRC2_GS: encodeFields('SPI_SHADER_PGM_RSRC2_GS', { USER_SGPR: 2 }),
    ...pixelRegisters(0, 1, 9),
    ...colorTargetRegisters(0, { address: colorAddress, width, height, swizzle: swizzleCode('64KB_R_X') }),
    CB_COLOR0_ATTRIB: encodeFields('CB_COLOR0_ATTRIB', {
      NUM_SAMPLES: Math.log2(samples),
      NUM_FRAGMENTS: Math.log2(samples),
    }),
    PA_SC_AA_CONFIG: encodeFields('PA_SC_AA_CONFIG', { MSAA_NUM_SAMPLES: Math.log2(samples) }),
    ...sampleLocationRegs(o.sampleLocations ?? STANDARD_SAMPLE_LOCATIONS[samples].map((l) => [l.x, l.y])),
    VGT_PRIMITIVE_TYPE: 4,
    VGT_MULTI_PRIM_IB_RESET_EN: 0,
  });
  cb.setProgram('ES', vs).setProgram('PS', ps);
  const ds = o.depthStencil;
  if (ds) {
    const depthLayout = layout('64KB_Z_X', 4, width, height);
    const stencilLayout = layout('64KB_Z_X', 1, width, height);
    const depthAddress = b.place(
      b.alloc(depthLayout.sizeBytes, 65536),
      tiledFill(depthLayout, ds.depth, true),
    );
    const stencilAddress = b.place(
      b.alloc(stencilLayout.sizeBytes, 65536),
      tiledFill(stencilLayout, ds.stencil, false),
    );
    facts.depth = { address: depthAddress, layout: depthLayout };
    facts.stencil = { address: stencilAddress, layout: stencilLayout };
    const lo = (address: number): number => (address / 256) >>> 0;
    const hi = (address: number): number => Math.floor(address / 256 / 2 ** 32);
    cb.setAll({
      DB_Z_INFO: encodeFields('DB_Z_INFO', {
        FORMAT: 3,
        SW_MODE: swizzleCode('64KB_Z_X'),
        TILE_SURFACE_ENABLE: ds.htile ? 1 : 0,
      }),
      DB_STENCIL_INFO: encodeFields('DB_STENCIL_INFO', { FORMAT: 1, SW_MODE: swizzleCode('64KB_Z_X') }),
      DB_Z_READ_BASE: lo(depthAddress),
      DB_Z_WRITE_BASE: lo(depthAddress),
      DB_Z_READ_BASE_HI: hi(depthAddress),
      DB_Z_WRITE_BASE_HI: hi(depthAddress),
      DB_STENCIL_READ_BASE: lo(stencilAddress),
      DB_STENCIL_WRITE_BASE: lo(stencilAddress),
      DB_STENCIL_READ_BASE_HI: hi(stencilAddress),
      DB_STENCIL_WRITE_BASE_HI: hi(stencilAddress),
      DB_DEPTH_SIZE_XY: encodeFields('DB_DEPTH_SIZE_XY', { X_MAX: width - 1, Y_MAX: height - 1 }),
      DB_DEPTH_CLEAR: floatBits(ds.clearDepth ?? 0),
      DB_STENCIL_CLEAR: ds.clearStencil ?? 0,
    });
    if (ds.htile) {
      const htileLayout = computeHtileLayout(PS5_GB_ADDR_CONFIG, width, height);
      const words = new Uint32Array(htileLayout.sliceBytes / 4).fill(0xfffff3ff);
      const view = new DataView(words.buffer);
      for (let ty = 0; ty < height; ty += 8)
        for (let tx = 0; tx < width; tx += 8)
          view.setUint32(htileWordOffset(htileLayout, tx, ty), ds.htile(tx / 8, ty / 8) >>> 0, true);
      const address = b.place(b.alloc(words.byteLength, 65536), words);
      facts.htile = { address, layout: htileLayout };
      cb.setAll({ DB_HTILE_DATA_BASE: lo(address), DB_HTILE_DATA_BASE_HI: hi(address) });
    }
  }
  for (const draw of o.draws) {
    const points = draw.triangles.flat();
    const positions = b.placeWords(
      points.flatMap(([x, y]) => [(2 * x) / width - 1, (2 * y) / height - 1, draw.z, 1].map(floatBits)),
      16,
    );
    const colors = b.placeWords(
      points.flatMap(() => draw.color.map(floatBits)),
      16,
    );
    const vsharp = (base: number): number[] =>
      encodeBufferResource({
        base,
        stride: 16,
        numRecords: points.length,
        format: FORMAT_RGBA32F,
        oobSelect: 1,
      });
    const table = b.placeWords([...vsharp(positions), ...vsharp(colors)], 16);
    cb.setAll({
      SPI_SHADER_USER_DATA_GS_0: table >>> 0,
      SPI_SHADER_USER_DATA_GS_1: Math.floor(table / 2 ** 32),
      ...draw.regs,
    });
    cb.numInstances(1);
    cb.drawIndexAuto(points.length);
  }
  b.submit([cb]);
  return { builder: b, facts };
}

/**
 * Whether the triangle covers sample point (px, py), all in pixels: inside every edge of either
 * winding. Throws when the point lies on an edge (the tie-break rules would decide) or, with
 * `margin`, closer to one than that many pixels (where subpixel snapping could decide).
 */
export function covers(tri: readonly [Point, Point, Point], px: number, py: number, margin = 0): boolean {
  const edge = (a: Point, b: Point): number => (b[0] - a[0]) * (py - a[1]) - (b[1] - a[1]) * (px - a[0]);
  const pairs = [
    [tri[0], tri[1]],
    [tri[1], tri[2]],
    [tri[2], tri[0]],
  ] as const;
  // Positive for points on the triangle's side of an edge, whatever the winding.
  const winding = Math.sign(orientation(tri));
  const e = pairs.map(([a, b]) => edge(a, b) * winding);
  // A point near an edge's line matters only where the other two edges put it on the triangle's side.
  const ambiguous = pairs.some(([a, b], i) => {
    if (Math.abs(e[i]) > margin * Math.hypot(b[0] - a[0], b[1] - a[1]) && e[i] !== 0) return false;
    return e.every((v, j) => j === i || v > 0);
  });
  if (ambiguous) throw new Error(`sample (${px}, ${py}) lies on an edge of ${JSON.stringify(tri)}`);
  return e.every((v) => v > 0);
}

/** The sign convention of `covers`' edge functions: their value at the third vertex. */
function orientation(tri: readonly [Point, Point, Point]): number {
  const [a, b, c] = tri;
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/** Signed area of a triangle in framebuffer pixels (y down): positive when clockwise on screen. */
export function signedArea(tri: readonly [Point, Point, Point]): number {
  const [a, b, c] = tri;
  return ((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2;
}
