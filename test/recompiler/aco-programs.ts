/**
 * The ACO corpus (test/recompiler/aco/, README there) as programs and recompile requests, shared by the
 * corpus test and bench/recompiler.ts: each NAME.bin with its launch facts from NAME.json, and the
 * request RADV's ABI implies, with each descriptor set's V#s in guest memory where RADV lays them out
 * (so buffer descriptors are known at recompile time, as they would be from a capture).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeImageResource, encodeSampler } from '../../src/isa/tables/image-descriptor.js';
import { type ComputeRequest, REQUEST_VERSION } from '../../src/recompiler/request.js';
import type { TargetProfile } from '../../src/util/target-profile.js';

/** The corpus folder. */
export const ACO_DIR = fileURLToPath(new URL('./aco/', import.meta.url));

/** One user SGPR run of NAME.json. */
export interface UserSgprFact {
  readonly sgpr: number;
  readonly dwords: number;
  readonly role: string;
}

/** One descriptor binding of NAME.json, placed where RADV puts it in its set. */
export interface BindingFact {
  readonly set: number;
  readonly binding: number;
  readonly kind: string;
  readonly count: number;
  readonly byteOffset: number;
  readonly descriptorBytes: number;
}

/** The launch facts of NAME.json the request needs (the rest documents RADV's layout). */
export interface AcoProgramFacts {
  readonly waveSize: 32 | 64;
  readonly workgroupSize: [number, number, number];
  readonly ldsBytes: number;
  readonly userSgprCount: number;
  readonly userSgprs: readonly UserSgprFact[];
  readonly workgroupIdSgprs: [boolean, boolean, boolean];
  readonly tgSizeSgpr: boolean;
  readonly localIdComponents: 1 | 2 | 3;
  readonly bindings: readonly BindingFact[];
  /** The push constant range the GLSL declares (128 bytes), or null. */
  readonly pushConstants: unknown;
  /** ACO's compile time: median of RADV pipeline creations on the null device, in ms. */
  readonly compileMs: number;
}

/** One corpus program: its name, words and facts. */
export interface AcoProgram {
  readonly name: string;
  readonly words: Uint32Array;
  readonly facts: AcoProgramFacts;
}

/** Every corpus program, by name. */
export function loadAcoPrograms(): AcoProgram[] {
  return readdirSync(ACO_DIR)
    .filter((f) => f.endsWith('.bin'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.bin'.length);
      const bytes = readFileSync(join(ACO_DIR, f));
      const words = new Uint32Array(bytes.length / 4);
      for (let i = 0; i < words.length; i++) words[i] = bytes.readUInt32LE(i * 4);
      const facts = JSON.parse(readFileSync(join(ACO_DIR, `${name}.json`), 'utf8')) as AcoProgramFacts;
      return { name, words, facts };
    });
}

/** RADV's high half of its 32-bit pointers (`s_movk_i32 sN, 0x8000` sign-extends to it). */
const POINTER_HIGH = 0xffff8000n;
/** GFX10 V# dword 3 of a raw buffer as RADV writes it: DST_SEL xyzw, FORMAT 32_FLOAT, RESOURCE_LEVEL, OOB_SELECT raw. */
const RAW_BUFFER_WORD3 = 0x31016fac;

/** The low half of set `set`'s descriptor table address (a placeholder, distinct per set). */
const setPointer = (set: number): number => 0x10000 * (set + 1);

/**
 * Whether binding (set, binding) of corpus program `name` is multisampled: its GLSL type (NAME.comp,
 * the corpus's single source) is a 2DMS image, texture or sampler.
 */
export function acoMultisampled(name: string, set: number, binding: number): boolean {
  const source = readFileSync(join(ACO_DIR, `${name}.comp`), 'utf8');
  const declarations = source.matchAll(/layout\s*\(([^)]*)\)[^;]*?\b[iu]?(?:image|texture|sampler)2DMS/g);
  for (const m of declarations) {
    const qualifiers = m[1] as string;
    const at = Number(/binding\s*=\s*(\d+)/.exec(qualifiers)?.[1] ?? -1);
    if (at === binding && Number(/set\s*=\s*(\d+)/.exec(qualifiers)?.[1] ?? 0) === set) return true;
  }
  return false;
}

