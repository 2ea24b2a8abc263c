/**
 * Dispatches and memory packets through the driver, with the recompiler: a compute program storing
 * its global thread id at 4 * id in a buffer whose address is in its user SGPRs, run by
 * DISPATCH_DIRECT and by DISPATCH_INDIRECT (arguments read where the guest put them, when the dispatch
 * executes: a WRITE_DATA recorded before it fills them in), and a WRITE_DATA to memory after both.
 * The run reads the buffer back; every dispatch is reported executed. A dispatch storing into a
 * storage image made from a T# in its user SGPRs (4KB_S) leaves each lane's id at its texel's address.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CaptureBuilder } from '../../src/agc/capture/builder.js';
import { openCapture } from '../../src/agc/capture/reader.js';
import { Pm4Writer } from '../../src/agc/pm4/builder.js';
import { encodeFields } from '../../src/agc/registers/index.js';
import { runCapture } from '../../src/driver/index.js';
import { assembleWords } from '../../src/isa/index.js';
import { decodeImageResource, encodeImageResource } from '../../src/isa/tables/image-descriptor.js';
import { imageAddressing } from '../../src/reference/semantics/image-access.js';
import { validatedDevice } from '../support/validated-device.js';

const device = validatedDevice();
const dir = mkdtempSync(join(tmpdir(), 'oberon-dispatch-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const PROGRAM = `
s_lshl_b32 s3, s2, 5
v_add_nc_u32_e32 v1, s3, v0
v_lshlrev_b32_e32 v2, 2, v1
global_store_dword v2, v1, s[0:1]
s_endpgm`;

test('DISPATCH_DIRECT, DISPATCH_INDIRECT and WRITE_DATA execute in order', () => {
  const b = new CaptureBuilder();
  const program = b.program(assembleWords(PROGRAM), 0, 'ids');
  const first = b.placeWords(new Array(64).fill(0xdeadbeef));
  const second = b.placeWords(new Array(96).fill(0xdeadbeef));
  const args = b.placeWords([0, 0, 0, 0]);
  const marker = b.placeWords([0]);
  const initiator = encodeFields('COMPUTE_DISPATCH_INITIATOR', { COMPUTE_SHADER_EN: 1, CS_W32_EN: 1 });
  const user = (address: number): Pm4Writer =>
    new Pm4Writer().setRegs('COMPUTE_USER_DATA_0', address >>> 0, Math.floor(address / 2 ** 32));
  const cb = new Pm4Writer()
    .setRegs('COMPUTE_PGM_LO', (program / 256) >>> 0, Math.floor(program / 256 / 2 ** 32))
    .setRegs('COMPUTE_PGM_RSRC2', encodeFields('COMPUTE_PGM_RSRC2', { USER_SGPR: 2, TGID_X_EN: 1 }))
    .setRegs('COMPUTE_NUM_THREAD_X', 32, 1, 1)
    .raw(...user(first).finish())
    .dispatchDirect(2, 1, 1, initiator)
    .raw(...user(second).finish())
    .writeData(args, [3, 1, 1])
    .setDrawIndirectBase(args)
    .packet('DISPATCH_INDIRECT', [0, initiator], { compute: true })
    .writeData(marker, [0x600d]);
  b.submit([cb], 'compute');
  const path = join(dir, 'dispatch.capture');
  b.write(path);
  const capture = openCapture(path);
  try {
    const result = runCapture(capture, device(), {
      readBack: [
        { address: first, length: 64 * 4 },
        { address: second, length: 96 * 4 },
        { address: marker, length: 4 },
      ],
    });
    const { report } = result;
    assert.deepEqual(report.dispatches, { executed: 2, refused: 0 }, JSON.stringify(report.work));
    assert.deepEqual(report.ignoredPackets, {});
    const words = (bytes: Uint8Array): number[] => [...new Uint32Array(bytes.slice().buffer)];
    assert.deepEqual(
      words(result.memory[0]),
      Array.from({ length: 64 }, (_, i) => i),
    );
    assert.deepEqual(
      words(result.memory[1]),
      Array.from({ length: 96 }, (_, i) => i),
    );
    assert.deepEqual(words(result.memory[2]), [0x600d]);
    // The user SGPRs (the buffer address) are part of each request: two programs.
    assert.deepEqual(report.programs, { compiled: 2, reused: 0 });
  } finally {
    capture.close();
  }
});

test('a dispatch stores into a storage image made from its T#, in a swizzled layout', () => {
  const b = new CaptureBuilder();
  const program = b.program(
    assembleWords(`v_and_b32 v1, 7, v0
v_lshrrev_b32 v2, 3, v0
v_mov_b32 v4, v0
image_store v4, v[1:2], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
s_endpgm`),
    0,
    'image ids',
  );
  const R32_UINT = 20;
  const init = { format: R32_UINT, width: 8, height: 4, swizzleMode: '4KB_S' as const };
  const size = imageAddressing(decodeImageResource(encodeImageResource({ base: 0, ...init })), 4).layout
    .sizeBytes;
  const base = b.place(b.alloc(size, 4096), new Uint8Array(size).fill(0xee));
  const tsharp = encodeImageResource({ base, ...init });
  const initiator = encodeFields('COMPUTE_DISPATCH_INITIATOR', { COMPUTE_SHADER_EN: 1, CS_W32_EN: 1 });
  const cb = new Pm4Writer()
    .setRegs('COMPUTE_PGM_LO', (program / 256) >>> 0, Math.floor(program / 256 / 2 ** 32))
    .setRegs('COMPUTE_PGM_RSRC2', encodeFields('COMPUTE_PGM_RSRC2', { USER_SGPR: 8 }))
    .setRegs('COMPUTE_NUM_THREAD_X', 32, 1, 1)
    .setRegs('COMPUTE_USER_DATA_0', ...tsharp)
    .dispatchDirect(1, 1, 1, initiator);
  b.submit([cb], 'compute');
  const path = join(dir, 'image.capture');
  b.write(path);
  const capture = openCapture(path);
  try {
    const result = runCapture(capture, device(), { readBack: [{ address: base, length: size }] });
    assert.deepEqual(
      result.report.dispatches,
      { executed: 1, refused: 0 },
      JSON.stringify(result.report.work),
    );
    const addressing = imageAddressing(decodeImageResource(tsharp), 4);
    const memory = new DataView(result.memory[0].slice().buffer);
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 8; x++) {
        const at = addressing.texelAddress({ x, y, slice: 0, sample: 0, level: 0 }) - base;
        assert.equal(memory.getUint32(at, true), x + 8 * y, `texel (${x}, ${y})`);
      }
  } finally {
    capture.close();
  }
});
