/**
 * Where output words come from: re-runs a case in the reference executor with a step hook and records,
 * for every word of an output region, the store that last wrote it (pc, workgroup, wave, and for
 * FLAT/GLOBAL and buffer stores the lane and the data VGPR), and for that VGPR in that lane the instruction that
 * last changed it. The harness uses this to name the guest instruction behind a mismatch and to pick
 * the ULP bound of inexact operations. Tracing diffs a shadow copy of each wave's VGPRs after every
 * instruction, so it is slow and only runs when outputs differ.
 */

import { operands as operandsOf } from '../isa/encode.js';
import type { Instruction, Operand } from '../isa/instruction.js';
import { print } from '../isa/print.js';
import { bufferOffset, decodeBufferResource } from '../reference/buffer-resource.js';
import type { GuestMemory } from '../reference/memory.js';
import type { WaveState } from '../reference/wave.js';
import type { DiffCase } from './case.js';
import { runReference } from './reference-side.js';

/** The history of one output word. */
export interface WordOrigin {
  readonly storePc: number;
  readonly group: number;
  readonly wave: number;
  /** The lane whose store wrote the word (FLAT/GLOBAL stores; undefined otherwise). */
  readonly lane: number | undefined;
  /** The VGPR the lane stored there. */
  readonly dataVgpr: number | undefined;
  /** pc of the last instruction that changed that VGPR in that lane before the store. */
  readonly writerPc: number | undefined;
  /**
   * When that writer copied a scalar register (v_mov_b32 vN, sM), the scalar's name and the pc of
   * the last instruction that wrote it.
   */
  readonly scalar: { readonly name: string; readonly writerPc: number | undefined } | undefined;
}

/** An executed instruction, by pc. */
export interface TracedInstruction {
  readonly text: string;
  readonly mnemonic: string;
}

/** The result of {@link traceWriters}. */
export interface WriterTrace {
  origin(region: number, word: number): WordOrigin | undefined;
  instruction(pc: number): TracedInstruction | undefined;
}

interface WaveShadow {
  readonly group: number;
  readonly vgpr: Uint32Array;
  readonly writer: Int32Array;
  /** Last writer of each scalar register code (-1: launch value). */
  readonly sgprWriter: Int32Array;
  /** The scalar source of the last v_mov_b32 into each VGPR of each lane (-1: none). */
  readonly movedFrom: Int32Array;
}

const STORE_ENCODINGS = new Set(['FLAT', 'MUBUF', 'MTBUF', 'MIMG']);

function signed12(v: number): number {
  return v & 0x800 ? (v & 0xfff) - 0x1000 : v & 0xfff;
}

/** Lane addresses of a FLAT/GLOBAL access: [lane, first byte address] for each active lane. */
function flatAddresses(wave: WaveState, ops: readonly Operand[]): { lane: number; address: number }[] {
  const addr = ops.find((o) => o.field === 'addr' || o.field === 'vaddr');
  const saddr = ops.find((o) => o.field === 'saddr');
  const offset = ops.find((o) => o.field === 'offset');
  if (addr?.kind !== 'vgpr') return [];
  const out: { lane: number; address: number }[] = [];
  for (let lane = 0; lane < wave.laneCount; lane++) {
    if (!wave.laneActive(lane)) continue;
    let a: number;
    if (saddr && saddr.kind === 'sgpr') {
      a =
        (wave.sgpr[saddr.value] as number) +
        (wave.sgpr[saddr.value + 1] as number) * 2 ** 32 +
        wave.getVgpr(addr.value, lane);
    } else {
      a = wave.getVgpr(addr.value, lane) + wave.getVgpr(addr.value + 1, lane) * 2 ** 32;
    }
    out.push({ lane, address: a + (offset ? signed12(offset.value) : 0) });
  }
  return out;
}

/**
 * Lane addresses of a MUBUF/MTBUF access through its V# (idxen/offen VGPRs, ADD_TID, the instruction
 * offset and soffset, linear or swizzled as buffer-resource.ts computes them).
 */
function bufferAddresses(
  wave: WaveState,
  inst: Instruction,
  ops: readonly Operand[],
): { lane: number; address: number }[] {
  const rsrc = ops.find((o) => o.field === 'srsrc');
  if (rsrc?.kind !== 'sgpr') return [];
  const r = decodeBufferResource([0, 1, 2, 3].map((d) => wave.sgpr[rsrc.value + d] as number));
  const vaddr = ops.find((o) => o.field === 'vaddr');
  const so = ops.find((o) => o.field === 'soffset');
  const soffset = so?.kind === 'sgpr' ? (wave.sgpr[so.value] as number) : 0;
  const idxen = Boolean(inst.fields.idxen);
  const offen = Boolean(inst.fields.offen);
  const out: { lane: number; address: number }[] = [];
  for (let lane = 0; lane < wave.laneCount; lane++) {
    if (!wave.laneActive(lane)) continue;
    const v = (k: number): number => (vaddr?.kind === 'vgpr' ? wave.getVgpr(vaddr.value + k, lane) : 0);
    const index = (idxen ? v(0) : 0) + (r.addTid ? lane : 0);
    const offset = ((inst.fields.offset as number) ?? 0) + (offen ? v(idxen ? 1 : 0) : 0);
    out.push({ lane, address: r.base + soffset + bufferOffset(r, index, offset) });
  }
  return out;
}