/** The T# of a multisampled binding: 4 samples (LAST_LEVEL 2), swizzled 64KB_Z_X as MSAA needs. */
export const ACO_MSAA: { readonly type: '2D_MSAA'; readonly lastLevel: 2; readonly swizzleMode: '64KB_Z_X' } =
  {
    type: '2D_MSAA',
    lastLevel: 2,
    swizzleMode: '64KB_Z_X',
  };

/**
 * The T# every image binding gets: a 64x64 2D RGBA8 UNORM image at a distinct address, linear, or
 * {@link ACO_MSAA} where the binding is multisampled.
 */
const imageDescriptor = (name: string, set: number, binding: number): number[] =>
  encodeImageResource({
    base: 0x100000000 * (set + 1) + binding * 0x1000000,
    format: 56,
    width: 64,
    height: 64,
    ...(acoMultisampled(name, set, binding) ? ACO_MSAA : {}),
  });

/**
 * Guest memory holding each set's descriptors where RADV places them: a buffer binding gets a V# of a
 * 64 KiB range at a distinct address, an image (storage, sampled, or the image of a combined image
 * sampler) a T# ({@link imageDescriptor}), a sampler (also at byte 80 of a combined one)
 * {@link ACO_SAMPLER}.
 */
/**
 * The S# of every sampler binding: point sampling, clamped coordinates, and a LESSEQUAL depth compare
 * (read only by the _c opcodes of shadow samplers).
 */
export const ACO_SAMPLER: readonly number[] = encodeSampler({ depthCompare: 'LESSEQUAL' });

function descriptorMemory(p: AcoProgram): ComputeRequest['memory'] {
  const sets = [...new Set(p.facts.bindings.map((b) => b.set))];
  return sets.map((set) => {
    const bindings = p.facts.bindings.filter((b) => b.set === set);
    const bytes = Math.max(...bindings.map((b) => b.byteOffset + b.descriptorBytes * b.count));
    const words = new Array<number>(bytes / 4).fill(0);
    for (const b of bindings) {
      const at = b.byteOffset / 4;
      if (b.kind === 'storageImage' || b.kind === 'sampledImage' || b.kind === 'combinedImageSampler')
        words.splice(at, 8, ...imageDescriptor(p.name, set, b.binding));
      if (b.kind === 'sampler') words.splice(at, 4, ...ACO_SAMPLER);
      if (b.kind === 'combinedImageSampler') words.splice(at + 20, 4, ...ACO_SAMPLER);
      if (b.kind !== 'storageBuffer' && b.kind !== 'uniformBuffer') continue;
      const base = 0x100000000 * (set + 1) + b.binding * 0x1000000;
      words[at] = base % 0x100000000;
      words[at + 1] = Math.floor(base / 0x100000000);
      words[at + 2] = 0x10000;
      words[at + 3] = RAW_BUFFER_WORD3;
    }
    return { base: `0x${((POINTER_HIGH << 32n) | BigInt(setPointer(set))).toString(16)}`, words };
  });
}

/**
 * The request for a program on a host target: descriptor set pointers point at
 * {@link descriptorMemory}; other user SGPRs hold distinct placeholder values.
 */
export function acoRequest(p: AcoProgram, target: TargetProfile): ComputeRequest {
  const userSgprs = Array.from({ length: p.facts.userSgprCount }, (_, i) => 0x1000 * (i + 1));
  for (const u of p.facts.userSgprs) {
    const set = /^descriptor set (\d+)/.exec(u.role);
    if (set) userSgprs[u.sgpr] = setPointer(Number(set[1]));
  }
  return {
    version: REQUEST_VERSION,
    stage: 'compute',
    mcpu: 'gfx1013',
    waveSize: p.facts.waveSize,
    program: [...p.words],
    userSgprs,
    memory: descriptorMemory(p),
    compute: {
      workgroupSize: p.facts.workgroupSize,
      ldsBytes: p.facts.ldsBytes,
      workgroupIdSgprs: p.facts.workgroupIdSgprs,
      tgSizeSgpr: p.facts.tgSizeSgpr,
      localIdComponents: p.facts.localIdComponents,
    },
    target,
  };
}

