/**
 * The LLVM-compiled guest programs the execution tests run: the oracle kernels of
 * test/reference/kernels (each in the wave sizes its file asks for) and a few kernels of the recompiler
 * corpus (test/recompiler/corpus). With llc-19 installed they are compiled now from the .ll sources
 * (found from the source tree or from dist/test/recompiler/); without it (the device machine) they are
 * read from the fixture prebuild-programs.ts writes next to the built copy of this module.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileForGfx1013, wavesOf } from '../support/llvm-compile.js';

/** Lanes per wave. */
export type Wave = 32 | 64;

/** One kind of amdgpu_cs inreg argument, in signature order. */
export type ArgKind = 'ptr' | 'i32' | 'i64' | 'f32';

/** A compiled program: its words from the entry function on. */
export interface CompiledProgram {
  readonly words: readonly number[];
}

/** A compiled corpus kernel with what its signature asks for. */
export interface CorpusKernel extends CompiledProgram {
  readonly name: string;
  readonly wave: Wave;
  readonly args: readonly ArgKind[];
  readonly usesLds: boolean;
}

/** The fixture's JSON shape. */
export interface ProgramFixture {
  /** Oracle kernel name -> wave sizes its file declares. */
  readonly waves: Record<string, Wave[]>;
  /** `name@wave` -> program. */
  readonly kernels: Record<string, CompiledProgram>;
  readonly corpus: CorpusKernel[];
}

/** Corpus kernels run differentially (deterministic outputs, no atomics whose order matters). */
export const CORPUS_KERNELS: readonly string[] = [
  'scalar_uniform',
  'nested_if',
  'loop_sum',
  'loop_break',
  'loop_divergent',
  'nested_loops',
  'i64_loop',
  'byte_short',
  'vec4_copy',
  'mbcnt',
  'readlane',
  'ballot_count',
  'ballot64',
  'lane_shuffle',
  'lds_reverse',
  'masked_regions',
  'workgroup_id',
];

/** Where the prebuilt fixture lives (next to this module). */
export const FIXTURE_PATH = fileURLToPath(new URL('./fixtures/llvm-programs.json', import.meta.url));

function sourceDir(relative: string, probe: string): string | undefined {
  for (const base of ['./', '../../../test/recompiler/']) {
    const dir = fileURLToPath(new URL(`${base}${relative}`, import.meta.url));
    if (existsSync(join(dir, probe))) return dir;
  }
  return undefined;
}

let llc: boolean | undefined;
/** True when llc-19 (and so the whole LLVM toolchain the compile helper runs) is installed. */
export function hasLlc(): boolean {
  if (llc === undefined) {
    try {
      execFileSync('llc-19', ['--version'], { stdio: 'ignore' });
      llc = true;
    } catch {
      llc = false;
    }
  }
  return llc;
}

/** The inreg argument kinds of an amdgpu_cs signature. */
export function argKinds(text: string): ArgKind[] {
  // The argument list runs to the `)` before the body (types such as `ptr addrspace(1)` hold parentheses).
  const sig = /define amdgpu_cs void @main\((.*)\)[^)]*\{/.exec(text)?.[1] ?? '';
  // The last inreg argument, when named %wgid, is the workgroup id SGPR the launch writes after the user
  // SGPRs (LLVM 19 gives llvm.amdgcn.workgroup.id.x no value in amdgpu_cs): no user SGPR of its own.
  const userData = sig.split(',').filter((a) => /\binreg\b/.test(a) && !/%wgid\b/.test(a));
  return userData.map((a) =>
    /ptr addrspace\(1\)/.test(a) ? 'ptr' : /i64/.test(a) ? 'i64' : /float/.test(a) ? 'f32' : 'i32',
  );
}

function compileEntry(path: string, wave: Wave): CompiledProgram {
  const obj = compileForGfx1013(path, wave === 64);
  const entry = obj.functions.get('main');
  if (entry === undefined) throw new Error(`${path}: no main function`);
  return { words: [...obj.words.subarray(entry / 4)] };
}

/** Compiles every program now (needs llc-19): what the fixture holds. */
export function compileAll(kernelNames: readonly string[]): ProgramFixture {
  const kdir = sourceDir('../reference/kernels/', 'f32_fma.ll');
  const cdir = sourceDir('./corpus/', 'loop_sum.ll');
  if (!kdir || !cdir)
    throw new Error('kernel sources (.ll) not found next to this module or in the source tree');
  const waves: Record<string, Wave[]> = {};
  const kernels: Record<string, CompiledProgram> = {};
  for (const name of kernelNames) {
    const path = join(kdir, `${name}.ll`);
    waves[name] = wavesOf(path).map((w64) => (w64 ? 64 : 32));
    for (const wave of waves[name]) kernels[`${name}@${wave}`] = compileEntry(path, wave);
  }
  const corpus: CorpusKernel[] = [];
  for (const name of CORPUS_KERNELS) {
    const path = join(cdir, `${name}.ll`);
    const text = readFileSync(path, 'utf8');
    for (const w64 of wavesOf(path)) {
      const wave: Wave = w64 ? 64 : 32;
      corpus.push({
        name,
        wave,
        args: argKinds(text),
        usesLds: /addrspace\(3\)/.test(text),
        ...compileEntry(path, wave),
      });
    }
  }
  return { waves, kernels, corpus };
}

/** The kernel .ll names found in the source tree (for the fixture's completeness check). */
export function kernelSourceNames(): string[] | undefined {
  const kdir = sourceDir('../reference/kernels/', 'f32_fma.ll');
  if (!kdir) return undefined;
  return readdirSync(kdir)
    .filter((f) => f.endsWith('.ll'))
    .map((f) => f.slice(0, -3))
    .sort();
}

/**
 * The programs: compiled now when llc-19 is installed, else the prebuilt fixture.
 * @throws Error when neither is available.
 */
export function loadPrograms(kernelNames: readonly string[]): { fixture: ProgramFixture; source: string } {
  if (hasLlc()) return { fixture: compileAll(kernelNames), source: 'llc-19' };
  if (!existsSync(FIXTURE_PATH)) {
    throw new Error(`no llc-19 and no prebuilt ${FIXTURE_PATH} (run test/recompiler/prebuild-programs.ts)`);
  }
  return { fixture: JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as ProgramFixture, source: FIXTURE_PATH };
}