const SPECIAL_NAMES: Readonly<Record<number, string>> = {
  106: 'vcc_lo',
  107: 'vcc_hi',
  124: 'm0',
  126: 'exec_lo',
  127: 'exec_hi',
};

function scalarOrigin(
  shadow: WaveShadow,
  lane: number | undefined,
  vgpr: number | undefined,
  lanes: number,
): WordOrigin['scalar'] {
  if (lane === undefined || vgpr === undefined) return undefined;
  const code = shadow.movedFrom[vgpr * lanes + lane] as number;
  if (code < 0) return undefined;
  const pc = shadow.sgprWriter[code] as number;
  return { name: SPECIAL_NAMES[code] ?? `s${code}`, writerPc: pc < 0 ? undefined : pc };
}

/** Traces `c` in the executor (see the file overview). */
export function traceWriters(c: DiffCase): WriterTrace {
  const shadows = new Map<WaveState, WaveShadow>();
  const instructions = new Map<number, TracedInstruction>();
  const outputs = c.regions.map((r, i) => ({ index: i, region: r })).filter((x) => x.region.output);
  const memoryShadow = outputs.map((o) => o.region.bytes.slice());
  const origins = outputs.map((o) => new Array<WordOrigin | undefined>(o.region.bytes.length / 4));
  let groups = -1;

  const onStep = (wave: WaveState, inst: Instruction, memory: GuestMemory): void => {
    let shadow = shadows.get(wave);
    if (!shadow) {
      if (wave.waveId === 0) groups++;
      shadow = {
        group: groups,
        vgpr: new Uint32Array(wave.vgpr.length),
        writer: new Int32Array(wave.vgpr.length).fill(-1),
        sgprWriter: new Int32Array(128).fill(-1),
        movedFrom: new Int32Array(wave.vgpr.length).fill(-1),
      };
      shadows.set(wave, shadow);
    }
    if (!instructions.has(inst.pc))
      instructions.set(inst.pc, { text: print(inst, c.target), mnemonic: inst.mnemonic });
    const { vgpr, writer } = shadow;
    const now = wave.vgpr;
    for (let i = 0; i < now.length; i++) {
      if (now[i] !== vgpr[i]) {
        vgpr[i] = now[i] as number;
        writer[i] = inst.pc;
      }
    }
    // A write of an unchanged value is still the last write: mark the destination registers too.
    const ops = operandsOf(inst, c.target);
    const src0 = ops.find((o) => o.role === 'src' && o.field === 'src0');
    const scalarCopy =
      inst.mnemonic.startsWith('v_mov_b32') && src0 && (src0.kind === 'sgpr' || src0.kind === 'special')
        ? src0.value
        : -1;
    for (const o of ops) {
      if (o.role !== 'dst') continue;
      if (o.kind === 'sgpr' || (o.kind === 'special' && o.value < 128)) {
        for (let d = 0; d < Math.max(1, o.dwords); d++) shadow.sgprWriter[o.value + d] = inst.pc;
        continue;
      }
      if (o.kind !== 'vgpr') continue;
      for (let lane = 0; lane < wave.laneCount; lane++) {
        if (!wave.laneActive(lane)) continue;
        for (let d = 0; d < o.dwords; d++) {
          writer[(o.value + d) * wave.laneCount + lane] = inst.pc;
          shadow.movedFrom[(o.value + d) * wave.laneCount + lane] = scalarCopy;
        }
      }
    }
    if (!STORE_ENCODINGS.has(inst.encoding)) return;
    const data = ops.find((o) => o.field === 'data' || o.field === 'vdata');
    const lanes =
      inst.encoding === 'FLAT'
        ? flatAddresses(wave, ops)
        : inst.encoding === 'MUBUF' || inst.encoding === 'MTBUF'
          ? bufferAddresses(wave, inst, ops)
          : [];
    outputs.forEach((o, k) => {
      const bytes = memory.mapped.find((m) => m.base === o.region.base)?.bytes;
      const before = memoryShadow[k] as Uint8Array;
      if (!bytes) return;
      for (let w = 0; w < bytes.length / 4; w++) {
        const at = w * 4;
        if (
          bytes[at] === before[at] &&
          bytes[at + 1] === before[at + 1] &&
          bytes[at + 2] === before[at + 2] &&
          bytes[at + 3] === before[at + 3]
        )
          continue;
        before.set(bytes.subarray(at, at + 4), at);
        const address = o.region.base + at;
        const hit = lanes.find((l) => address >= l.address && address < l.address + 4 * (data?.dwords ?? 1));
        const dataVgpr = hit && data?.kind === 'vgpr' ? data.value + (address - hit.address) / 4 : undefined;
        const writerPc =
          hit && dataVgpr !== undefined
            ? (writer[dataVgpr * wave.laneCount + hit.lane] as number)
            : undefined;
        (origins[k] as (WordOrigin | undefined)[])[w] = {
          storePc: inst.pc,
          group: shadow.group,
          wave: wave.waveId,
          lane: hit?.lane,
          dataVgpr,
          writerPc: writerPc === undefined || writerPc < 0 ? undefined : writerPc,
          scalar: scalarOrigin(shadow, hit?.lane, dataVgpr, wave.laneCount),
        };
      }
    });
  };
  runReference(c, onStep);
  return {
    origin(region, word) {
      const k = outputs.findIndex((o) => o.index === region);
      return k < 0 ? undefined : origins[k]?.[word];
    },
    instruction: (pc) => instructions.get(pc),
  };
}
