/**
 * The vector memory rules' IR through the SPIR-V emitter: translated DS, buffer, format and global
 * programs emit modules that spirv-val accepts for Vulkan 1.2 (LDS as a workgroup array, guest memory
 * by physical address, atomics and compare-exchange loops, lane shuffles, wave barriers).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assembleWords, PS5_WAVE32 } from '../../src/isa/index.js';
import { emitModule } from '../../src/spirv/emit-module.js';
import { translateProgram } from '../../src/translate/translate.js';
import { spirvVal } from '../support/spirv-tools.js';
import { IN, OUT, waveOptions } from './memory-support.js';

const VSHARP = [IN, 16 << 16, 64, 0xfac | (56 << 12) | (1 << 24) | (3 << 28)];
const SGPRS = [...VSHARP, ...VSHARP, OUT, 0, IN, 0];

const PROGRAMS: Readonly<Record<string, string>> = {
  ds: `v_lshlrev_b32 v1, 2, v0
ds_write_b8 v1, v0 offset:3
ds_read_b64 v[2:3], v1
ds_inc_rtn_u32 v4, v1, v2
ds_mskor_b32 v1, v2, v3
ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,4)
ds_permute_b32 v6, v1, v2
ds_bpermute_b32 v7, v1, v2
global_store_dwordx4 v1, v[4:7], s[12:13]`,
  buffer: `v_lshlrev_b32 v1, 2, v0
buffer_load_dwordx2 v[2:3], v1, s[4:7], 0 offen
buffer_load_format_xyzw v[4:7], v0, s[4:7], 0 idxen
tbuffer_store_format_xyzw v[4:7], v0, s[0:3], 0 format:[BUF_FMT_10_11_11_FLOAT] idxen
buffer_store_short_d16_hi v2, v1, s[0:3], 0 offen
buffer_atomic_cmpswap_x2 v[4:7], v1, s[0:3], 0 offen glc
buffer_atomic_fmax v2, v1, s[0:3], 0 offen`,
  'format through a V# read at run time': `v_readfirstlane_b32 s31, v0
s_or_b32 s7, s7, s31
s_or_b32 s3, s3, s31
buffer_load_format_xyzw v[4:7], v0, s[4:7], 0 idxen
buffer_load_format_d16_xy v8, v0, s[4:7], 0 idxen
buffer_store_format_xyzw v[4:7], v0, s[0:3], 0 idxen
buffer_store_format_d16_hi_x v8, v0, s[0:3], 0 idxen
tbuffer_store_format_xyzw v[4:7], v0, s[0:3], 0 format:[BUF_FMT_10_11_11_FLOAT] idxen`,
  global: `v_lshlrev_b32 v1, 2, v0
global_load_dwordx3 v[2:4], v1, s[10:11] offset:-4
global_store_byte v1, v2, s[8:9]
global_atomic_dec v5, v1, v3, s[8:9] glc`,
};

describe('memory rules through the SPIR-V emitter', () => {
  for (const [name, source] of Object.entries(PROGRAMS)) {
    it(`${name}: the emitted module validates`, () => {
      const words = assembleWords(`${source}\ns_endpgm`, PS5_WAVE32);
      const module = translateProgram(words, waveOptions(PS5_WAVE32, SGPRS, 512));
      const spirv = emitModule(module, {
        stage: 'compute',
        workgroupSize: [32, 1, 1],
        waveSize: 32,
        subgroupSize: 32,
        ldsBytes: 512,
      });
      assert.equal(spirvVal(spirv, 'vulkan1.2'), '');
    });
  }
});
