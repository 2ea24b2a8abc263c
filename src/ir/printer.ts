/**
 * IR text. Values print as `%N`, numbered in text order (block parameters and results as they appear,
 * so the text does not depend on arena ids), blocks as `^N`. An instruction reads
 * `%r = op.variant TYPE %a, %b [imm, ...] ^succ(%arg, ...)`; constants print their value (integers in
 * decimal, floats as their bit pattern in hex, which parses back exactly). The parser (parser.ts)
 * reads this text back.
 */
import type { BlockId, Inst, IrFunction, IrModule, ValueId } from './function.js';
import { opInfo } from './ops.js';
import { isFloat, printType, VOID } from './types.js';

/** Maps a value id to the number it prints as. */
export type ValueNames = (id: ValueId) => number;

const identityNames: ValueNames = (id) => id;

/** Numbers values in text order: each block's parameters, then its instructions' results. */
export function textOrderNames(fn: IrFunction): ValueNames {
  const map = new Map<ValueId, number>();
  for (const block of fn.blocks) {
    for (const p of block.params) map.set(p, map.size);
    for (const i of block.insts) {
      const r = fn.inst(i).result;
      if (r !== undefined) map.set(r, map.size);
    }
  }
  return (id) => map.get(id) ?? id;
}

/** Text of an instruction (without indentation). */
export function printInst(_fn: IrFunction, inst: Inst, names: ValueNames = identityNames): string {
  const v = (id: ValueId): string => `%${names(id)}`;
  const info = opInfo(inst.op);
  let name = inst.op;
  let imms = inst.imms;
  if (info.variants) {
    name += `.${info.variants[imms[0] as number]}`;
    imms = imms.slice(1);
  }
  const parts: string[] = [];
  if (inst.result !== undefined) parts.push(`${v(inst.result)} =`);
  parts.push(name);
  if (inst.type !== VOID) parts.push(printType(inst.type));
  let text = parts.join(' ');
  if (inst.constant !== undefined) {
    text += isFloat(inst.type) ? ` 0x${inst.constant.toString(16)}` : ` ${inst.constant}`;
  }
  if (inst.operands.length > 0) text += ` ${inst.operands.map(v).join(', ')}`;
  if (imms.length > 0) text += ` [${imms.join(', ')}]`;
  if (inst.targets.length > 0) {
    const edges = inst.targets.map((e) => `^${e.block}(${e.args.map(v).join(', ')})`);
    text += `${inst.operands.length > 0 ? ',' : ''} ${edges.join(', ')}`;
  }
  return text;
}

/** Text of a block header: `^N(%p: type, ...):`. */
export function printBlockHeader(fn: IrFunction, id: BlockId, names: ValueNames = identityNames): string {
  const params = fn.block(id).params.map((p) => `%${names(p)}: ${printType(fn.typeOf(p))}`);
  return `^${id}${params.length > 0 ? `(${params.join(', ')})` : ''}:`;
}

/**
 * Text of a function. `annotate` may return extra lines to print under an instruction or block
 * header (the verifier uses it to show errors inline).
 */
export function printFunction(
  fn: IrFunction,
  annotate?: (where: { block: BlockId; inst?: number }) => string[],
): string {
  const lines = [`func @${fn.name} {`];
  const names = textOrderNames(fn);
  fn.blocks.forEach((block, index) => {
    const id = index as BlockId;
    lines.push(printBlockHeader(fn, id, names));
    for (const note of annotate?.({ block: id }) ?? []) lines.push(`  ; ${note}`);
    for (const instId of block.insts) {
      lines.push(`  ${printInst(fn, fn.inst(instId), names)}`);
      for (const note of annotate?.({ block: id, inst: instId }) ?? []) lines.push(`  ; ${note}`);
    }
  });
  lines.push('}');
  return lines.join('\n');
}

/** Text of a module: globals, then functions. */
export function printModule(module: IrModule): string {
  const lines: string[] = [];
  module.globals.forEach((g, i) => {
    const binding = g.binding ? ` binding(${g.binding.set}, ${g.binding.binding})` : '';
    const image = g.image
      ? ` image(${g.image.dim}${(g.image.samples ?? 1) > 1 ? ` x${g.image.samples}` : ''})`
      : '';
    lines.push(`global @${i} ${g.name}: ${printType(g.type)}${binding}${image}`);
  });
  for (const fn of module.functions) lines.push(printFunction(fn));
  return `${lines.join('\n')}\n`;
}
