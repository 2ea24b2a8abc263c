/**
 * Reads IR text (printer.ts's format) back into a function, so pass tests can state input and
 * expected output as text. Value and block names are free (`%x`, `%0`, `^loop`); they are renumbered
 * in order of definition. Uses may precede definitions in the text (a loop's back edge).
 */

import { OberonError } from '../util/errors.js';
import { Builder } from './builder.js';
import type { BlockId, IrFunction, ValueId } from './function.js';
import { IrFunction as Fn } from './function.js';
import { OPS, type OpName } from './ops.js';
import { parseType, type TypeId, VOID } from './types.js';

/** A syntax or reference error in IR text, with its line. */
export class IrParseError extends OberonError {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super('E_IR_PARSE', `IR line ${line}: ${message}`);
  }
}

interface Pending {
  readonly line: number;
  readonly text: string;
  readonly block: string;
}

function parseTypeAt(text: string, line: number): { type: TypeId; rest: string } {
  const t = parseType(text.trimStart());
  if (!t) throw new IrParseError(line, `expected a type at '${text.trim()}'`);
  return { type: t.type, rest: text.trimStart().slice(t.end) };
}

/** Parses one `func @name { ... }` text. */
export function parseFunction(source: string): IrFunction {
  const lines = source.split('\n');
  let fn: IrFunction | undefined;
  const blocks = new Map<string, BlockId>();
  const values = new Map<string, ValueId>();
  const bodies: Pending[] = [];
  let current: string | undefined;
  // Pass 1: blocks and their parameters; instructions are kept for pass 2.
  lines.forEach((raw, i) => {
    const line = i + 1;
    const text = raw.replace(/;.*$/, '').trim();
    if (text.length === 0 || text === '}') return;
    const header = /^func @([\w.]+) \{$/.exec(text);
    if (header) {
      fn = new Fn(header[1] as string);
      return;
    }
    if (!fn) throw new IrParseError(line, 'expected `func @name {`');
    const block = /^\^(\w+)(?:\((.*)\))?:$/.exec(text);
    if (block) {
      const name = block[1] as string;
      if (blocks.has(name)) throw new IrParseError(line, `block ^${name} defined twice`);
      const params: { name: string; type: TypeId }[] = [];
      for (const p of (block[2] ?? '').split(',').filter((s) => s.trim().length > 0)) {
        const m = /^\s*%(\w+):\s*(.*)$/.exec(p);
        if (!m) throw new IrParseError(line, `bad block parameter '${p.trim()}'`);
        params.push({ name: m[1] as string, type: parseTypeAt(m[2] as string, line).type });
      }
      const id = fn.addBlock(params.map((p) => p.type));
      fn.block(id).params.forEach((v, k) => {
        const pname = (params[k] as { name: string }).name;
        if (values.has(pname)) throw new IrParseError(line, `value %${pname} defined twice`);
        values.set(pname, v);
      });
      blocks.set(name, id);
      current = name;
      return;
    }
    if (current === undefined) throw new IrParseError(line, 'instruction outside a block');
    bodies.push({ line, text, block: current });
  });
  if (!fn) throw new IrParseError(1, 'no function');
  const f: IrFunction = fn;
  // Pre-assign result values so later text can refer to earlier-unseen definitions.
  const b = new Builder(f);
  const parsed = bodies.map((p) => parseInstText(p));
  // Reserve value ids in text order: emit instructions with placeholder operands, patch after.
  const patches: {
    inst: number;
    operands: string[];
    targets: { block: string; args: string[] }[];
    line: number;
  }[] = [];
  parsed.forEach((p, k) => {
    const pending = bodies[k] as Pending;
    b.at(blocks.get(pending.block) as BlockId);
    const info = OPS[p.op.split('.')[0] as string];
    if (!info) throw new IrParseError(pending.line, `unknown op '${p.op}'`);
    const placeholder = p.operands.map(() => 0 as ValueId);
    const { inst, result } = b.emit(p.op as OpName, p.type, placeholder, {
      imms: p.imms,
      ...(p.constant === undefined ? {} : { constant: p.constant }),
      targets: [],
    });
    if (p.result !== undefined) {
      if (values.has(p.result)) throw new IrParseError(pending.line, `value %${p.result} defined twice`);
      if (result === undefined) throw new IrParseError(pending.line, `${p.op} of type void has a result`);
      values.set(p.result, result);
    }
    patches.push({ inst, operands: p.operands, targets: p.targets, line: pending.line });
  });
  const lookupValue = (name: string, line: number): ValueId => {
    const v = values.get(name);
    if (v === undefined) throw new IrParseError(line, `undefined value %${name}`);
    return v;
  };
  for (const patch of patches) {
    const inst = f.inst(patch.inst as never);
    inst.operands = patch.operands.map((o) => lookupValue(o, patch.line));
    inst.targets = patch.targets.map((t) => {
      const block = blocks.get(t.block);
      if (block === undefined) throw new IrParseError(patch.line, `undefined block ^${t.block}`);
      return { block, args: t.args.map((a) => lookupValue(a, patch.line)) };
    });
  }
  return f;
}

interface ParsedInst {
  result?: string;
  op: string;
  type: TypeId;
  constant?: bigint;
  operands: string[];
  imms: number[];
  targets: { block: string; args: string[] }[];
}

function parseInstText(p: Pending): ParsedInst {
  let text = p.text;
  const out: ParsedInst = { op: '', type: VOID, operands: [], imms: [], targets: [] };
  const res = /^%(\w+)\s*=\s*/.exec(text);
  if (res) {
    out.result = res[1] as string;
    text = text.slice(res[0].length);
  }
  const opm = /^([a-z_0-9]+)(?:\.([a-z_0-9]+))?/.exec(text);
  if (!opm) throw new IrParseError(p.line, `expected an op at '${text}'`);
  const base = opm[1] as string;
  const info = OPS[base];
  if (!info) throw new IrParseError(p.line, `unknown op '${base}'`);
  text = text.slice(opm[0].length);
  if (opm[2] !== undefined) {
    const index = info.variants?.indexOf(opm[2]) ?? -1;
    if (index < 0) throw new IrParseError(p.line, `'${opm[2]}' is not a variant of ${base}`);
    out.op = `${base}.${opm[2]}`;
  } else {
    out.op = base;
  }
  if (out.result !== undefined) {
    const t = parseTypeAt(text, p.line);
    out.type = t.type;
    text = t.rest;
  }
  text = text.trim();
  if (base === 'const') {
    const m = /^(-?0x[0-9a-f]+|-?\d+)/i.exec(text);
    if (!m) throw new IrParseError(p.line, 'const needs a value');
    const raw = m[1] as string;
    const neg = raw.startsWith('-');
    const mag = BigInt(neg ? raw.slice(1) : raw);
    out.constant = neg ? -mag : mag;
    text = text.slice(raw.length).trim();
  }
  for (const piece of splitTop(text)) {
    const s = piece.trim();
    if (s.length === 0) continue;
    let m = /^%(\w+)$/.exec(s);
    if (m) {
      out.operands.push(m[1] as string);
      continue;
    }
    m = /^\[(.*)\]$/.exec(s);
    if (m) {
      out.imms.push(...(m[1] as string).split(',').map((x) => Number(x.trim())));
      continue;
    }
    m = /^\^(\w+)\((.*)\)$/.exec(s);
    if (m) {
      const args = (m[2] as string)
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a.length > 0)
        .map((a) => {
          const v = /^%(\w+)$/.exec(a);
          if (!v) throw new IrParseError(p.line, `bad branch argument '${a}'`);
          return v[1] as string;
        });
      out.targets.push({ block: m[1] as string, args });
      continue;
    }
    throw new IrParseError(p.line, `cannot read '${s}'`);
  }
  return out;
}

/** Splits at commas and blanks outside brackets and parentheses. */
function splitTop(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (depth === 0 && (ch === ',' || ch === ' ')) {
      if (cur) out.push(cur);
      cur = '';
    } else {
      cur += ch;
    }
  }
  if (cur) out.push(cur);
  return out;
}
