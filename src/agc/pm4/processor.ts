/**
 * The command processor model: runs a submission's command buffers in order, follows INDIRECT_BUFFER
 * calls (return to the caller) and chains (replace the rest of the caller), applies SET_*_REG packets
 * and index state to the register file, and yields every packet and every draw and dispatch with the
 * state it sees. Memory effects (WRITE_DATA, DMA_DATA, RELEASE_MEM) and indirect arguments are left to
 * the driver, which executes them in order; this model only reports them.
 *
 * A malformed stream ends with a Pm4Error: a chain or call back into a running buffer (a loop), or
 * work past the limits (call depth, buffers, command dwords).
 *
 * The yielded `registers` is the live file: a consumer must use it before asking for the next event
 * (or clone it).
 */
import { hexAddress, Pm4Error } from '../errors.js';
import { requireRegister } from '../registers/index.js';
import { RegisterFile } from '../state/register-file.js';
import { SET_REG_BASE, SET_REG_END } from './packets.js';
import { iteratePm4, type Pm4Entry, type Pm4Packet, setRegRange } from './parse.js';

/** Reads command buffer dwords from guest memory. */
export interface CommandMemory {
  readDwords(address: number, count: number): Uint32Array;
}

/** A command buffer to run. */
export interface CommandBufferRef {
  readonly address: number;
  readonly dwords: number;
  readonly label?: string;
}

/** State that persists across command buffers and submissions. */
export class CommandState {
  readonly registers = new RegisterFile();
  /** INDEX_BASE address. */
  indexBase: number | undefined;
  /** INDEX_BUFFER_SIZE in indices. */
  indexBufferSize: number | undefined;
  /** SET_BASE (base index 1): the indirect argument base. */
  indirectBase: number | undefined;
}

/** What one draw packet asks for (the registers hold the rest). */
export interface DrawCall {
  readonly packet: string;
  readonly indexed: boolean;
  /** Vertex or index count (undefined for indirect draws). */
  readonly count: number | undefined;
  /** Index buffer address of indexed draws (DRAW_INDEX_2, or INDEX_BASE + offset). */
  readonly indexAddress: number | undefined;
  /** DRAW_INDEX_OFFSET_2: first index, in indices from indexAddress (0 otherwise). */
  readonly indexOffset: number;
  /** Indices available from indexAddress (max_size or INDEX_BUFFER_SIZE). */
  readonly maxIndices: number | undefined;
  /** Instance count from VGT_NUM_INSTANCES (undefined when never set). */
  readonly instances: number | undefined;
  /** Indirect draws: the argument address (SET_BASE + data offset). */
  readonly argumentsAddress: number | undefined;
  /** Indirect draws: the packet's other fields. */
  readonly indirect?: IndirectDraw;
  readonly initiator: number;
}

/**
 * The fields of an indirect draw packet besides its argument address: the user-data registers the CP
 * writes the start vertex (base vertex) and start instance into (SH register offsets from 0xB000), and
 * for the MULTI packets the draw count, its optional address, the stride between argument records and
 * the register that receives each draw's index.
 */
export interface IndirectDraw {
  readonly baseVertexLoc: number;
  readonly startInstanceLoc: number;
  readonly multi?: {
    readonly count: number;
    /** COUNT_INDIRECT_ENABLE: the draw count is the smaller of `count` and the dword here. */
    readonly countAddress: number | undefined;
    readonly stride: number;
    /** DRAW_INDEX_ENABLE: the SH register offset that receives the draw index. */
    readonly drawIndexLoc: number | undefined;
  };
}

/** What one dispatch packet asks for. */
export interface DispatchCall {
  readonly packet: string;
  readonly groups: readonly [number, number, number] | undefined;
  readonly argumentsAddress: number | undefined;
  readonly initiator: number;
}

/** An event of the command stream. */
export type CommandEvent =
  | { readonly kind: 'packet'; readonly buffer: string; readonly depth: number; readonly entry: Pm4Entry }
  | {
      readonly kind: 'draw';
      readonly buffer: string;
      readonly entry: Pm4Packet;
      readonly draw: DrawCall;
      readonly registers: RegisterFile;
    }
  | {
      readonly kind: 'dispatch';
      readonly buffer: string;
      readonly entry: Pm4Packet;
      readonly dispatch: DispatchCall;
      readonly registers: RegisterFile;
    };

/** Limits that keep a malformed stream finite. */
export interface ProcessLimits {
  /** Deepest INDIRECT_BUFFER call nesting below a submitted buffer. */
  readonly maxDepth: number;
  /** Most command buffers (calls and chain links) one submission may run. */
  readonly maxBuffers: number;
  /**
   * Most command dwords one submission may run, every buffer counted each time it runs (default
   * 2^24, 64 MiB): calls fanning out over four levels multiply a small capture's work.
   */
  readonly maxDwords?: number;
}

