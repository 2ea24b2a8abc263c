/**
 * The MIMG rules: translated programs with T#s (and S#s) in user SGPRs emit modules that spirv-val
 * accepts for Vulkan 1.2 and 1.3, one per opcode family and image dim; each distinct T# becomes one
 * storage image global; the texel values are checked against the reference executor in
 * image-diff.test.ts; and the refusals name what they lack.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IrModule } from '../../src/ir/function.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { assembleWords, PS5_WAVE32 } from '../../src/isa/index.js';
import {
  encodeImageResource,
  encodeSampler,
  type ImageResourceInit,
  type SamplerInit,
} from '../../src/isa/tables/image-descriptor.js';
import { lavapipeLikeProfile } from '../../src/recompiler/profiles.js';
import { recompile } from '../../src/recompiler/recompile.js';
import { REQUEST_VERSION, type RecompileRequest } from '../../src/recompiler/request.js';
import { emitModuleWithInfo } from '../../src/spirv/emit-module.js';
import { RecompileError } from '../../src/translate/errors.js';
import { translateProgram } from '../../src/translate/translate.js';
import type { TargetProfile } from '../../src/util/target-profile.js';
import { spirvVal } from '../support/spirv-tools.js';
import { waveOptions } from './memory-support.js';

const BASE = 0x10000;
const RGBA8_UNORM = 56;
const R32_UINT = 20;
const R8_UNORM = 1;
const RG32_UINT = 59;
const RGBA16_FLOAT = 71;

function tsharp(init: Partial<ImageResourceInit> & { width: number }): number[] {
  return encodeImageResource({ base: BASE, format: RGBA8_UNORM, height: 8, ...init });
}

function ssharp(init: SamplerInit = {}): number[] {
  return encodeSampler(init);
}

function translate(source: string, sgprs: readonly number[]): IrModule {
  const words = assembleWords(`${source}\ns_endpgm`, PS5_WAVE32);
  return translateProgram(words, waveOptions(PS5_WAVE32, sgprs, 0));
}

function emitted(module: IrModule): { words: Uint32Array; capabilities: readonly string[] } {
  return emitModuleWithInfo(module, {
    stage: 'compute',
    workgroupSize: [32, 1, 1],
    waveSize: 32,
    subgroupSize: 32,
    ldsBytes: 0,
  });
}

function refusal(source: string, sgprs: readonly number[]): string {
  try {
    translate(source, sgprs);
  } catch (e) {
    if (e instanceof RecompileError) return e.message;
    throw e;
  }
  return 'translated';
}

const D2 = 'dim:SQ_RSRC_IMG_2D';
const POINT_WRAP: SamplerInit = { clamp: ['WRAP', 'MIRROR', 'CLAMP_LAST_TEXEL'] };

/** name -> [program, user SGPRs (T# at s0, a second T# or the S# at s8)]. */
const PROGRAMS: Readonly<Record<string, [string, number[]]>> = {
  load_2d: [`image_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`, tsharp({ width: 8 })],
  load_mip_d16_a16: [
    `image_load_mip v[4:5], v[0:1], s[0:7] dmask:0xe ${D2} unorm d16 a16`,
    tsharp({ width: 8, format: RGBA16_FLOAT }),
  ],
  load_mip_three_levels: [
    `image_load_mip v[4:7], v[0:2], s[0:7] dmask:0xf ${D2} unorm`,
    tsharp({ width: 8, mipLevels: 3 }),
  ],
  store_mip_atomic_mip_levels: [
    `image_store_mip v[4:7], v[0:2], s[0:7] dmask:0xf ${D2} unorm
image_atomic_add v4, v[0:1], s[8:15] dmask:0x1 ${D2} unorm glc`,
    [...tsharp({ width: 8, mipLevels: 2, baseLevel: 1 }), ...tsharp({ width: 8, format: R32_UINT })],
  ],
  load_1d_r8: [
    'image_load v4, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm',
    tsharp({ width: 16, height: 1, type: '1D', format: R8_UNORM }),
  ],
  load_3d_rg32: [
    'image_load v[4:5], v[0:2], s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_3D unorm',
    tsharp({ width: 4, height: 4, depth: 4, type: '3D', format: RG32_UINT }),
  ],
  load_cube_nsa: [
    'image_load v[4:7], [v0, v2, v1], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_CUBE unorm',
    tsharp({ width: 8, depth: 6, type: 'CUBE' }),
  ],
  load_array_base: [
    'image_load v[4:7], v[0:2], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm',
    tsharp({ width: 8, depth: 4, baseArray: 1, type: '2D_ARRAY' }),
  ],
  store_2d: [`image_store v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`, tsharp({ width: 8 })],
  store_mip_d16: [
    `image_store_mip v[4:5], v[0:2], s[0:7] dmask:0xf ${D2} unorm d16`,
    tsharp({ width: 8, format: RGBA16_FLOAT }),
  ],
  store_then_load_two_images: [
    `image_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm
image_store v4, v[0:1], s[8:15] dmask:0x1 ${D2} unorm`,
    [...tsharp({ width: 8 }), ...tsharp({ width: 8, format: R32_UINT, base: BASE * 2 })],
  ],
  atomic_add: [
    `image_atomic_add v4, v[0:1], s[0:7] dmask:0x1 ${D2} unorm glc`,
    tsharp({ width: 8, format: R32_UINT }),
  ],
  atomic_cmpswap: [
    `image_atomic_cmpswap v[4:5], v[0:1], s[0:7] dmask:0x3 ${D2} unorm glc`,
    tsharp({ width: 8, format: R32_UINT }),
  ],
  atomic_inc_loop: [
    `image_atomic_inc v4, v[0:1], s[0:7] dmask:0x1 ${D2} unorm glc`,
    tsharp({ width: 8, format: R32_UINT }),
  ],
  resinfo: [
    `image_get_resinfo v[4:7], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_3D unorm`,
    tsharp({ width: 8, depth: 4, type: '3D' }),
  ],
  sample_point: [
    `image_sample v[4:7], v[0:1], s[0:7], s[8:11] dmask:0xf ${D2}`,
    [...tsharp({ width: 8 }), ...ssharp(POINT_WRAP)],
  ],
  sample_l_array_npot: [
    'image_sample_l v[4:5], v[0:3], s[0:7], s[8:11] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY',
    [...tsharp({ width: 6, depth: 3, type: '2D_ARRAY' }), ...ssharp(POINT_WRAP)],
  ],
  sample_lz_3d_a16_d16: [
    'image_sample_lz v[4:5], v[0:1], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_3D a16 d16',
    [
      ...tsharp({ width: 4, height: 4, depth: 4, type: '3D' }),
      ...ssharp({ ...POINT_WRAP, zFilter: 'POINT' }),
    ],
  ],
  gather4: [
    `image_gather4 v[4:7], v[0:1], s[0:7], s[8:11] dmask:0x2 ${D2}`,
    [...tsharp({ width: 8 }), ...ssharp({ clamp: ['MIRROR_ONCE_LAST_TEXEL', 'WRAP', 'WRAP'] })],
  ],
  gather4_lz_unnormalized: [
    `image_gather4_lz v[4:7], v[0:1], s[0:7], s[8:11] dmask:0x1 ${D2}`,
    [...tsharp({ width: 8 }), ...ssharp({ unnormalized: true })],
  ],
  null_load_store: [
    `image_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm\nimage_store v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`,
    new Array(8).fill(0),
  ],
  null_sample_gather: [
    `image_sample_lz v[4:5], v[0:1], s[0:7], s[8:11] dmask:0xf ${D2} d16\nimage_gather4_lz v[4:7], v[0:1], s[0:7], s[8:11] dmask:0x1 ${D2}`,
    [0, 0, 0, ((1 << 9) | (8 << 28)) >>> 0, 0, 0, 0, 0, ...ssharp()],
  ],
};

