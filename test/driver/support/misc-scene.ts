/**
 * Captures whose vertex program exports the misc vector (pos1) read per vertex from a buffer: point
 * size in x, render target index | viewport index << 16 in z (the GFX10 layout), beside the position
 * and a colour. The colour target is an RGBA8 2D array of `arraySlices` slices (64KB_R_X) drawn
 * through the view `view` (CB_COLOR0_VIEW SLICE_START..SLICE_MAX); viewports after 0 and their
 * scissors come from `viewports`. Each draw gives its vertices in framebuffer pixels of the viewport
 * it selects, its topology and registers. `run` opens the capture, runs it and returns the report and
 * slices 0..the view's last as memory holds them after the run.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGG_PASSTHROUGH_PROLOGUE, pixelProgramText } from '../../../scripts/example-scene.js';
import { CaptureBuilder } from '../../../src/agc/capture/builder.js';
import { openCapture } from '../../../src/agc/capture/reader.js';
import { Pm4Writer } from '../../../src/agc/pm4/builder.js';
import { encodeFields } from '../../../src/agc/registers/index.js';
import { type RunReport, runCapture } from '../../../src/driver/index.js';
import { assembleWords } from '../../../src/isa/index.js';
import { SWIZZLE_MODES } from '../../../src/isa/tables/image-descriptor.js';
import { encodeBufferResource } from '../../../src/reference/buffer-resource.js';
import { PS5_PIPES_LOG2, surfaceLayout, tileImage } from '../../../src/reference/tiling.js';
import type { Device } from '../../../src/vulkan/device.js';
import { floatBits } from './target-scene.js';

/** The vertex program: position, colour and misc vector from V#s 0, 1, 2 of the table in s[8:9]. */
const VERTEX_PROGRAM = [
  ...NGG_PASSTHROUGH_PROLOGUE,
  's_load_dwordx4 s[24:27], s[8:9], 0x0',
  's_load_dwordx4 s[28:31], s[8:9], 0x10',
  's_load_dwordx4 s[32:35], s[8:9], 0x20',
  's_waitcnt lgkmcnt(0)',
  'buffer_load_format_xyzw v[11:14], v5, s[24:27], 0 idxen',
  'buffer_load_format_xyzw v[15:18], v5, s[28:31], 0 idxen',
  'buffer_load_dwordx4 v[19:22], v5, s[32:35], 0 idxen',
  's_waitcnt vmcnt(0)',
  'exp pos0 v11, v12, v13, v14',
  'exp pos1 v19, v20, v21, v22 done',
  'exp param0 v15, v16, v17, v18',
  's_endpgm',
].join('\n');

/** One vertex: where (pixels of its viewport), its colour, point size, layer and viewport index. */
export interface MiscVertex {
  readonly at: readonly [number, number];
  readonly color: readonly [number, number, number, number];
  readonly pointSize?: number;
  readonly layer?: number;
  readonly viewport?: number;
}

/** A viewport: scale and offset per axis (pixels), and its scissor (end exclusive). */
export interface SceneViewport {
  readonly scale: readonly [number, number];
  readonly offset: readonly [number, number];
  readonly scissor: readonly [x0: number, y0: number, x1: number, y1: number];
}

/** One draw. */
export interface MiscDraw {
  readonly vertices: readonly MiscVertex[];
  /** VGT_PRIMITIVE_TYPE: 1 point list, 4 triangle list. */
  readonly primitiveType: 1 | 4;
  readonly regs?: Readonly<Record<string, number>>;
}

/** Options of {@link runMiscScene}. */
export interface MiscSceneOptions {
  readonly size: number;
  readonly background: readonly [number, number, number, number];
  /** PA_CL_VS_OUT_CNTL. */
  readonly vsOutCntl: number;
  readonly arraySlices?: number;
  /** The view's slices (default 0..0). */
  readonly view?: readonly [first: number, last: number];
  /** Viewports 0.. (default: viewport 0 over the whole target). */
  readonly viewports?: readonly SceneViewport[];
  readonly draws: readonly MiscDraw[];
  /**
   * A D32F depth target (64KB_Z_X) of as many slices as the colour array, viewed like the colour
   * target, each slice starting at `depth[slice]`; depth test LESS with writes.
   */
  readonly depth?: readonly number[];
  /** Return refusals instead of failing on them. */
  readonly allowRefusals?: boolean;
}

