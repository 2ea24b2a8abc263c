/**
 * A fuzzing campaign: programs seed..count of the generator run through the differential harness
 * against one side: the executor again (`reference-only`: determinism, and the executor accepts every
 * generated program) or a recompiled pipeline on a Vulkan device. A failing program is shrunk
 * (shrink.ts) and reported with the mismatch report and its minimal assembly. Programs the recompiler
 * refuses are counted by reason, not as mismatches.
 */

import { SEMANTICS } from '../../reference/semantics/index.js';
import { RULES } from '../../translate/rules/index.js';
import { OberonError } from '../../util/errors.js';
import type { DiffCase } from '../case.js';
import {
  REFERENCE_AGAIN,
  runDifferential,
  type Side,
  type SideOutcome,
  type WordMismatch,
} from '../harness.js';
import { formatMismatchReport } from '../report.js';
import type { WriterTrace } from '../trace.js';
import { fuzzCase } from './fuzz-case.js';
import { generateProgram } from './generate.js';
import { buildPools, type OpPools } from './ops.js';
import type { FuzzProgram, OutputPath } from './program.js';
import { renderProgram } from './render.js';
import { programSeed } from './rng.js';
import { shrinkProgram } from './shrink.js';

/** Options of {@link runCampaign}. */
export interface CampaignOptions {
  readonly seed: number;
  readonly count: number;
  /** The side to compare with; undefined runs the executor twice (`reference-only`). */
  readonly side?: Side;
  /** Program seeds to run instead of the campaign's (`count` of them are run). */
  readonly programSeeds?: readonly number[];
  /** Wave size of every program, or undefined to alternate 32 and 64. */
  readonly wave?: 32 | 64;
  /**
   * Waves per workgroup of every program (1 to 4), or undefined for 1, 2, 3, 4 in turn (each count
   * with both wave sizes when those alternate; a program run by seed alone gets 1).
   */
  readonly waves?: number;
  /** Body nodes per program (default 40). */
  readonly size?: number;
  /** FLOAT_MODE values programs may start with (generate.ts; default: the llc-19 launch only). */
  readonly floatModes?: readonly number[];
  /** Output paths programs may use (generate.ts; default: global stores only). */
  readonly outputs?: readonly OutputPath[];
  /** Whether programs read an input image through a T# loaded from memory (generate.ts; default no). */
  readonly images?: boolean;
  /** Whether programs also apply DPP16 lane patterns (generate.ts; default no). */
  readonly dpp?: boolean;
  /** Whether programs also run reads and writes of a lane's own LDS words (generate.ts; default no). */
  readonly ldsRuns?: boolean;
  /** Shrink failing programs (default true). */
  readonly shrink?: boolean;
  /** Failures of one class shrunk and reported in full (default 2); later ones get one line. */
  readonly reportsPerClass?: number;
  readonly onProgress?: (done: number, mismatches: number) => void;
  /** Receives each failure's report as soon as it is known, with its class from `classify`. */
  readonly onFailure?: (report: string, kind: string | undefined) => void;
  /** Classifies a failure by its mismatches (empty for a failed run), for the caller. */
  readonly classify?: (mismatches: readonly WordMismatch[]) => string;
}

/** Totals of a campaign. */
export interface CampaignResult {
  readonly programs: number;
  readonly mismatches: number;
  /** Programs a side refused (recompiler), by reason. */
  readonly refused: ReadonlyMap<string, number>;
  /** Failures by class (producing mnemonic; whether only zero signs differ). */
  readonly failureClasses: ReadonlyMap<string, number>;
  readonly reports: readonly string[];
  /** Guest instructions in all programs (listing lines). */
  readonly instructions: number;
}

/** The pools a campaign draws from: executor semantics, and translation rules when a device runs. */
export function campaignPools(withDevice: boolean): OpPools {
  return buildPools('gfx1013', (m) => SEMANTICS[m] !== undefined && (!withDevice || RULES[m] !== undefined));
}

/** The program `index` of a campaign. */
export function campaignProgram(options: CampaignOptions, pools: OpPools, index: number): FuzzProgram {
  const wave64 = options.wave === undefined ? index % 2 === 1 : options.wave === 64;
  const seed = options.programSeeds?.[index] ?? programSeed(options.seed, index);
  const waves = options.waves ?? 1 + (Math.floor(index / 2) % 4);
  return generateProgram(seed, {
    pools,
    wave64,
    waves,
    size: options.size ?? 40,
    ...(options.floatModes ? { floatModes: options.floatModes } : {}),
    ...(options.outputs ? { outputs: options.outputs } : {}),
    ...(options.images ? { images: true } : {}),
    ...(options.dpp ? { dpp: true } : {}),
    ...(options.ldsRuns ? { ldsRuns: true } : {}),
  });
}

type Verdict =
  | { kind: 'pass' }
  | { kind: 'refused'; reason: string }
  | {
      kind: 'fail';
      text: string;
      signature: string;
      classes: readonly string[];
      mismatches: readonly WordMismatch[];
    };

/**
 * Whether a mismatch is only in the sign of zeros: an f32 (or f64 high word) zero, or in either 16-bit
 * half an f16 zero (packed results), the rest of the word equal.
 */
export function signOfZeroOnly(m: WordMismatch): boolean {
  const x = (m.reference ^ m.other) >>> 0;
  if (x === 0x80000000 && (m.reference & 0x7fffffff) === 0) return true;
  const half = (d: number, r: number): boolean => d === 0 || (d === 0x8000 && (r & 0x7fff) === 0);
  return x !== 0 && half(x & 0xffff, m.reference & 0xffff) && half(x >>> 16, m.reference >>> 16);
}

