/**
 * Indirect draws through the driver, each against the same draw made direct: DRAW_INDIRECT,
 * DRAW_INDEX_INDIRECT, DRAW_INDIRECT_MULTI and argument records written by WRITE_DATA earlier in the
 * same stream. The vertex program adds a start vertex and a start instance from user SGPRs s10/s11
 * (user data 2 and 3) to its vertex and instance ids, as compiled programs do; the direct captures set
 * those registers, the indirect ones leave values there that fetch nothing and name them in
 * BASE_VTX_LOC / START_INST_LOC, so the CP's writes decide the picture. Pictures must be equal bit for
 * bit, and not the background. The file fails on any validation message.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import {
  colorTargetRegisters,
  passthroughDrawRegisters,
  pixelRegisters,
} from '../../scripts/draw-registers.js';
import { pixelProgramText, vertexProgramText } from '../../scripts/example-scene.js';
import { CaptureBuilder } from '../../src/agc/capture/builder.js';
import { openCapture } from '../../src/agc/capture/reader.js';
import { DrawSource, Pm4Writer } from '../../src/agc/pm4/builder.js';
import { encodeFields, requireRegister } from '../../src/agc/registers/index.js';
import { runCapture } from '../../src/driver/index.js';
import { assembleWords } from '../../src/isa/index.js';
import { encodeBufferResource } from '../../src/reference/buffer-resource.js';
import { planeLayout } from '../../src/reference/tiling.js';
import { validatedDevice } from '../support/validated-device.js';
import { floatBits } from './support/target-scene.js';

const device = validatedDevice();
const dir = mkdtempSync(join(tmpdir(), 'oberon-indirect-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const SIZE = 32;
const FORMAT_RGBA32F = 77;
/** User data 2 and 3 before the CP writes them: indices far past every buffer (fetches give 0). */
const UNSET = 0x4000;
/** SH register offsets (dwords from 0xB000) of SPI_SHADER_USER_DATA_GS_2 and _3. */
const LOC = (n: number): number => (requireRegister(`SPI_SHADER_USER_DATA_GS_${n}`).address - 0xb000) / 4;

/** Vertices: 3 unused, then two triangles; colours differ per vertex. */
const POSITIONS = [
  [0, 0],
  [0, 0],
  [0, 0],
  [-0.9, -0.9],
  [0.1, -0.8],
  [-0.7, 0.2],
  [0.2, 0.1],
  [0.9, 0.3],
  [0.3, 0.9],
];
/** Per-instance x/y offsets. */
const OFFSETS = [
  [0.5, 0.5],
  [0, 0],
  [0.05, 0.1],
  [-0.3, 0.4],
];

/** One draw: direct, or through an argument record. */
type Draw =
  | { kind: 'auto'; vertices: number; instances: number; startVertex: number; startInstance: number }
  | {
      kind: 'indexed';
      indices: number;
      instances: number;
      startIndex: number;
      baseVertex: number;
      startInstance: number;
    };

type Mode = 'direct' | 'indirect' | 'written' | 'multi';