/** The bits of an f32. */
const f32 = (x: number): number => new Uint32Array(Float32Array.of(x).buffer)[0] as number;

/**
 * What test/recompiler/aco-execute.test.ts launches a corpus program with, beyond NAME.json: the
 * values a program's push constants and guest memory must hold to exercise it (read off NAME.comp).
 */
export interface AcoLaunch {
  /** The push constant block's dwords (raw bits) from dword 0. */
  readonly push?: readonly number[];
  /**
   * The push constant dword each inline user SGPR holds, in order (default 0, 1, 2, ...: RADV inlines
   * the dwords the shader reads at constant offsets, lowest first; the rest it reads through the
   * push constant pointer).
   */
  readonly inline?: readonly number[];
  /** Workgroups dispatched (default [2, 1, 1]); the workgroup count pointer points at these. */
  readonly workgroups?: readonly [number, number, number];
  /** Buffer dwords set before the run, over the seeded data. */
  readonly preset?: readonly {
    readonly set: number;
    readonly binding: number;
    readonly word: number;
    readonly value: number;
  }[];
  /** What the values exercise. */
  readonly why: string;
}

/** Launches by program name; a program not listed needs nothing beyond its facts. */
export const ACO_LAUNCHES: Readonly<Record<string, AcoLaunch>> = {
  divergent_loop: {
    push: [100],
    // Start values 0..255 (Collatz runs of up to 127 steps), and every sixteenth lane an odd value
    // past 0x55555554 (3n + 1 would overflow: the loop breaks with the top bit set).
    preset: Array.from({ length: 128 }, (_, i) => ({
      set: 0,
      binding: 0,
      word: i,
      value: i % 16 === 0 ? 0x60000001 : Math.imul(i, 2654435761) >>> 24,
    })),
    why: 'max_steps 100: of 128 lanes, 24 stop at the limit, 8 break on overflow, the others reach 1 (or start at 0)',
  },
  grid_3d: {
    workgroups: [2, 2, 2],
    why: 'a 2x2x2 grid: every workgroup id component and the counts behind gl_NumWorkGroups vary',
  },
  lds_transpose: {
    push: [24, 12],
    why: 'width 24, height 12 of a 32x16 dispatch: both bounds checks cut lanes on both sides of the barrier',
  },
  matmul_tiled: {
    push: [12, 20, 40],
    why: 'm 12, n 20, k 40: three tiles of k, the last partial, and rows and columns past m and n',
  },
  msaa_texel_fetch: {
    workgroups: [1, 1, 1],
    why: 'one workgroup: every workgroup writes the same 32 words (texels[gl_LocalInvocationIndex]), so with two the words hold whichever finished last, an order the host does not promise (group 0 finishing last failed a lavapipe run)',
  },
  multi_set: {
    push: [5, 300, f32(0.5)],
    why: 'first 5, count 300 of 384 lanes (the last wave partly returns), damping 0.5',
  },
  push_indexed: {
    push: [...Array.from({ length: 16 }, (_, j) => (0x01010101 * (j + 1)) ^ (j << 28)), 0x0f0f00ff],
    inline: [16],
    why: 'sixteen distinct table entries read through the pointer at a per-lane index; the mask (dword 16) is inline',
  },
  saxpy: {
    push: [f32(1.5), 100],
    why: 'a = 1.5 and n = 100 of 128 lanes: the bounds check cuts the second workgroup',
  },
  subgroup_ballot: {
    push: [f32(0)],
    preset: [{ set: 0, binding: 1, word: 0, value: 0 }],
    why: 'threshold 0 keeps about half the lanes; the count starts at 0 so kept[] stays in the buffer',
  },
  texture_sample: {
    push: [f32(1 / 16), f32(1 / 16), f32(1 / 64), f32(1 / 64), f32(0)],
    why: 'uv = (id + 0.75) / 16 on the 16x16 source: a quarter texel off centres and edges (point sampling and gathers exact), LOD 0',
  },
  buffer_atomics: {
    preset: [
      { set: 0, binding: 0, word: 5, value: 0xffff },
      { set: 0, binding: 0, word: 6, value: 0 },
    ],
    why: 'slot starts at 0xffff (no lane index, one 16-bit half of previous[]); lock starts at 0 so exactly one compare-swap succeeds',
  },
};
