/**
 * Captures for the blending tests, built from assembled guest programs (as scripts/example-scene.ts
 * builds the example scene): a full-target rectangle drawn once per row, each row's draw scissored to
 * that row and running its own pixel program, which exports constants (the row's source colours) to
 * MRT0..n-1 with 32_ABGR. The targets start with the bytes the test gives (the destination colours), so
 * every pixel blends a known source with a known destination; the run returns each target's texels as
 * guest memory holds them, packed (x fastest).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passthroughDrawRegisters, pixelRegisters } from '../../../scripts/draw-registers.js';
import { vertexProgramText } from '../../../scripts/example-scene.js';
import { CaptureBuilder } from '../../../src/agc/capture/builder.js';
import { openCapture } from '../../../src/agc/capture/reader.js';
import { Pm4Writer } from '../../../src/agc/pm4/builder.js';
import { encodeFields } from '../../../src/agc/registers/index.js';
import { type RunResult, recompilerSource, runCapture } from '../../../src/driver/index.js';
import { assembleWords } from '../../../src/isa/index.js';
import { encodeBufferResource } from '../../../src/reference/buffer-resource.js';
import { planeLayout, tileImage } from '../../../src/reference/tiling.js';
import type { Device } from '../../../src/vulkan/device.js';

/** ColorFormat codes (CB_COLORn_INFO.FORMAT) and their bytes per texel. */
export const COLOR_FORMAT = {
  COLOR_32: { code: 4, bytes: 4 },
  COLOR_16_16: { code: 5, bytes: 4 },
  COLOR_8_8_8_8: { code: 10, bytes: 4 },
  COLOR_16_16_16_16: { code: 12, bytes: 8 },
} as const;

/** NUMBER_TYPE codes. */
export const NUMBER_TYPE = { UNORM: 0, UINT: 4, SINT: 5, FLOAT: 7 } as const;

/** One colour target of a blend scene. */
export interface BlendTarget {
  readonly format: keyof typeof COLOR_FORMAT;
  readonly numberType: keyof typeof NUMBER_TYPE;
  readonly compSwap: 0 | 1 | 2 | 3;
  /** CB_BLENDn_CONTROL. */
  readonly blend: number;
  /** This target's CB_TARGET_MASK nibble (default 0xf). */
  readonly mask?: number;
  /** The memory the target starts with, packed (x fastest), width * height texels. */
  readonly initial: Uint8Array;
}

/** One row's draw: per exported MRT the four dwords (bits of f32 or integers), and its blend. */
export interface BlendRow {
  readonly exports: readonly (readonly number[])[];
  /** CB_BLENDn_CONTROL per target for this draw (default: each target's `blend`). */
  readonly blends?: readonly number[];
}

/** A blend scene. */
export interface BlendScene {
  readonly width: number;
  readonly height: number;
  readonly targets: readonly BlendTarget[];
  /** The draws, one per row from the top. */
  readonly rows: readonly BlendRow[];
  /** CB_COLOR_CONTROL.ROP3 (default 0xcc, copy). */
  readonly rop3?: number;
}

/** The program exporting one row's dwords to MRT0..n-1. */
export function rowPixelProgram(mrts: readonly (readonly number[])[]): string {
  const lines: string[] = [];
  mrts.forEach((words, m) => {
    words.forEach((w, c) => {
      lines.push(`v_mov_b32_e32 v${4 * m + c}, 0x${(w >>> 0).toString(16)}`);
    });
  });
  mrts.forEach((_, m) => {
    const regs = [0, 1, 2, 3].map((c) => `v${4 * m + c}`).join(', ');
    lines.push(`exp mrt${m} ${regs}${m === mrts.length - 1 ? ' done' : ''} vm`);
  });
  lines.push('s_endpgm');
  return lines.join('\n');
}

const floatBits = (x: number): number => new Uint32Array(Float32Array.of(x).buffer)[0];
const FORMAT_RGBA32F = 77;

function layoutOf(width: number, height: number, bytes: number) {
  return planeLayout('LINEAR', bytes, width, height);
}

