/**
 * Readers of the text RADV returns through VK_KHR_pipeline_executable_properties: ACO's disassembly
 * (program words), the `p_startpgm` argument list of ACO's IR (launch registers) and the scalar loads of
 * descriptor memory. Each refuses a line it does not understand (CorpusError), since a line skipped in
 * silence would shift every later fact. Shared by the compute and graphics corpus generators.
 */
import { CorpusError } from './glsl-layout.js';

/**
 * The program words of ACO's disassembly text. Accepted lines: blank, labels (`BB3:`), and instructions
 * `\tmnemonic operands ; xxxxxxxx [xxxxxxxx...]`; anything else is refused, since a silently skipped line
 * would shift every later word.
 */
export function parseAcoAssembly(text: string): number[] {
  const words: number[] = [];
  let previous: number[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*$/.test(line) || /^BB\d+:$/.test(line)) return;
    // ACO prints a run of identical instructions once, then this line (s_nop and waitcnt padding).
    const repeat = /^\t\(then repeated (\d+) times\)$/.exec(line);
    if (repeat && previous.length) {
      for (let i = 0; i < Number(repeat[1]); i++) words.push(...previous);
      return;
    }
    const m = /^\t\S.*?;((?: [0-9a-f]{8})+)\s*$/.exec(line);
    if (!m) throw new CorpusError(`assembly line ${index + 1} has an unexpected form: '${line}'`);
    previous = (m[1] as string)
      .trim()
      .split(' ')
      .map((hex) => Number.parseInt(hex, 16));
    words.push(...previous);
  });
  return words;
}

/** One SGPR argument of ACO's p_startpgm: its temporary, first register and size in dwords. */
export interface SgprArg {
  readonly id: string;
  readonly first: number;
  readonly size: number;
}

/** One argument of ACO's p_startpgm in either register file. */
export interface StartArg extends SgprArg {
  readonly file: 's' | 'v';
  /** ACO marked it `(kill)` at p_startpgm: the program never reads it. */
  readonly killed: boolean;
}

/**
 * The arguments of the `p_startpgm` line of ACO's IR text, in order: the SGPR ones, the VGPR count, all
 * of them with their register file, and the two operands of `p_init_scratch` (ring offsets, scratch
 * offset) when present. An argument the program never reads is marked `(kill)`; it still holds its
 * register. Every `TYPE: ...` item of the line must parse, or the line is refused.
 */
export function startArgs(acoIr: string): {
  sgprs: SgprArg[];
  vgprs: number;
  all: StartArg[];
  initScratch: string[];
} {
  const line = acoIr.split('\n').find((l) => l.includes('= p_startpgm'));
  if (!line) throw new CorpusError('ACO IR has no p_startpgm');
  const all: StartArg[] = [];
  const items = line.slice(0, line.indexOf('= p_startpgm')).split(',');
  for (const item of items) {
    const m = /^\s*([sv])(\d+): (\(kill\))?(%\d+):([sv])\[(\d+)(?:-(\d+))?\]\s*$/.exec(item);
    if (!m) throw new CorpusError(`p_startpgm argument '${item.trim()}' has an unexpected form`);
    const size = Number(m[2]);
    const first = Number(m[6]);
    const last = m[7] === undefined ? first : Number(m[7]);
    if (last - first + 1 !== size || m[1] !== m[5])
      throw new CorpusError(`p_startpgm argument '${item.trim()}' is not ${size} wide`);
    all.push({ file: m[1] as 's' | 'v', id: m[4] as string, first, size, killed: m[3] !== undefined });
  }
  const sgprs = all.filter((a) => a.file === 's').map(({ id, first, size }) => ({ id, first, size }));
  const vgprs = all.filter((a) => a.file === 'v').reduce((n, a) => n + a.size, 0);
  const scratch = /p_init_scratch (?:\(kill\))?(%\d+), (?:\(latekill\))?(?:\(kill\))?(%\d+)/.exec(acoIr);
  return { sgprs, vgprs, all, initScratch: scratch ? [scratch[1] as string, scratch[2] as string] : [] };
}

/** A scalar load of descriptor memory seen in the code: which set, byte offset, dwords. */
export interface DescriptorLoad {
  readonly set: number;
  readonly byteOffset: number;
  readonly dwords: number;
}

/**
 * The descriptor loads in ACO's disassembly: s_load_dword* whose base pair starts at an SGPR that holds a
 * set pointer (followed through s_mov_b32 copies). Best effort: it documents RADV's layout, it does not
 * decide anything.
 */
export function descriptorLoads(assembly: string, setSgprs: ReadonlyMap<number, number>): DescriptorLoad[] {
  const holds = new Map(setSgprs);
  const out: DescriptorLoad[] = [];
  for (const line of assembly.split('\n')) {
    const mov = /^\ts_mov_b32 s(\d+), s(\d+)\s/.exec(line);
    if (mov) {
      const from = holds.get(Number(mov[2]));
      if (from === undefined) holds.delete(Number(mov[1]));
      else holds.set(Number(mov[1]), from);
      continue;
    }
    const load = /^\ts_load_dword(x\d+)? s(?:\[\d+:\d+\]|\d+), s\[(\d+):\d+\], (null|0x[0-9a-f]+)\s/.exec(
      line,
    );
    if (load) {
      const set = holds.get(Number(load[2]));
      if (set === undefined) continue;
      const dwords = load[1] ? Number(load[1].slice(1)) : 1;
      out.push({ set, byteOffset: load[3] === 'null' ? 0 : Number.parseInt(load[3] as string, 16), dwords });
      continue;
    }
    // Any other write to a tracked SGPR ends its tracking (a conservative reading of the first operand).
    const dst = /^\t[sv]_\w+ s(\d+),/.exec(line);
    if (dst && !/^\ts_movk_i32/.test(line)) holds.delete(Number(dst[1]));
  }
  return out;
}

/** The median of `values` (the upper one of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** JSON-friendly statistic values (bigints within 2^53 as numbers, larger ones as decimal text). */
export function jsonValue(v: bigint | number | boolean): number | string | boolean {
  if (typeof v !== 'bigint') return v;
  return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString();
}