let serial = 0;
function build(draws: readonly Draw[], mode: Mode) {
  const b = new CaptureBuilder();
  const text = vertexProgramText(true).replace(
    's_waitcnt lgkmcnt(0)',
    ['s_waitcnt lgkmcnt(0)', 'v_add_nc_u32_e32 v5, s10, v5', 'v_add_nc_u32_e32 v8, s11, v8'].join('\n'),
  );
  const vs = b.program(assembleWords(text), 2, 'vertex');
  const ps = b.program(assembleWords(pixelProgramText('fp32')), 1, 'pixel');
  const layout = planeLayout('64KB_R_X', 4, SIZE, SIZE);
  const color = b.place(b.alloc(layout.sizeBytes, 65536), new Uint8Array(layout.sizeBytes).fill(40));
  const vsharp = (base: number, records: number): number[] =>
    encodeBufferResource({ base, stride: 16, numRecords: records, format: FORMAT_RGBA32F, oobSelect: 1 });
  const positions = b.placeWords(
    POSITIONS.flatMap(([x, y]) => [x, y, 0.5, 1].map(floatBits)),
    16,
  );
  const colors = b.placeWords(
    POSITIONS.flatMap((_, i) => [i / 9, 1 - i / 9, (i % 3) / 2, 1].map(floatBits)),
    16,
  );
  const offsets = b.placeWords(
    OFFSETS.flatMap(([x, y]) => [x, y, 0, 0].map(floatBits)),
    16,
  );
  const table = b.placeWords(
    [
      ...vsharp(positions, POSITIONS.length),
      ...vsharp(colors, POSITIONS.length),
      ...vsharp(offsets, OFFSETS.length),
    ],
    16,
  );
  const indices = b.place(
    b.alloc(32, 16),
    new Uint8Array(Uint16Array.of(9, 9, 0, 1, 2, 3, 4, 5, 9, 9).buffer),
  );
  const cb = new Pm4Writer();
  cb.setAll({
    ...passthroughDrawRegisters(SIZE, SIZE),
    SPI_SHADER_PGM_RSRC2_GS: encodeFields('SPI_SHADER_PGM_RSRC2_GS', { USER_SGPR: 4, ES_VGPR_COMP_CNT: 3 }),
    ...pixelRegisters(0, 1, 9),
    ...colorTargetRegisters(0, { address: color, width: SIZE, height: SIZE, swizzle: 27 }),
    VGT_PRIMITIVE_TYPE: 4,
    VGT_INDX_OFFSET: 0,
    VGT_MULTI_PRIM_IB_RESET_EN: 0,
    SPI_SHADER_USER_DATA_GS_0: table >>> 0,
    SPI_SHADER_USER_DATA_GS_1: Math.floor(table / 2 ** 32),
    SPI_SHADER_USER_DATA_GS_2: UNSET,
    SPI_SHADER_USER_DATA_GS_3: UNSET,
  });
  cb.setProgram('ES', vs).setProgram('PS', ps);
  cb.indexBase(indices).indexBufferSize(10).indexType(0);
  const record = (d: Draw): number[] =>
    d.kind === 'auto'
      ? [d.vertices, d.instances, d.startVertex, d.startInstance]
      : [d.indices, d.instances, d.startIndex, d.baseVertex, d.startInstance];
  const args = b.alloc(256, 256);
  // Records 32 bytes apart; left zero where WRITE_DATA writes them.
  const argWords = new Uint32Array(64);
  if (mode !== 'written') {
    draws.forEach((d, i) => {
      argWords.set(record(d), i * 8);
    });
  }
  b.place(args, argWords);
  if (mode !== 'direct') cb.setDrawIndirectBase(args);
  if (mode === 'multi') {
    // One packet draws every record (all of one kind).
    const name = draws[0].kind === 'auto' ? 'DRAW_INDIRECT_MULTI' : 'DRAW_INDEX_INDIRECT_MULTI';
    const initiator = draws[0].kind === 'auto' ? DrawSource.AutoIndex : DrawSource.Dma;
    cb.packet(name, [0, LOC(2), LOC(3), 0, draws.length, 0, 0, 32, initiator]);
  }
  draws.forEach((d, i) => {
    if (mode === 'multi') return;
    if (mode === 'direct') {
      cb.setRegs('SPI_SHADER_USER_DATA_GS_2', d.kind === 'auto' ? d.startVertex : d.baseVertex);
      cb.setRegs('SPI_SHADER_USER_DATA_GS_3', d.startInstance);
      cb.numInstances(d.instances);
      if (d.kind === 'auto') cb.drawIndexAuto(d.vertices);
      else cb.packet('DRAW_INDEX_OFFSET_2', [10, d.startIndex, d.indices, DrawSource.Dma]);
      return;
    }
    const offset = i * 32;
    if (mode === 'written') cb.writeData(args + offset, record(d));
    const name = d.kind === 'auto' ? 'DRAW_INDIRECT' : 'DRAW_INDEX_INDIRECT';
    const initiator = d.kind === 'auto' ? DrawSource.AutoIndex : DrawSource.Dma;
    cb.packet(name, [offset, LOC(2), LOC(3), initiator]);
  });
  b.submit([cb]);
  const path = join(dir, `indirect-${serial++}.capture`);
  b.write(path);
  return path;
}

function draw(draws: readonly Draw[], mode: Mode): Uint8Array {
  const path = build(draws, mode);
  const capture = openCapture(path);
  try {
    const result = runCapture(capture, device());
    assert.equal(result.report.draws.refused, 0, JSON.stringify(result.report.work.map((w) => w.reason)));
    assert.equal(result.report.draws.executed, mode === 'multi' ? 1 : draws.length);
    const color = result.surfaces.find((s) => s.surface.kind === 'color');
    assert.ok(color, 'the colour target was drawn');
    return color.texels;
  } finally {
    capture.close();
  }
}

function assertSame(draws: readonly Draw[], mode: Mode): void {
  const direct = draw(draws, 'direct');
  const drawn = new Uint32Array(direct.slice().buffer).filter((v) => v !== 0x28282828).length;
  assert.ok(drawn > 60, `${drawn} pixels drawn directly`);
  const got = draw(draws, mode);
  const bad = got.findIndex((v, i) => v !== direct[i]);
  assert.equal(bad, -1, `${mode}: byte ${bad} differs from the direct draw`);
}

const AUTO: Draw[] = [
  { kind: 'auto', vertices: 3, instances: 2, startVertex: 3, startInstance: 1 },
  { kind: 'auto', vertices: 3, instances: 1, startVertex: 6, startInstance: 3 },
];
const INDEXED: Draw[] = [
  { kind: 'indexed', indices: 3, instances: 2, startIndex: 2, baseVertex: 3, startInstance: 2 },
  { kind: 'indexed', indices: 3, instances: 1, startIndex: 5, baseVertex: 3, startInstance: 0 },
];

test('DRAW_INDIRECT writes start vertex and start instance into the named user SGPRs', () => {
  assertSame(AUTO, 'indirect');
});

test('DRAW_INDEX_INDIRECT reads indices from the start index and writes the base vertex', () => {
  assertSame(INDEXED, 'indirect');
});

test('argument records written by WRITE_DATA before the draw are the ones drawn', () => {
  assertSame(AUTO, 'written');
});

test('DRAW_INDIRECT_MULTI and DRAW_INDEX_INDIRECT_MULTI draw every record', () => {
  assertSame(AUTO, 'multi');
  assertSame(INDEXED, 'multi');
});