/** Builds the capture of a blend scene; returns it and the targets' addresses. */
export function buildBlendScene(scene: BlendScene): { builder: CaptureBuilder; addresses: number[] } {
  const { width, height } = scene;
  const b = new CaptureBuilder();
  b.metadata = { title: 'blend scene', tool: 'test/driver/support/blend-scene.ts' };
  const vs = b.program(assembleWords(vertexProgramText(false)), 2, 'vertex');
  const addresses = scene.targets.map((t) => {
    const layout = layoutOf(width, height, COLOR_FORMAT[t.format].bytes);
    const tiled = tileImage(layout, t.initial);
    return b.place(b.alloc(tiled.length, 65536), tiled);
  });
  // Two triangles over the whole target: position (x, y, 0, 1), colour unused.
  const corners = [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ];
  const positions = b.placeWords(
    corners.flatMap(([x, y]) => [x, y, 0, 1].map(floatBits)),
    16,
  );
  const colors = b.placeWords(new Array(24).fill(0), 16);
  const vsharp = (base: number): number[] =>
    encodeBufferResource({ base, stride: 16, numRecords: 6, format: FORMAT_RGBA32F, oobSelect: 1 });
  const table = b.placeWords([...vsharp(positions), ...vsharp(colors)], 16);
  const mrtCount = scene.rows[0]?.exports.length ?? 0;
  const cb = new Pm4Writer();
  let mask = 0;
  scene.targets.forEach((t, n) => {
    mask |= (t.mask ?? 0xf) << (4 * n);
  });
  cb.setAll({
    ...passthroughDrawRegisters(width, height),
    SPI_SHADER_PGM_RSRC2_GS: encodeFields('SPI_SHADER_PGM_RSRC2_GS', { USER_SGPR: 2 }),
    SPI_SHADER_USER_DATA_GS_0: table >>> 0,
    SPI_SHADER_USER_DATA_GS_1: Math.floor(table / 2 ** 32),
    // No interpolants; 32_ABGR for every exported MRT.
    ...pixelRegisters(
      0,
      0,
      Array.from({ length: mrtCount }, (_, m) => 9 << (4 * m)).reduce((a, x) => a | x, 0),
    ),
    CB_COLOR_CONTROL: encodeFields('CB_COLOR_CONTROL', { MODE: 1, ROP3: scene.rop3 ?? 0xcc }),
    CB_TARGET_MASK: mask,
    VGT_PRIMITIVE_TYPE: 4,
  });
  scene.targets.forEach((t, n) => {
    const address = addresses[n];
    cb.setAll({
      [`CB_COLOR${n}_INFO`]: encodeFields('CB_COLOR0_INFO', {
        FORMAT: COLOR_FORMAT[t.format].code,
        NUMBER_TYPE: NUMBER_TYPE[t.numberType],
        COMP_SWAP: t.compSwap,
      }),
      [`CB_COLOR${n}_BASE`]: (address / 256) >>> 0,
      [`CB_COLOR${n}_BASE_EXT`]: Math.floor(address / 256 / 2 ** 32),
      [`CB_COLOR${n}_ATTRIB`]: 0,
      [`CB_COLOR${n}_ATTRIB2`]: encodeFields('CB_COLOR0_ATTRIB2', {
        MIP0_WIDTH: width - 1,
        MIP0_HEIGHT: height - 1,
      }),
      [`CB_COLOR${n}_ATTRIB3`]: encodeFields('CB_COLOR0_ATTRIB3', { COLOR_SW_MODE: 0 }),
      [`CB_COLOR${n}_VIEW`]: 0,
      [`CB_BLEND${n}_CONTROL`]: t.blend,
    });
  });
  cb.setProgram('ES', vs);
  const programs = new Map<string, number>();
  scene.rows.forEach((r, row) => {
    const text = rowPixelProgram(r.exports);
    let ps = programs.get(text);
    if (ps === undefined) {
      ps = b.program(assembleWords(text), 1, `pixel ${programs.size}`);
      programs.set(text, ps);
    }
    cb.setProgram('PS', ps);
    r.blends?.forEach((control, n) => {
      cb.setRegs(`CB_BLEND${n}_CONTROL`, control);
    });
    cb.setAll({
      PA_SC_GENERIC_SCISSOR_TL: encodeFields('PA_SC_GENERIC_SCISSOR_TL', { TL_X: 0, TL_Y: row }),
      PA_SC_GENERIC_SCISSOR_BR: encodeFields('PA_SC_GENERIC_SCISSOR_BR', { BR_X: width, BR_Y: row + 1 }),
    });
    cb.numInstances(1);
    cb.drawIndexAuto(6);
  });
  b.submit([cb]);
  return { builder: b, addresses };
}

/** Runs a blend scene through the driver with the recompiler; returns the run and each target's texels. */
export function runBlendScene(
  device: Device,
  scene: BlendScene,
): { result: RunResult; texels: Uint8Array[] } {
  const { builder, addresses } = buildBlendScene(scene);
  const dir = mkdtempSync(join(tmpdir(), 'oberon-blend-'));
  try {
    const path = join(dir, 'blend.capture');
    builder.write(path);
    const capture = openCapture(path);
    try {
      const result = runCapture(capture, device, { source: recompilerSource });
      const texels = addresses.map((address) => {
        const found = result.surfaces.find((s) => s.surface.address === address);
        return found ? found.texels : new Uint8Array(0);
      });
      return { result, texels };
    } finally {
      capture.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
