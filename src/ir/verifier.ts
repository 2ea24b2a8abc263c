/**
 * The IR verifier: checks a function completely and returns every problem, each tied to its block or
 * instruction, plus the function printed with the problems inline. Checks: one terminator per block,
 * last; operand counts and types against the op table; branch arguments against target parameters;
 * every use dominated by its definition (SSA); values defined once.
 */
import { computeDominance } from './dominance.js';
import type { BlockId, InstId, IrFunction, ValueId } from './function.js';
import { OPS } from './ops.js';
import { printFunction } from './printer.js';
import { printType, type TypeId } from './types.js';

/** One verifier finding. */
export interface VerifyProblem {
  readonly block: BlockId;
  readonly inst?: InstId;
  readonly message: string;
}

/** The verifier's result. */
export interface VerifyResult {
  readonly ok: boolean;
  readonly problems: readonly VerifyProblem[];
  /** The function text with each problem printed under its line (only when there are problems). */
  readonly annotated: string;
}

/** Verifies `fn`. */
export function verifyFunction(fn: IrFunction): VerifyResult {
  const problems: VerifyProblem[] = [];
  const dom = computeDominance(fn);
  // Where each instruction sits (block -1: detached); typed arrays, since every use is looked up.
  const blockOf = new Int32Array(fn.insts.length).fill(-1);
  const indexOf = new Int32Array(fn.insts.length);
  fn.blocks.forEach((b, bi) => {
    b.insts.forEach((i, index) => {
      if (i >= 0 && i < fn.insts.length) {
        blockOf[i] = bi;
        indexOf[i] = index;
      }
    });
  });
  const checkUse = (v: ValueId, block: BlockId, index: number, inst: InstId, what: string): void => {
    const info = fn.values[v];
    let defBlock = -1;
    let defIndex = -1;
    if (info?.def.kind === 'param') defBlock = info.def.block;
    else if (info?.def.kind === 'inst' && info.def.inst >= 0 && info.def.inst < fn.insts.length) {
      defBlock = blockOf[info.def.inst] as number;
      defIndex = indexOf[info.def.inst] as number;
    }
    if (defBlock < 0) {
      problems.push({ block, inst, message: `${what} %${v} is not defined` });
      return;
    }
    const ok = defBlock === block ? defIndex < index : dom.dominates(defBlock as BlockId, block);
    if (!ok && dom.idom[block] !== -1)
      problems.push({ block, inst, message: `${what} %${v} does not dominate this use` });
  };

  fn.blocks.forEach((b, bi) => {
    const block = bi as BlockId;
    if (b.insts.length === 0) problems.push({ block, message: 'block has no terminator' });
    b.insts.forEach((instId, index) => {
      const inst = fn.insts[instId];
      if (!inst) {
        problems.push({ block, message: `instruction ${instId} does not exist` });
        return;
      }
      const info = OPS[inst.op];
      if (!info) {
        problems.push({ block, inst: instId, message: `unknown op '${inst.op}'` });
        return;
      }
      // Passes read the entry instead of looking the op up: it must be the op's own.
      if (inst.info !== info)
        problems.push({ block, inst: instId, message: `carries the table entry of '${inst.info?.name}'` });
      const last = index === b.insts.length - 1;
      if (info.terminator && !last)
        problems.push({ block, inst: instId, message: 'terminator in the middle of a block' });
      if (!info.terminator && last)
        problems.push({ block, inst: instId, message: 'block does not end with a terminator' });
      if (info.arity >= 0 && inst.operands.length !== info.arity) {
        problems.push({
          block,
          inst: instId,
          message: `${inst.op} takes ${info.arity} operands, has ${inst.operands.length}`,
        });
      }
      const immCount = (info.variants ? 1 : 0) + info.extraImms;
      if (inst.imms.length !== immCount)
        problems.push({ block, inst: instId, message: `${inst.op} takes ${immCount} immediates` });
      if (
        info.variants &&
        (inst.imms[0] === undefined || inst.imms[0] < 0 || inst.imms[0] >= info.variants.length)
      ) {
        problems.push({ block, inst: instId, message: `${inst.op} has an invalid variant` });
      }
      if ((inst.op === 'const') !== (inst.constant !== undefined)) {
        problems.push({ block, inst: instId, message: 'only const carries a constant value' });
      }
      for (const v of inst.operands) checkUse(v, block, index, instId, 'operand');
      const types = inst.operands.map((v) => fn.values[v]?.type);
      if (types.every((t) => t !== undefined)) {
        const message = info.check({
          result: inst.type,
          operands: types as TypeId[],
          imms: info.variants ? inst.imms.slice(1) : inst.imms,
        });
        if (message) problems.push({ block, inst: instId, message: `${inst.op}: ${message}` });
      }
      const wantTargets = inst.op === 'br' ? 1 : inst.op === 'cond_br' ? 2 : 0;
      if (inst.targets.length !== wantTargets) {
        problems.push({ block, inst: instId, message: `${inst.op} needs ${wantTargets} successors` });
      }
      for (const edge of inst.targets) {
        const target = fn.blocks[edge.block];
        if (!target) {
          problems.push({ block, inst: instId, message: `branch to missing block ^${edge.block}` });
          continue;
        }
        if (edge.block === 0) problems.push({ block, inst: instId, message: 'branch to the entry block' });
        if (edge.args.length !== target.params.length) {
          problems.push({
            block,
            inst: instId,
            message: `^${edge.block} takes ${target.params.length} arguments, given ${edge.args.length}`,
          });
        }
        edge.args.forEach((a, k) => {
          checkUse(a, block, index, instId, 'argument');
          const want = target.params[k];
          const have = fn.values[a]?.type;
          if (want !== undefined && have !== undefined && fn.typeOf(want) !== have) {
            problems.push({
              block,
              inst: instId,
              message: `argument ${k} of ^${edge.block} is ${printType(have)}, parameter is ${printType(fn.typeOf(want))}`,
            });
          }
        });
      }
      if (inst.block !== block)
        problems.push({ block, inst: instId, message: 'instruction records the wrong block' });
    });
  });
  const annotated =
    problems.length === 0
      ? ''
      : printFunction(fn, (where) =>
          problems
            .filter((p) => p.block === where.block && p.inst === where.inst)
            .map((p) => `error: ${p.message}`),
        );
  return { ok: problems.length === 0, problems, annotated };
}