describe('image rules through the SPIR-V emitter', () => {
  for (const [name, [source, sgprs]] of Object.entries(PROGRAMS)) {
    it(`${name}: the IR verifies and the module validates (Vulkan 1.2 and 1.3)`, () => {
      const module = translate(source, sgprs);
      const fn = module.functions[0];
      assert.ok(fn);
      assert.deepEqual(verifyFunction(fn).problems, []);
      const { words } = emitted(module);
      assert.equal(spirvVal(words, 'vulkan1.2'), '');
      assert.equal(spirvVal(words, 'vulkan1.3'), '');
    });
  }

  it('a one-level load reads the first texel on lanes out of range, without a branch', () => {
    const [source, sgprs] = PROGRAMS.load_2d as [string, number[]];
    const fn = translate(source, sgprs).functions[0];
    assert.ok(fn);
    const ops = fn.blocks.flatMap((b) => b.insts.map((i) => fn.inst(i).op));
    assert.equal(ops.filter((op) => op === 'image_read').length, 1);
    assert.ok(!ops.includes('cond_br'), 'no branch around the read');
  });

  it('clamps a point index to the last texel in float before converting, not after', () => {
    // v-axis CLAMP_LAST_TEXEL of an 8-texel axis: ftos(fmin(fmax(floor(v * 8), 0), 7)), no smin/smax.
    const source = `image_sample_lz v[4:7], v[0:1], s[0:7], s[8:11] dmask:0xf ${D2}`;
    const clamped = ssharp({ clamp: ['CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL', 'WRAP'] });
    const fn = translate(source, [...tsharp({ width: 8 }), ...clamped]).functions[0];
    assert.ok(fn);
    const ops = fn.blocks.flatMap((b) => b.insts.map((i) => fn.inst(i).op));
    assert.equal(ops.filter((op) => op === 'fmin').length, 2);
    assert.equal(ops.filter((op) => op === 'fmax').length, 2);
    assert.ok(!ops.includes('smin') && !ops.includes('smax'), ops.join(' '));
  });

  it('a null T# (FORMAT INVALID) binds no image: loads and sampling write its DST_SEL constants', () => {
    for (const name of ['null_load_store', 'null_sample_gather']) {
      const [source, sgprs] = PROGRAMS[name] as [string, number[]];
      assert.deepEqual(
        translate(source, sgprs).globals.filter((g) => g.image),
        [],
        name,
      );
    }
  });

  it('one storage image global per distinct T#, with its dwords and shape', () => {
    const [source, sgprs] = PROGRAMS.store_then_load_two_images as [string, number[]];
    const images = translate(source, sgprs).globals.filter((g) => g.image);
    assert.deepEqual(
      images.map((g) => [g.name, g.binding, g.image?.dim, g.image?.descriptor]),
      [
        ['image0', { set: 0, binding: 0 }, '2d_array', sgprs.slice(0, 8)],
        ['image1', { set: 0, binding: 1 }, '2d_array', sgprs.slice(8, 16)],
      ],
    );
  });

  it('the _mip opcodes bind every level of the view, one image each', () => {
    const [source, sgprs] = PROGRAMS.store_mip_atomic_mip_levels as [string, number[]];
    const images = translate(source, sgprs).globals.filter((g) => g.image);
    assert.deepEqual(
      images.map((g) => [g.name, g.image?.level, g.image?.descriptor === undefined]),
      [
        ['image0', 1, false],
        ['image1', 0, false],
      ],
    );
    const [load, three] = PROGRAMS.load_mip_three_levels as [string, number[]];
    assert.deepEqual(
      translate(load, three)
        .globals.filter((g) => g.image)
        .map((g) => g.image?.level),
      [0, 1, 2],
    );
  });

  it('resinfo binds no image; extended formats are declared only where used', () => {
    const [source, sgprs] = PROGRAMS.resinfo as [string, number[]];
    assert.equal(translate(source, sgprs).globals.filter((g) => g.image).length, 0);
    const r8 = PROGRAMS.load_1d_r8 as [string, number[]];
    assert.ok(emitted(translate(...r8)).capabilities.includes('StorageImageExtendedFormats'));
    const rgba = PROGRAMS.load_2d as [string, number[]];
    assert.ok(!emitted(translate(...rgba)).capabilities.includes('StorageImageExtendedFormats'));
  });
});