/** What a run gave: its report and every slice's RGBA8 texels, packed, slice after slice. */
export interface MiscSceneRun {
  readonly report: RunReport;
  readonly slices: Uint8Array[];
  /** The refused draws' reasons. */
  readonly refused: string[];
  /** With `depth`: slices 0..the view's last of the depth target after the run (f32 per pixel). */
  readonly depthSlices: Float32Array[];
}

const FORMAT_RGBA32F = 77;
const swizzle = (name: string): number =>
  Number(Object.entries(SWIZZLE_MODES).find(([, n]) => n === name)?.[0]);
const R_X = swizzle('64KB_R_X');
const Z_X = swizzle('64KB_Z_X');

/** Builds and runs the scene on `device`. */
export function runMiscScene(device: Device, o: MiscSceneOptions): MiscSceneRun {
  const { size } = o;
  const arraySlices = o.arraySlices ?? 1;
  const [first, last] = o.view ?? [0, 0];
  const viewports = o.viewports ?? [
    { scale: [size / 2, size / 2], offset: [size / 2, size / 2], scissor: [0, 0, size, size] },
  ];
  const b = new CaptureBuilder();
  b.metadata = { title: 'Oberon misc vector scene', tool: 'test/driver/support/misc-scene.ts' };
  const vs = b.program(assembleWords(VERTEX_PROGRAM), 2, 'vertex');
  const ps = b.program(assembleWords(pixelProgramText('fp32')), 1, 'pixel');
  const layout = surfaceLayout({
    swizzleMode: '64KB_R_X',
    bytesPerElement: 4,
    width: size,
    height: size,
    slices: arraySlices,
    is3d: false,
    samples: 1,
    mipLevels: 1,
    pipesLog2: PS5_PIPES_LOG2,
  });
  const packed = new Uint8Array(size * size * arraySlices * 4);
  for (let i = 0; i < packed.length; i += 4) packed.set(o.background, i);
  const colorAddress = b.place(b.alloc(layout.sizeBytes, 65536), tileImage(layout, packed));
  const depthLayout = surfaceLayout({ ...layout.desc, swizzleMode: '64KB_Z_X' });
  let depthAddress = 0;
  const depthRegs: Record<string, number> = {};
  if (o.depth) {
    const values = new Float32Array(size * size * arraySlices);
    o.depth.forEach((d, k) => {
      values.fill(d, k * size * size, (k + 1) * size * size);
    });
    depthAddress = b.place(
      b.alloc(depthLayout.sizeBytes, 65536),
      tileImage(depthLayout, new Uint8Array(values.buffer)),
    );
    const base = (depthAddress / 256) >>> 0;
    const hi = Math.floor(depthAddress / 256 / 2 ** 32);
    Object.assign(depthRegs, {
      DB_Z_INFO: encodeFields('DB_Z_INFO', { FORMAT: 3, SW_MODE: Z_X }),
      DB_STENCIL_INFO: 0,
      DB_Z_READ_BASE: base,
      DB_Z_WRITE_BASE: base,
      DB_Z_READ_BASE_HI: hi,
      DB_Z_WRITE_BASE_HI: hi,
      DB_DEPTH_SIZE_XY: encodeFields('DB_DEPTH_SIZE_XY', { X_MAX: size - 1, Y_MAX: size - 1 }),
      DB_DEPTH_VIEW: encodeFields('DB_DEPTH_VIEW', { SLICE_START: first, SLICE_MAX: last }),
      DB_DEPTH_CONTROL: encodeFields('DB_DEPTH_CONTROL', { Z_ENABLE: 1, Z_WRITE_ENABLE: 1, ZFUNC: 1 }),
    });
  }
  const viewportRegs: Record<string, number> = {};
  viewports.forEach((vp, n) => {
    const s = n === 0 ? '' : `_${n}`;
    Object.assign(viewportRegs, {
      [`PA_CL_VPORT_XSCALE${s}`]: floatBits(vp.scale[0]),
      [`PA_CL_VPORT_XOFFSET${s}`]: floatBits(vp.offset[0]),
      [`PA_CL_VPORT_YSCALE${s}`]: floatBits(vp.scale[1]),
      [`PA_CL_VPORT_YOFFSET${s}`]: floatBits(vp.offset[1]),
      [`PA_CL_VPORT_ZSCALE${s}`]: floatBits(1),
      [`PA_CL_VPORT_ZOFFSET${s}`]: floatBits(0),
      [`PA_SC_VPORT_SCISSOR_${n}_TL`]: encodeFields('PA_SC_VPORT_SCISSOR_0_TL', {
        TL_X: vp.scissor[0],
        TL_Y: vp.scissor[1],
      }),
      [`PA_SC_VPORT_SCISSOR_${n}_BR`]: encodeFields('PA_SC_VPORT_SCISSOR_0_BR', {
        BR_X: vp.scissor[2],
        BR_Y: vp.scissor[3],
      }),
    });
  });
  const cb = new Pm4Writer();
  cb.setAll({
    VGT_SHADER_STAGES_EN: encodeFields('VGT_SHADER_STAGES_EN', {
      ES_EN: 2,
      PRIMGEN_EN: 1,
      GS_W32_EN: 1,
      PRIMGEN_PASSTHRU_EN: 1,
    }),
    SPI_SHADER_PGM_RSRC2_GS: encodeFields('SPI_SHADER_PGM_RSRC2_GS', { USER_SGPR: 2 }),
    SPI_SHADER_PGM_RSRC2_PS: encodeFields('SPI_SHADER_PGM_RSRC2_PS', { USER_SGPR: 0 }),
    SPI_PS_IN_CONTROL: encodeFields('SPI_PS_IN_CONTROL', { NUM_INTERP: 1, PS_W32_EN: 1 }),
    SPI_PS_INPUT_ENA: 2,
    SPI_PS_INPUT_ADDR: 2,
    SPI_PS_INPUT_CNTL_0: encodeFields('SPI_PS_INPUT_CNTL_0', { FLAT_SHADE: 1 }),
    SPI_SHADER_COL_FORMAT: 9,
    SPI_SHADER_Z_FORMAT: 0,
    SPI_SHADER_POS_FORMAT: 0x44,
    SPI_VS_OUT_CONFIG: 0,
    PA_CL_VS_OUT_CNTL: o.vsOutCntl,
    PA_CL_VTE_CNTL: 0x43f,
    PA_CL_CLIP_CNTL: encodeFields('PA_CL_CLIP_CNTL', { DX_CLIP_SPACE_DEF: 1 }),
    PA_SU_SC_MODE_CNTL: 0,
    PA_SC_MODE_CNTL_0: encodeFields('PA_SC_MODE_CNTL_0', { VPORT_SCISSOR_ENABLE: 1 }),
    ...viewportRegs,
    ...depthRegs,
    PA_SC_GENERIC_SCISSOR_TL: 0,
    PA_SC_GENERIC_SCISSOR_BR: encodeFields('PA_SC_GENERIC_SCISSOR_BR', { BR_X: size, BR_Y: size }),
    CB_COLOR_CONTROL: encodeFields('CB_COLOR_CONTROL', { MODE: 1, ROP3: 0xcc }),
    CB_TARGET_MASK: 0xf,
    CB_COLOR0_INFO: encodeFields('CB_COLOR0_INFO', { FORMAT: 10, NUMBER_TYPE: 0, COMP_SWAP: 0 }),
    CB_COLOR0_BASE: (colorAddress / 256) >>> 0,
    CB_COLOR0_BASE_EXT: Math.floor(colorAddress / 256 / 2 ** 32),
    CB_COLOR0_ATTRIB: 0,
    PA_SC_AA_CONFIG: 0,
    CB_COLOR0_ATTRIB2: encodeFields('CB_COLOR0_ATTRIB2', { MIP0_WIDTH: size - 1, MIP0_HEIGHT: size - 1 }),
    CB_COLOR0_ATTRIB3: encodeFields('CB_COLOR0_ATTRIB3', { COLOR_SW_MODE: R_X, MIP0_DEPTH: arraySlices - 1 }),
    CB_COLOR0_VIEW: encodeFields('CB_COLOR0_VIEW', { SLICE_START: first, SLICE_MAX: last }),
    VGT_INDX_OFFSET: 0,
    VGT_MULTI_PRIM_IB_RESET_EN: 0,
  });
  cb.setProgram('ES', vs).setProgram('PS', ps);
  for (const draw of o.draws) {
    const vertices = draw.vertices;
    // Clip space from pixels through the vertex's own viewport (exact: scales are powers of two).
    const positions = b.placeWords(
      vertices.flatMap((v) => {
        const vp = viewports[v.viewport ?? 0];
        const x = (v.at[0] - vp.offset[0]) / vp.scale[0];
        const y = (v.at[1] - vp.offset[1]) / vp.scale[1];
        return [x, y, 0.5, 1].map(floatBits);
      }),
      16,
    );
    const colors = b.placeWords(
      vertices.flatMap((v) => v.color.map(floatBits)),
      16,
    );
    const misc = b.placeWords(
      vertices.flatMap((v) => [
        floatBits(v.pointSize ?? 1),
        0,
        (v.layer ?? 0) | ((v.viewport ?? 0) << 16),
        0,
      ]),
      16,
    );
    const vsharp = (base: number): number[] =>
      encodeBufferResource({
        base,
        stride: 16,
        numRecords: vertices.length,
        format: FORMAT_RGBA32F,
        oobSelect: 1,
      });
    const table = b.placeWords([...vsharp(positions), ...vsharp(colors), ...vsharp(misc)], 16);
    cb.setAll({
      SPI_SHADER_USER_DATA_GS_0: table >>> 0,
      SPI_SHADER_USER_DATA_GS_1: Math.floor(table / 2 ** 32),
      VGT_PRIMITIVE_TYPE: draw.primitiveType,
      ...draw.regs,
    });
    cb.numInstances(1);
    cb.drawIndexAuto(vertices.length);
  }
  b.submit([cb]);
  const dir = mkdtempSync(join(tmpdir(), 'oberon-misc-'));
  try {
    const path = join(dir, 'misc.capture');
    b.write(path);
    const capture = openCapture(path);
    try {
      const result = runCapture(capture, device);
      const refused = result.report.work.flatMap((w) => (w.reason ? [w.reason] : []));
      if (!o.allowRefusals) assert.deepEqual(refused, []);
      // Slices 0..the view's last as guest memory holds them after the run (the view written back).
      const color = result.surfaces.find((s) => s.surface.kind === 'color');
      if (!o.allowRefusals) assert.ok(color, 'the colour target was drawn');
      const sliceBytes = size * size * 4;
      const depth = result.surfaces.find((s) => s.surface.kind === 'depth');
      const depthTexels = depth ? new Float32Array(depth.texels.slice().buffer) : new Float32Array(0);
      return {
        depthSlices: Array.from({ length: depth ? last + 1 : 0 }, (_, k) =>
          depthTexels.slice(k * size * size, (k + 1) * size * size),
        ),
        report: result.report,
        slices: color
          ? Array.from({ length: last + 1 }, (_, k) =>
              color.texels.slice(k * sliceBytes, (k + 1) * sliceBytes),
            )
          : [],
        refused,
      };
    } finally {
      capture.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