/** The class of one mismatching word: the producing instruction and whether only a zero's sign differs. */
function classOf(m: WordMismatch, trace: WriterTrace | undefined): string {
  const origin = m.origin;
  // A stored scalar (v_mov_b32 from an SGPR) is classed by the instruction that wrote the scalar.
  const pc = origin?.scalar ? origin.scalar.writerPc : origin?.writerPc;
  const mnemonic = (pc === undefined ? undefined : trace?.instruction(pc)?.mnemonic) ?? 'unknown';
  return `${mnemonic.replace(/_e(32|64)$/, '')}: ${signOfZeroOnly(m) ? 'sign of zero' : 'value'}`;
}

/**
 * The classes of a failure's words, primary first: the first word that differs in value (sign-of-zero
 * words are a known, frequent class that would otherwise hide the rest), else the first word.
 */
function classesOf(mismatches: readonly WordMismatch[], trace: WriterTrace | undefined): string[] {
  const all = [...new Set(mismatches.map((m) => classOf(m, trace)))];
  const primary = all.find((c) => c.endsWith(': value')) ?? all[0] ?? 'unknown';
  return [primary, ...all.filter((c) => c !== primary)];
}

function judge(c: DiffCase, side: Side): Verdict {
  let outcome: SideOutcome;
  let result: ReturnType<typeof runDifferential>;
  try {
    result = runDifferential(c, [side]);
    outcome = result.outcomes[0] as SideOutcome;
  } catch (error) {
    if (error instanceof OberonError) {
      return {
        kind: 'fail',
        text: `${c.name}: ${error.message}`,
        signature: `error ${error.code}`,
        classes: [`error ${error.code}`],
        mismatches: [],
      };
    }
    throw error;
  }
  if (outcome.kind === 'match') return { kind: 'pass' };
  if (outcome.kind === 'refused') return { kind: 'refused', reason: outcome.reason };
  const classes = classesOf(outcome.mismatches, result.trace);
  return {
    kind: 'fail',
    text: formatMismatchReport(c, side.name, outcome.mismatches, result.trace),
    signature: classes[0] as string,
    classes,
    mismatches: outcome.mismatches,
  };
}

/** A program's wave size and waves per workgroup, as the FAIL line gives them (`--wave`, `--waves`). */
function launchText(p: FuzzProgram): string {
  return `wave${p.wave64 ? 64 : 32}, waves ${p.waves ?? 1}`;
}

/** Shortens a refusal to its reason class (pc and operands dropped) for counting. */
function refusalClass(reason: string): string {
  const m = /\): (.*)$/.exec(reason);
  return (m?.[1] ?? reason).slice(0, 160);
}

/** Runs a campaign. */
export function runCampaign(options: CampaignOptions): CampaignResult {
  const side = options.side ?? REFERENCE_AGAIN;
  const pools = campaignPools(options.side !== undefined);
  const refused = new Map<string, number>();
  const signatures = new Map<string, number>();
  const reports: string[] = [];
  let mismatches = 0;
  let instructions = 0;
  for (let i = 0; i < options.count; i++) {
    const program = campaignProgram(options, pools, i);
    const rendered = renderProgram(program);
    instructions += rendered.listing.length;
    const verdict = judge(fuzzCase(program, rendered.words), side);
    if (verdict.kind === 'refused') {
      const key = refusalClass(verdict.reason);
      refused.set(key, (refused.get(key) ?? 0) + 1);
    } else if (verdict.kind === 'fail') {
      mismatches++;
      const seen = signatures.get(verdict.signature) ?? 0;
      signatures.set(verdict.signature, seen + 1);
      // Each class of failure is shrunk and reported in full a few times; later ones are listed.
      const full = seen < (options.reportsPerClass ?? 2);
      const report = full
        ? failureReport(program, verdict.text, side, options.shrink ?? true, options.size ?? 40)
        : `FAIL program seed ${program.seed} (${launchText(program)}, size ${options.size ?? 40}): ${verdict.signature} (seen before, not shrunk)`;
      reports.push(report);
      options.onFailure?.(report, options.classify?.(verdict.mismatches));
    }
    options.onProgress?.(i + 1, mismatches);
  }
  return { programs: options.count, mismatches, refused, failureClasses: signatures, reports, instructions };
}

/** The report of a failing program: shrunk (when asked) and printed with its minimal assembly. */
export function failureReport(
  program: FuzzProgram,
  text: string,
  side: Side,
  shrink: boolean,
  size = 40,
): string {
  let minimal = program;
  let report = text;
  if (shrink) {
    // Keep the failure's class while shrinking, so the reproducer shows this bug, not another one.
    const signature = judge(fuzzCase(program), side);
    const same = (v: Verdict): boolean =>
      v.kind === 'fail' && (signature.kind !== 'fail' || v.classes.includes(signature.signature));
    minimal = shrinkProgram(program, (p) => same(judge(fuzzCase(p), side)), 400).program;
    const again = judge(fuzzCase(minimal), side);
    if (again.kind === 'fail') report = again.text;
  }
  const listing = renderProgram(minimal).listing;
  return [
    `FAIL program seed ${program.seed} (${launchText(program)}, size ${size}), inputs s2..s5 = ${program.inputs.map((v) => `0x${v.toString(16)}`).join(', ')}${program.pgmRsrc1 === undefined ? '' : `, COMPUTE_PGM_RSRC1 0x${program.pgmRsrc1.toString(16)}`}`,
    report,
    `  reproducer (${listing.length} instructions${shrink ? ', shrunk' : ''}):`,
    ...listing.map((l) => `    ${l}`),
  ].join('\n');
}