const DEFAULT_MAX_DWORDS = 1 << 24;
const DEFAULT_LIMITS: ProcessLimits = { maxDepth: 4, maxBuffers: 1 << 20, maxDwords: DEFAULT_MAX_DWORDS };

const VGT_INDEX_TYPE = requireRegister('VGT_INDEX_TYPE').address;
const VGT_NUM_INSTANCES = requireRegister('VGT_NUM_INSTANCES').address;

const address64 = (lo: number, hi: number): number => (hi >>> 0) * 2 ** 32 + (lo >>> 0);

/** Longest submission label kept in buffer names (a capture's label is free text). */
const MAX_LABEL_CHARS = 120;

/** A command buffer on the way: where it lies and the name events and errors give it. */
interface BufferLink {
  readonly address: number;
  readonly dwords: number;
  readonly label: string;
}

/** What the walk of one submission tracks across buffers. */
interface Walk {
  readonly memory: CommandMemory;
  readonly state: CommandState;
  readonly limits: ProcessLimits;
  buffers: number;
  dwords: number;
  /** Buffers being run now (every caller up the call stack and the links of each one's chain). */
  readonly active: Map<string, string>;
}

const linkKey = (address: number, dwords: number): string => `${address}:${dwords}`;

/** Runs the command buffers of one submission, yielding events in order. */
export function* processSubmission(
  memory: CommandMemory,
  buffers: readonly CommandBufferRef[],
  state: CommandState,
  name = 'submission',
  limits: ProcessLimits = DEFAULT_LIMITS,
): Generator<CommandEvent> {
  const walk: Walk = { memory, state, limits, buffers: 0, dwords: 0, active: new Map() };
  for (let i = 0; i < buffers.length; i++) {
    const b = buffers[i];
    const label = typeof b.label === 'string' && b.label !== '' ? ` (${clip(b.label)})` : '';
    yield* runBuffer(walk, { address: b.address, dwords: b.dwords, label: `${name} buffer ${i}${label}` }, 0);
  }
}

function clip(label: string): string {
  return label.length > MAX_LABEL_CHARS ? `${label.slice(0, MAX_LABEL_CHARS)}...` : label;
}

/**
 * Runs one buffer and the chain it hands over to. A chain link is named by its root and link number,
 * a call by its caller's name, so names stay as long as the call depth allows, never as long as a
 * chain. A link that is already running (earlier on this chain, or a caller up the stack) would repeat
 * forever, since the stream's control flow does not depend on state: it is refused naming both.
 */
function* runBuffer(walk: Walk, root: BufferLink, depth: number): Generator<CommandEvent> {
  const { memory, state, limits } = walk;
  const entered: string[] = [];
  let current: BufferLink | undefined = root;
  let link = 0;
  try {
    while (current) {
      walk.buffers++;
      const buffer = current.label;
      if (walk.buffers > limits.maxBuffers) {
        throw new Pm4Error(
          buffer,
          0,
          undefined,
          `more than ${limits.maxBuffers} command buffers in one submission`,
        );
      }
      walk.dwords += current.dwords;
      const maxDwords = limits.maxDwords ?? DEFAULT_MAX_DWORDS;
      if (walk.dwords > maxDwords) {
        throw new Pm4Error(buffer, 0, undefined, `more than ${maxDwords} command dwords in one submission`);
      }
      const key = linkKey(current.address, current.dwords);
      walk.active.set(key, buffer);
      entered.push(key);
      const words = memory.readDwords(current.address, current.dwords);
      let chained: BufferLink | undefined;
      for (const entry of iteratePm4(words, buffer)) {
        yield { kind: 'packet', buffer, depth, entry };
        if (entry.type === 2) continue;
        const kind = entry.spec.kind;
        if (kind.startsWith('set-')) {
          const writes = setRegRange(entry, buffer);
          state.registers.setRange(writes.address, writes.values);
        } else if (kind === 'index-state') {
          indexState(entry, state);
        } else if (kind === 'draw') {
          yield {
            kind: 'draw',
            buffer,
            entry,
            draw: drawCall(entry, state, buffer),
            registers: state.registers,
          };
        } else if (kind === 'dispatch') {
          yield {
            kind: 'dispatch',
            buffer,
            entry,
            dispatch: dispatchCall(entry, state, buffer),
            registers: state.registers,
          };
        } else if (entry.spec.name === 'CLEAR_STATE') {
          state.registers.clearRange(SET_REG_BASE['set-context'], SET_REG_END['set-context']);
        } else if (kind === 'indirect-buffer') {
          const [lo, hi, control] = entry.body;
          const target = address64(lo, hi);
          const size = control & 0xfffff;
          const chain = (control >>> 20) & 1;
          const where = `IB@${hexAddress(target)} (${size} dwords)`;
          if (target % 4 !== 0)
            throw new Pm4Error(
              buffer,
              entry.offset,
              entry.opcode,
              `indirect buffer address ${hexAddress(target)} is not dword aligned`,
            );
          const running = walk.active.get(linkKey(target, size));
          if (running !== undefined)
            throw new Pm4Error(
              buffer,
              entry.offset,
              entry.opcode,
              `${chain ? 'chain' : 'call'} to ${where} loops: that buffer is already running as '${running}'`,
            );
          if (chain) {
            link++;
            chained = { address: target, dwords: size, label: `${root.label} > chain ${link} ${where}` };
            break;
          }
          if (depth + 1 > limits.maxDepth) {
            throw new Pm4Error(
              buffer,
              entry.offset,
              entry.opcode,
              `INDIRECT_BUFFER nesting deeper than ${limits.maxDepth}`,
            );
          }
          const call = { address: target, dwords: size, label: `${buffer} > ${where}` };
          yield* runBuffer(walk, call, depth + 1);
        }
      }
      current = chained;
    }
  } finally {
    for (const key of entered) walk.active.delete(key);
  }
}