describe('image refusals', () => {
  const cases: [string, string, number[], RegExp][] = [
    [
      'a T# not known at recompile time (a dword from a lane)',
      `v_readfirstlane_b32 s0, v0\nimage_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`,
      tsharp({ width: 8 }),
      /T# dword 0 \(BASE_ADDRESS\) is not known at recompile time/,
    ],
    [
      'a T# loaded from a table the request neither carries nor pins',
      `s_load_dwordx8 s[0:7], s[8:9], 0x0\ns_waitcnt lgkmcnt(0)\nimage_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`,
      [0, 0, 0, 0, 0, 0, 0, 0, 0x1000, 0],
      /the T# is read at run time from 0x1000, and the request pins no TYPE and FORMAT for it/,
    ],
    [
      'a T# its only writer loaded from a table, read in another guest basic block',
      `s_load_dwordx8 s[0:7], s[8:9], 0x0\ns_waitcnt lgkmcnt(0)\ns_cmp_eq_u32 s10, 0\ns_cbranch_scc1 1\ns_nop 0\nimage_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`,
      [0, 0, 0, 0, 0, 0, 0, 0, 0x1000, 0, 7],
      /the T# is read at run time from 0x1000, and the request pins no TYPE and FORMAT for it/,
    ],
    [
      'a T# two loads from tables may have written, read where their paths meet',
      `s_load_dwordx8 s[0:7], s[8:9], 0x0\ns_waitcnt lgkmcnt(0)\ns_cmp_eq_u32 s10, 0\ns_cbranch_scc1 2\ns_load_dwordx8 s[0:7], s[8:9], 0x20\ns_waitcnt lgkmcnt(0)\nimage_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`,
      [0, 0, 0, 0, 0, 0, 0, 0, 0x1000, 0, 7],
      /T# dword 0 \(BASE_ADDRESS\) is not known at recompile time/,
    ],
    [
      'an S# not known at recompile time',
      `v_readfirstlane_b32 s8, v0\nimage_sample v[4:7], v[0:1], s[0:7], s[8:11] dmask:0xf ${D2}`,
      tsharp({ width: 8 }),
      /S# dword 0 \(CLAMP_X, .*\) is not known at recompile time/,
    ],
    [
      'an atomic through a null T# (FORMAT INVALID)',
      `image_atomic_add v4, v[0:1], s[0:7] dmask:0x1 ${D2} unorm glc`,
      new Array(8).fill(0),
      /image atomic through a null T# \(FORMAT INVALID\): the value it returns is not specified/,
    ],
    [
      'resinfo of a null T#',
      `image_get_resinfo v[4:7], v0, s[0:7] dmask:0xf ${D2} unorm`,
      new Array(8).fill(0),
      /resinfo through a null T# \(FORMAT INVALID\)/,
    ],
    [
      'a load of SEL_1 through a null T# (no number type for the 1)',
      `image_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`,
      [0, 0, 0, ((1 << 9) | (8 << 28)) >>> 0, 0, 0, 0, 0],
      /DST_SEL w = SEL_1: FORMAT INVALID states no number type/,
    ],
    [
      'a FORMAT-0 T# whose TYPE is not an image type',
      `image_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`,
      [0, 0, 0, 1 << 9, 0, 0, 0, 0],
      /T# field TYPE = 0: FORMAT INVALID \(a null T#\) with a TYPE that is not an image type/,
    ],
    [
      'a FORMAT-0 T# with a field other than DST_SEL and TYPE set',
      `image_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`,
      [0, 0, 0xf, (9 << 28) >>> 0, 0, 0, 0, 0],
      /T# field WIDTH_HI = 15: set in a null T#/,
    ],
    [
      'a dim other than the T# type',
      'image_load v[4:7], v[0:2], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_3D unorm',
      tsharp({ width: 8 }),
      /instruction dim 3D differs from the T# type 2D/,
    ],
    [
      'a store missing components',
      `image_store v[4:5], v[0:1], s[0:7] dmask:0x3 ${D2} unorm`,
      tsharp({ width: 8 }),
      /store with dmask 0x3 to 8_8_8_8_UNORM/,
    ],
    [
      'an atomic on a four-component format',
      `image_atomic_add v4, v[0:1], s[0:7] dmask:0x1 ${D2} unorm`,
      tsharp({ width: 8 }),
      /only one 32-bit component/,
    ],
    [
      'a view of several mip levels',
      `image_load v[4:7], v[0:1], s[0:7] dmask:0xf ${D2} unorm`,
      tsharp({ width: 8, mipLevels: 2 }),
      /mip levels 0\.\.1/,
    ],
    [
      'bilinear sampling of integer texels',
      `image_sample v4, v[0:1], s[0:7], s[8:11] dmask:0x1 ${D2}`,
      [
        ...tsharp({ width: 8, format: R32_UINT }),
        ...ssharp({ xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' }),
      ],
      /bilinear filtering of /,
    ],
    [
      'bilinear sampling into d16 results',
      `image_sample v[4:5], v[0:1], s[0:7], s[8:11] dmask:0xf ${D2} d16`,
      [...tsharp({ width: 8 }), ...ssharp({ xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' })],
      /bilinear filtering with d16 results is not translated/,
    ],
    [
      'a border clamp mode',
      `image_sample v[4:7], v[0:1], s[0:7], s[8:11] dmask:0xf ${D2}`,
      [...tsharp({ width: 8 }), ...ssharp({ clamp: ['CLAMP_BORDER', 'WRAP', 'WRAP'] })],
      /clamp mode CLAMP_BORDER: border colors/,
    ],
    [
      'depth-compare sampling of four channels',
      `image_sample_c v[4:7], v[0:2], s[0:7], s[8:11] dmask:0xf ${D2}`,
      [...tsharp({ width: 8 }), ...ssharp({ depthCompare: 'LESS' })],
      /depth compare with dmask 0xf: only x is specified/,
    ],
    [
      'a cube view of other than whole cubes',
      'image_sample_lz v4, v[0:2], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_CUBE',
      [...tsharp({ width: 8, depth: 12, baseArray: 3, type: 'CUBE' }), ...ssharp()],
      /cube view of 9 faces from 3 is not whole cubes/,
    ],
    [
      'offsets on a cube',
      'image_sample_lz_o v4, v[0:3], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_CUBE',
      [...tsharp({ width: 8, depth: 6, type: 'CUBE' }), ...ssharp()],
      /texel offsets on a cube/,
    ],
    [
      'an implicit LOD on a view of several mip levels',
      `image_sample_d v[4:7], v[0:5], s[0:7], s[8:11] dmask:0xf ${D2}`,
      [...tsharp({ width: 8, mipLevels: 3 }), ...ssharp({ mipFilter: 'POINT' })],
      /image_sample_d on a view of 3 mip levels with mip filter POINT: the implicit LOD/,
    ],
    [
      'a LINEAR mip blend into d16 results',
      `image_sample_l v[4:5], v[0:2], s[0:7], s[8:11] dmask:0xf ${D2} d16`,
      [...tsharp({ width: 8, mipLevels: 2 }), ...ssharp({ mipFilter: 'LINEAR' })],
      /LINEAR mip blend into d16/,
    ],
    [
      'a trilinear shortcut (PERF_MIP)',
      `image_sample_l v[4:7], v[0:2], s[0:7], s[8:11] dmask:0xf ${D2}`,
      [...tsharp({ width: 8, mipLevels: 2 }), ...ssharp({ mipFilter: 'LINEAR', fields: { PERF_MIP: 7 } })],
      /PERF_MIP 7/,
    ],
    [
      'image_get_lod',
      `image_get_lod v[4:5], v[0:1], s[0:7], s[8:11] dmask:0x3 ${D2}`,
      [...tsharp({ width: 8 }), ...ssharp()],
      /image_get_lod .* is not translated/,
    ],
    [
      'an MSAA load from an FMASK-compressed T# (COMPRESSION_EN)',
      'image_load v[4:7], v[0:2], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA unorm',
      tsharp({
        width: 8,
        type: '2D_MSAA',
        lastLevel: 2,
        swizzleMode: '64KB_Z_X',
        fields: { COMPRESSION_EN: 1 },
      }),
      /2D_MSAA T# with COMPRESSION_EN: FMASK/,
    ],
    [
      'an MSAA store to a T# with BASE_LEVEL (its resource has one level)',
      'image_store v[4:7], v[0:2], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA unorm',
      tsharp({ width: 8, type: '2D_MSAA', baseLevel: 1, lastLevel: 2, swizzleMode: '64KB_Z_X' }),
      /BASE_LEVEL 1: a multisampled resource has one level/,
    ],
  ];
  for (const [name, source, sgprs, pattern] of cases) {
    it(`refuses ${name}, naming it and the pc`, () => {
      const message = refusal(source, sgprs);
      assert.match(message, pattern);
      assert.match(message, /^(pc|0x|.*pc)/i);
    });
  }
});

describe('image programs through recompile()', () => {
  it('lists a storage-image binding with its T#, format and access; R8 needs extended formats', () => {
    const sgprs = tsharp({ width: 16, height: 1, type: '1D', format: R8_UNORM });
    const program = assembleWords(
      'image_load v4, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm\nimage_store v4, v0, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm\ns_endpgm',
      PS5_WAVE32,
    );
    const result = recompile({
      version: REQUEST_VERSION,
      stage: 'compute',
      mcpu: 'gfx1013',
      waveSize: 32,
      program: [...program],
      userSgprs: sgprs,
      memory: [],
      compute: {
        workgroupSize: [32, 1, 1],
        ldsBytes: 0,
        workgroupIdSgprs: [false, false, false],
        localIdComponents: 1,
      },
      target: lavapipeLikeProfile(),
    });
    assert.deepEqual(result.bindings, [
      {
        set: 0,
        binding: 0,
        kind: 'storage-image',
        name: 'image0',
        image: {
          dim: '2d_array',
          format: 'R8ui',
          texelBytes: 1,
          descriptor: sgprs,
          level: 0,
          access: 'read-write',
        },
      },
    ]);
    assert.ok(result.interface.capabilities.includes('StorageImageExtendedFormats'));
    assert.equal(spirvVal(result.spirv, 'vulkan1.3'), '');
  });

  const msaaRequest = (target: TargetProfile): RecompileRequest => ({
    version: REQUEST_VERSION,
    stage: 'compute',
    mcpu: 'gfx1013',
    waveSize: 32,
    program: [
      ...assembleWords(
        `image_load v4, v[0:3], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm
image_atomic_add v4, v[0:3], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm
s_endpgm`,
        PS5_WAVE32,
      ),
    ],
    userSgprs: tsharp({
      width: 8,
      depth: 2,
      type: '2D_MSAA_ARRAY',
      lastLevel: 3,
      format: R32_UINT,
      swizzleMode: '64KB_Z_X',
    }),
    memory: [],
    compute: {
      workgroupSize: [32, 1, 1],
      ldsBytes: 0,
      workgroupIdSgprs: [false, false, false],
      localIdComponents: 1,
    },
    target,
  });

  it('binds an MSAA array as a multisampled storage image of 2^LAST_LEVEL samples', () => {
    const result = recompile(msaaRequest(lavapipeLikeProfile()));
    assert.equal(result.bindings[0]?.image?.samples, 8);
    assert.equal(result.bindings[0]?.image?.dim, '2d_array');
    assert.ok(result.interface.capabilities.includes('StorageImageMultisample'));
    assert.equal(spirvVal(result.spirv, 'vulkan1.3'), '');
  });

  it('refuses an MSAA image on a target without shaderStorageImageMultisample, naming it', () => {
    const target = lavapipeLikeProfile();
    const without = { ...target, features: { ...target.features, shaderStorageImageMultisample: false } };
    assert.throws(() => recompile(msaaRequest(without)), /shaderStorageImageMultisample/);
  });
});
