import { describe, it } from 'node:test';
import type { DiffCase } from '../../src/difftest/case.js';
import { encodeBufferResource } from '../../src/reference/buffer-resource.js';
import { assertAgreesOnDevice } from '../support/device-agree.js';
import { oneWave32 } from '../support/one-wave.js';
import { randomBytes } from '../support/random-bytes.js';
import { validatedDevice } from '../support/validated-device.js';

const TABLE = 0x10_0000;
const DATA = 0x20_0000;
const OUT = 0x30_0000;
const STORE = 0x40_0000;

/** Lane i loads at byte 4i of a 100-byte range (lanes 22 to 24 straddle its end, 25 on are past it). */
const LOAD_RECORDS = 100;
/** Lane i stores 16 bytes at byte 16i of a 328-byte range (lane 20 straddles its end). */
const STORE_RECORDS = 328;

function rangeCase(oobSelect: number, requestMemory: boolean): DiffCase {
  const vsharps = [
    encodeBufferResource({ base: DATA, numRecords: LOAD_RECORDS, format: 77, oobSelect }),
    encodeBufferResource({ base: STORE, numRecords: STORE_RECORDS, format: 77, oobSelect }),
  ];
  const table = new Uint8Array(32);
  const view = new DataView(table.buffer);
  vsharps.flat().forEach((w, i) => {
    view.setUint32(4 * i, w, true);
  });
  const source = `s_load_dwordx8 s[4:11], s[0:1], 0x0
v_lshlrev_b32 v1, 2, v0
v_lshlrev_b32 v9, 4, v0
s_waitcnt lgkmcnt(0)
buffer_load_dwordx4 v[2:5], v1, s[4:7], 0 offen
buffer_load_ushort v6, v1, s[4:7], 0 offen offset:2
buffer_load_dword v7, v1, s[4:7], 0 offen offset:8
global_store_dwordx4 v9, v[2:5], s[2:3]
global_store_dwordx2 v9, v[6:7], s[2:3] offset:512
buffer_store_dwordx4 v[2:5], v9, s[8:11], 0 offen
buffer_store_byte v0, v9, s[8:11], 0 offen offset:5
buffer_store_short v1, v9, s[8:11], 0 offen offset:14
v_add_nc_u32 v8, 1, v0
buffer_atomic_add v8, v9, s[8:11], 0 offen offset:8
s_endpgm`;
  return {
    name: `raw accesses across the end of the range, OOB_SELECT ${oobSelect} (${requestMemory ? 'V# known' : 'V# read at run time'})`,
    ...oneWave32(source),
    userSgprs: [TABLE, 0, OUT, 0],
    regions: [
      { base: TABLE, bytes: table, output: false },
      { base: DATA, bytes: randomBytes(256, 3), output: false },
      { base: OUT, bytes: new Uint8Array(1024), output: true },
      { base: STORE, bytes: randomBytes(512, 5), output: true },
    ],
    requestMemory,
  };
}

const deviceOf = validatedDevice();

describe('raw buffer accesses out of range: reference executor vs recompiled on the device', () => {
  for (const oob of [1, 3])
    for (const known of [true, false]) {
      const c = rangeCase(oob, known);
      it(c.name, () => assertAgreesOnDevice(c, deviceOf()));
    }
});
