/**
 * The recompiler corpus: compute kernels compiled by llc-19 for gfx1013 (amdgpu_cs, inreg arguments
 * as user SGPRs) in each wave size they ask for: test/recompiler/corpus/*.ll, the compute kernels of
 * test/isa/corpus and the oracle kernels of test/reference/kernels. Each program comes with the
 * request it is recompiled with (user SGPRs counted from the signature, a one-wave workgroup, LDS when
 * the kernel declares addrspace(3) memory).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { genericTargetProfile, lavapipeLikeProfile } from '../../src/recompiler/profiles.js';
import { type ComputeRequest, REQUEST_VERSION } from '../../src/recompiler/request.js';
import { compileForGfx1013, wavesOf } from '../support/llvm-compile.js';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

/** Kernel source files of the corpus. */
export function corpusSources(): string[] {
  const dirs = [here('./corpus'), here('../isa/corpus'), here('../reference/kernels')];
  const out: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith('.ll')) continue;
      const text = readFileSync(join(dir, f), 'utf8');
      if (/define amdgpu_cs /.test(text)) out.push(join(dir, f));
    }
  }
  return out;
}

/** User SGPRs the amdgpu_cs signature's inreg arguments take (pointers and 64-bit values take two). */
export function userSgprCount(text: string): number {
  // The argument list, balanced over the parentheses of `ptr addrspace(1)`.
  const start = /define amdgpu_cs void @\w+\(/.exec(text);
  let sig = '';
  if (start) {
    let depth = 1;
    for (let i = start.index + start[0].length; i < text.length && depth > 0; i++) {
      const ch = text[i] as string;
      if (ch === '(') depth++;
      else if (ch === ')') depth--;
      if (depth > 0) sig += ch;
    }
  }
  let n = 0;
  for (const arg of sig.split(',')) {
    // `%wgid` is the workgroup id the launch puts after the user SGPRs (llvm-programs.ts argKinds).
    if (!/\binreg\b/.test(arg) || /%wgid\b/.test(arg)) continue;
    n += /ptr addrspace\(1\)|i64|double|<2 x i32>/.test(arg) ? 2 : 1;
  }
  return n;
}

/** One compiled corpus program. */
export interface CorpusProgram {
  readonly name: string;
  readonly waveSize: 32 | 64;
  readonly words: Uint32Array;
  readonly instructions: number;
  readonly usesLds: boolean;
  readonly userSgprs: number;
}

/** Compiles every corpus kernel in every wave size it supports. */
export function compileCorpus(): CorpusProgram[] {
  const out: CorpusProgram[] = [];
  for (const source of corpusSources()) {
    const text = readFileSync(source, 'utf8');
    for (const wave64 of wavesOf(source)) {
      const obj = compileForGfx1013(source, wave64);
      const entry = obj.functions.get('main') ?? 0;
      out.push({
        name: `${basename(source, '.ll')} wave${wave64 ? 64 : 32}`,
        waveSize: wave64 ? 64 : 32,
        words: obj.words.subarray(entry / 4),
        instructions: obj.lines.filter((l) => l.offset >= entry).length,
        usesLds: /addrspace\(3\)/.test(text),
        userSgprs: userSgprCount(text),
      });
    }
  }
  return out;
}

/** The request a corpus program is recompiled with for a host subgroup size. */
export function corpusRequest(p: CorpusProgram, subgroupSize: number): ComputeRequest {
  return {
    version: REQUEST_VERSION,
    stage: 'compute',
    mcpu: 'gfx1013',
    waveSize: p.waveSize,
    program: [...p.words],
    userSgprs: Array.from({ length: p.userSgprs }, (_, i) => (i % 2 === 0 ? 0x10000 * (i + 1) : 0)),
    memory: [],
    compute: {
      workgroupSize: [p.waveSize, 1, 1],
      ldsBytes: p.usesLds ? 4096 : 0,
      workgroupIdSgprs: [true, false, false],
      localIdComponents: 2,
    },
    target: subgroupSize === 8 ? lavapipeLikeProfile() : genericTargetProfile(subgroupSize),
  };
}