function indexState(p: Pm4Packet, state: CommandState): void {
  switch (p.spec.name) {
    case 'INDEX_TYPE':
      state.registers.set(VGT_INDEX_TYPE, p.body[0]);
      return;
    case 'NUM_INSTANCES':
      state.registers.set(VGT_NUM_INSTANCES, p.body[0]);
      return;
    case 'INDEX_BASE':
      state.indexBase = address64(p.body[0], p.body[1]);
      return;
    case 'INDEX_BUFFER_SIZE':
      state.indexBufferSize = p.body[0];
      return;
    case 'SET_BASE':
      if ((p.body[0] & 0xf) === 1) state.indirectBase = address64(p.body[1], p.body[2]);
      return;
  }
}

function drawCall(p: Pm4Packet, state: CommandState, buffer: string): DrawCall {
  const b = p.body;
  const instances = state.registers.get(VGT_NUM_INSTANCES);
  const initiator = b[b.length - 1];
  const base = { packet: p.spec.name, instances, initiator, indexOffset: 0 };
  const indirect = (dataOffset: number, indexed: boolean): DrawCall => {
    if (state.indirectBase === undefined)
      throw new Pm4Error(
        buffer,
        p.offset,
        p.opcode,
        `${p.spec.name} before any SET_BASE of the indirect argument base`,
      );
    const multi = p.spec.name.endsWith('_MULTI');
    const flags = b[3];
    return {
      ...base,
      indexed,
      count: undefined,
      indexAddress: indexed ? state.indexBase : undefined,
      maxIndices: indexed ? state.indexBufferSize : undefined,
      argumentsAddress: state.indirectBase + dataOffset,
      indirect: {
        baseVertexLoc: b[1] & 0xffff,
        startInstanceLoc: b[2] & 0xffff,
        ...(multi
          ? {
              multi: {
                count: b[4],
                countAddress: (flags >>> 30) & 1 ? address64(b[5], b[6]) : undefined,
                stride: b[7],
                drawIndexLoc: flags >>> 31 ? flags & 0xffff : undefined,
              },
            }
          : {}),
      },
    };
  };
  switch (p.spec.name) {
    case 'DRAW_INDEX_AUTO':
      return {
        ...base,
        indexed: false,
        count: b[0],
        indexAddress: undefined,
        maxIndices: undefined,
        argumentsAddress: undefined,
      };
    case 'DRAW_INDEX_2':
      return {
        ...base,
        indexed: true,
        count: b[3],
        indexAddress: address64(b[1], b[2]),
        maxIndices: b[0],
        argumentsAddress: undefined,
      };
    case 'DRAW_INDEX_OFFSET_2': {
      if (state.indexBase === undefined)
        throw new Pm4Error(buffer, p.offset, p.opcode, 'DRAW_INDEX_OFFSET_2 before any INDEX_BASE');
      return {
        ...base,
        indexed: true,
        count: b[2],
        indexAddress: state.indexBase,
        maxIndices: b[0],
        argumentsAddress: undefined,
        indexOffset: b[1],
      };
    }
    case 'DRAW_INDIRECT':
    case 'DRAW_INDIRECT_MULTI':
      return indirect(b[0], false);
    default:
      return indirect(b[0], true);
  }
}

function dispatchCall(p: Pm4Packet, state: CommandState, buffer: string): DispatchCall {
  const b = p.body;
  if (p.spec.name === 'DISPATCH_DIRECT')
    return { packet: p.spec.name, groups: [b[0], b[1], b[2]], argumentsAddress: undefined, initiator: b[3] };
  if (state.indirectBase === undefined)
    throw new Pm4Error(
      buffer,
      p.offset,
      p.opcode,
      'DISPATCH_INDIRECT before any SET_BASE of the indirect argument base',
    );
  return {
    packet: p.spec.name,
    groups: undefined,
    argumentsAddress: state.indirectBase + b[0],
    initiator: b[1],
  };
}
