/**
 * Test support for the scalar rules: translate options for a one-lane compute launch, an interpreter of
 * the translated IR for one invocation (a workgroup of one lane: `ballot` is that lane's bit, wave
 * operations are trivial), and a runner that executes a program both on the reference executor and
 * through translation + interpretation over copies of the same guest memory.
 *
 * The interpreter evaluates integer ops with the constant folder of the translate layer; the oracle
 * it is compared with is the reference executor, written independently.
 */

import { foldOp, variantOf } from '../../src/ir/constant-facts.js';
import type { BlockId, IrFunction, ValueId } from '../../src/ir/function.js';
import { typeDesc } from '../../src/ir/types.js';
import { assembleWords, type Target } from '../../src/isa/index.js';
import { runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';
import type { KnownMemory, TranslateOptions } from '../../src/translate/options.js';
import { translateProgram } from '../../src/translate/translate.js';

/** Options for a compute launch of one lane with `userSgprs` (and COMPUTE_PGM_RSRC1 when given). */
export function launchOptions(
  target: Target,
  userSgprs: readonly number[],
  knownMemory?: readonly KnownMemory[],
  pgmRsrc1?: number,
): TranslateOptions {
  return {
    target,
    entry: 0,
    launch: {
      stage: 'compute',
      userSgprs,
      workgroupIdSgprs: [false, false, false],
      localIdComponents: 1,
      workgroupSize: [1, 1, 1],
      ldsBytes: 0,
      ...(pgmRsrc1 === undefined ? {} : { pgmRsrc1 }),
    },
    host: { subgroupSize: target.wave64 ? 64 : 32, subgroupOperations: true },
    ...(knownMemory ? { knownMemory } : {}),
  };
}

type Val = bigint | bigint[];

const bitsOf = (fn: IrFunction, v: ValueId): number => {
  const d = typeDesc(fn.typeOf(v));
  return d.kind === 'int' ? d.bits : 0;
};

/** Interprets `fn` for the single invocation of a one-lane workgroup over `memory`. */
export function interpret(fn: IrFunction, memory: GuestMemory, stepLimit = 1_000_000): void {
  const values = new Map<ValueId, Val>();
  const vars = new Map<ValueId, Val>();
  /** Pointer values: var id, or a physical address. */
  const pointers = new Map<ValueId, { var: ValueId } | { addr: bigint }>();
  const get = (v: ValueId): bigint => {
    const x = values.get(v);
    if (typeof x !== 'bigint') throw new Error(`%${v} has no scalar value`);
    return x;
  };
  let block = 0 as BlockId;
  let args: bigint[] = [];
  for (let steps = 0; steps < stepLimit; steps++) {
    fn.block(block).params.forEach((p, i) => {
      values.set(p, args[i] as bigint);
    });
    let next: BlockId | undefined;
    for (const id of fn.block(block).insts) {
      const inst = fn.inst(id);
      const r = inst.result as ValueId;
      const bits = r === undefined ? 0 : bitsOf(fn, r);
      switch (inst.op) {
        case 'const':
          values.set(r, inst.constant as bigint);
          break;
        case 'var':
          pointers.set(r, { var: r });
          break;
        case 'ptr_from_addr':
          pointers.set(r, { addr: get(inst.operands[0] as ValueId) });
          break;
        case 'access': {
          const base = pointers.get(inst.operands[0] as ValueId);
          if (!base || !('addr' in base)) throw new Error('access of a non-physical pointer');
          pointers.set(r, { addr: base.addr + 4n * BigInt.asIntN(32, get(inst.operands[1] as ValueId)) });
          break;
        }
        case 'load': {
          const p = pointers.get(inst.operands[0] as ValueId);
          if (!p) throw new Error('load of an unknown pointer');
          if ('var' in p) {
            const v = vars.get(p.var);
            if (v === undefined) throw new Error(`load of uninitialized variable %${p.var}`);
            values.set(r, v);
          } else values.set(r, BigInt(memory.read32(Number(p.addr))));
          break;
        }
        case 'store': {
          const p = pointers.get(inst.operands[0] as ValueId);
          const v = values.get(inst.operands[1] as ValueId) as Val;
          if (!p) throw new Error('store to an unknown pointer');
          if ('var' in p) vars.set(p.var, v);
          else memory.write32(Number(p.addr), Number(v as bigint));
          break;
        }
        case 'builtin':
          values.set(r, bits === 32 ? 0n : [0n, 0n, 0n]);
          break;
        case 'extract':
          values.set(
            r,
            (values.get(inst.operands[0] as ValueId) as bigint[])[inst.imms[0] as number] as bigint,
          );
          break;
        case 'ballot':
          values.set(r, get(inst.operands[0] as ValueId) & 1n);
          break;
        case 'broadcast':
        case 'broadcast_first':
        case 'shuffle':
          values.set(r, get(inst.operands[0] as ValueId));
          break;
        case 'select': {
          const [c, a, b] = inst.operands as [ValueId, ValueId, ValueId];
          values.set(r, get(c) === 1n ? (values.get(a) as Val) : (values.get(b) as Val));
          break;
        }
        case 'barrier':
          break;
        case 'br':
          next = inst.targets[0]?.block;
          args = (inst.targets[0]?.args ?? []).map(get);
          break;
        case 'cond_br': {
          const edge = inst.targets[get(inst.operands[0] as ValueId) === 1n ? 0 : 1];
          next = edge?.block;
          args = (edge?.args ?? []).map(get);
          break;
        }
        case 'ret':
          return;
        case 'unreachable':
          throw new Error(`reached unreachable in block ^${block}`);
        default: {
          const argBits = bitsOf(fn, inst.operands[0] as ValueId);
          const folded = foldOp(inst.op, variantOf(inst), bits, inst.operands.map(get), argBits);
          if (folded === undefined) throw new Error(`interpreter cannot evaluate ${inst.op}`);
          values.set(r, BigInt.asUintN(bits, folded));
        }
      }
    }
    if (next === undefined) throw new Error(`block ^${block} has no successor`);
    block = next;
  }
  throw new Error('step limit reached');
}

/** Guest address of the output buffer both runs write to. */
export const OUT_ADDRESS = 0x10_0000;
/** Guest address of an input buffer tests may fill. */
export const IN_ADDRESS = 0x20_0000;

/** Memory with a zeroed output buffer and the input words at IN_ADDRESS. */
export function makeMemory(input: readonly number[], outBytes = 512): GuestMemory {
  const memory = new GuestMemory();
  memory.map(OUT_ADDRESS, new Uint8Array(outBytes));
  const bytes = new Uint8Array(Math.max(4, input.length * 4));
  const view = new DataView(bytes.buffer);
  input.forEach((w, i) => {
    view.setUint32(4 * i, w >>> 0, true);
  });
  memory.map(IN_ADDRESS, bytes);
  return memory;
}

/** Both runs' output buffers as dwords. */
export interface Outputs {
  readonly reference: number[];
  readonly translated: number[];
}

/**
 * Runs `source` on the reference executor and through translation (both launched with `pgmRsrc1`
 * when given), each over its own memory from makeMemory(input), and returns the first `outDwords` dwords of the output buffer of each.
 */
export function runBoth(
  source: string,
  target: Target,
  userSgprs: readonly number[],
  input: readonly number[] = [],
  outDwords = 32,
  knownMemory?: readonly KnownMemory[],
  pgmRsrc1?: number,
): Outputs {
  const words = assembleWords(source, target);
  const refMemory = makeMemory(input);
  runCompute({
    target,
    program: words,
    workgroupSize: [1, 1, 1],
    workgroups: [1, 1, 1],
    userSgprs,
    localIdComponents: 1,
    memory: refMemory,
    ...(pgmRsrc1 === undefined ? {} : { pgmRsrc1 }),
  });
  const module = translateProgram(words, launchOptions(target, userSgprs, knownMemory, pgmRsrc1));
  const ourMemory = makeMemory(input);
  interpret(module.functions[0] as IrFunction, ourMemory);
  return {
    reference: refMemory.readDwords(OUT_ADDRESS, outDwords),
    translated: ourMemory.readDwords(OUT_ADDRESS, outDwords),
  };
}
