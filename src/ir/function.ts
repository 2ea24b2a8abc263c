/**
 * IR containers in arena style: a function owns arrays of blocks, instructions and values, and refers
 * to them by branded indices. Removing an instruction takes it out of its block's list (the arena slot
 * stays, detached); nothing else points into the arrays, so ids stay valid for side tables.
 *
 * SSA form uses block parameters instead of phi nodes: a branch passes arguments to its target's
 * parameters.
 */
import type { OpInfo } from './ops.js';
import type { TypeId } from './types.js';

export type ValueId = number & { readonly __brand: 'ValueId' };
export type BlockId = number & { readonly __brand: 'BlockId' };
export type InstId = number & { readonly __brand: 'InstId' };

/** A branch edge: the successor and the values bound to its parameters. */
export interface Edge {
  readonly block: BlockId;
  readonly args: readonly ValueId[];
}

/**
 * One instruction. `op` names an entry of OPS (ops.ts). Every instruction object has every field, in
 * this order (the builder, passes/ir-edit.ts rewriteInst, the helper inliner), so that the passes'
 * reads of its fields see one object shape.
 */
export interface Inst {
  readonly op: string;
  /**
   * The op's table entry (ops.ts opInfo of `op`), set wherever an instruction is made: passes ask for
   * it per instruction, and reading a field is cheaper than a lookup by name.
   */
  readonly info: OpInfo;
  /** Result type, VOID for instructions without a result. */
  readonly type: TypeId;
  operands: ValueId[];
  /** Immediates: the variant index first when the op has variants, then the op's extra immediates. */
  readonly imms: readonly number[];
  /** Bit pattern of a `const`. */
  readonly constant?: bigint;
  /** Successors of a terminator. */
  targets: Edge[];
  readonly result: ValueId | undefined;
  /** The block holding the instruction, or -1 once removed. */
  block: BlockId | -1;
  /** Byte offset of the guest instruction it was translated from (refusals name it), if any. */
  readonly pc?: number;
}

/** A basic block: parameters, then instructions, the last of which is the terminator. */
export interface Block {
  readonly params: ValueId[];
  insts: InstId[];
}

/** Where a value comes from. */
export type ValueDef =
  | { readonly kind: 'param'; readonly block: BlockId; readonly index: number }
  | { readonly kind: 'inst'; readonly inst: InstId };

/** The definitions of instruction results by id (see {@link instDef}). */
const INST_DEFS: ValueDef[] = [];

/**
 * The definition of the result of instruction `id`. It is immutable, so one object per id serves every
 * function: a recompile makes thousands of results, and each definition made anew lived (and was
 * copied by the garbage collector) as long as its function.
 */
export function instDef(id: InstId): ValueDef {
  // Filled in order, so the table stays a dense array.
  for (let k = INST_DEFS.length; k <= id; k++) INST_DEFS.push({ kind: 'inst', inst: k as InstId });
  return INST_DEFS[id] as ValueDef;
}

export interface ValueInfo {
  readonly type: TypeId;
  readonly def: ValueDef;
}

/** A module-level resource: a buffer, workgroup memory, push constants or an I/O variable. */
export interface GlobalVar {
  readonly name: string;
  /** A pointer type; its address space says what kind of resource it is. */
  readonly type: TypeId;
  /** Descriptor set and binding for buffers and images. */
  readonly binding?: { readonly set: number; readonly binding: number };
  /**
   * Elements of the pointee in the array the global is (workgroup memory: the pointer names element 0
   * and `access` indexes it); absent for workgroup memory means the launch's LDS bytes.
   */
  readonly count?: number;
  /**
   * Workgroup memory: the last element is a sink. Inactive or out-of-range accesses are steered
   * there (`access(g, select(live, i, count - 1))`) and no live access reads it, so what it holds is
   * never observed (translate/rules/ds.ts).
   */
  readonly sinkLast?: boolean;
  /** Storage images (`image` space): the image's shape and the guest descriptor it stands for. */
  readonly image?: ImageGlobal;
  /** Stage inputs and outputs (`input` and `output` spaces): how the interface binds them. */
  readonly io?: StageIo;
}

/** A stage input or output: a host builtin, or a location with its interpolation (inputs). */
export interface StageIo {
  /** SPIR-V BuiltIn name (Position, FragDepth). */
  readonly builtin?: string;
  readonly location?: number;
  /** Dual-source blending: the second colour at its location is index 1 (absent: index 0). */
  readonly index?: 1;
  readonly interpolation?: 'smooth' | 'noperspective' | 'flat';
  readonly sampling?: 'center' | 'centroid' | 'sample';
  /** Integer components are signed on the host (a SINT colour target's output). */
  readonly signed?: boolean;
  /**
   * A fragment input of the primitive's three vertices (PerVertexKHR): the global is an array of 3 of
   * its pointee, and `access`'s element offset selects the vertex.
   */
  readonly perVertex?: boolean;
}

/**
 * A storage image global: a 2D array (1D, 2D, cube and arrays; a 1D image has height 1) or a 3D
 * image of raw unsigned texels (the pointee: i8, i16, i32, vec2<i32> or vec4<i32>).
 */
export interface ImageGlobal {
  readonly dim: '2d_array' | '3d';
  /**
   * The descriptor dwords (a T#) the runtime creates the image from; empty when the T# is read at run
   * time from `location`.
   */
  readonly descriptor: readonly number[];
  /**
   * The mip level of the descriptor's resource the image holds; for `location`, relative to the
   * BASE_LEVEL of the T# the runtime reads.
   */
  readonly level: number;
  /** Samples per texel (a multisampled 2D array when above 1; absent means 1). */
  readonly samples?: number;
  /**
   * A T# read at run time: its guest address, the TYPE and texel bytes the code is specialized on, and
   * what else the code assumes of it (`needs`: translate/rules/image-dynamic.ts DynamicNeed).
   */
  readonly location?: {
    readonly address: bigint;
    readonly type: string;
    readonly texelBytes: number;
    /** Levels of the view the program was recompiled for (absent: 1). */
    readonly levels?: number;
    readonly needs?: readonly string[];
  };
}

/** A function: block 0 is the entry. */
export class IrFunction {
  readonly blocks: Block[] = [];
  readonly insts: Inst[] = [];
  readonly values: ValueInfo[] = [];
  /**
   * The workgroup size the host runs the function with, where it is a compute entry: every local
   * invocation id is below it (known-zeros.ts bounds the builtins by it). Not printed.
   */
  workgroupSize: readonly [number, number, number] | undefined;
  /**
   * Guest pcs inside the regions of `s_cbranch_execz` branches the translation ran straight
   * (translate/execz-elision.ts): the guest compiler chose to skip that code when no lane is active.
   * Not printed.
   */
  execzRegions: ReadonlySet<number> | undefined;
  constructor(readonly name: string) {}

  /** Appends a new empty block with parameters of `paramTypes`. */
  addBlock(paramTypes: readonly TypeId[] = []): BlockId {
    const id = this.blocks.length as BlockId;
    const params = paramTypes.map((type, index) => this.newValue(type, { kind: 'param', block: id, index }));
    this.blocks.push({ params, insts: [] });
    return id;
  }

  /** Registers a value (used by addBlock and by instruction creation). */
  newValue(type: TypeId, def: ValueDef): ValueId {
    const id = this.values.length as ValueId;
    this.values.push({ type, def });
    return id;
  }

  block(id: BlockId): Block {
    const b = this.blocks[id];
    if (!b) throw new RangeError(`no block ^${id}`);
    return b;
  }

  inst(id: InstId): Inst {
    const i = this.insts[id];
    if (!i) throw new RangeError(`no instruction ${id}`);
    return i;
  }

  value(id: ValueId): ValueInfo {
    const v = this.values[id];
    if (!v) throw new RangeError(`no value %${id}`);
    return v;
  }

  typeOf(id: ValueId): TypeId {
    return this.value(id).type;
  }

  /** The terminator of a block, if it has one. */
  terminator(id: BlockId): Inst | undefined {
    const insts = this.block(id).insts;
    const last = insts[insts.length - 1];
    return last === undefined ? undefined : this.inst(last);
  }

  /** Successor blocks of `id`. */
  successors(id: BlockId): BlockId[] {
    return (this.terminator(id)?.targets ?? []).map((e) => e.block);
  }

  /** Detaches an instruction from its block. */
  remove(id: InstId): void {
    const inst = this.inst(id);
    if (inst.block === -1) return;
    const block = this.block(inst.block);
    block.insts = block.insts.filter((i) => i !== id);
    inst.block = -1;
  }
}

/** The instruction defining `v`, where an instruction (not a block parameter) does. */
export function definingInst(fn: IrFunction, v: ValueId): Inst | undefined {
  const def = fn.value(v).def;
  return def.kind === 'inst' ? fn.inst(def.inst) : undefined;
}

/** The bits of `v` where a `const` instruction defines it. */
export function literalOf(fn: IrFunction, v: ValueId): bigint | undefined {
  const inst = definingInst(fn, v);
  return inst?.op === 'const' ? inst.constant : undefined;
}

/**
 * Calls `use` for every operand and branch argument of every attached instruction, in block order.
 * Indexed loops: the passes' sweeps ran as array iterators, whose result objects were a fifth of
 * what a recompile allocated.
 */
export function forEachUse(fn: IrFunction, use: (value: ValueId, inst: InstId) => void): void {
  const insts = fn.insts;
  forEachAttached(fn, (id) => {
    const inst = insts[id] as Inst;
    const operands = inst.operands;
    for (let k = 0; k < operands.length; k++) use(operands[k] as ValueId, id);
    const targets = inst.targets;
    for (let t = 0; t < targets.length; t++) {
      const args = (targets[t] as Edge).args;
      for (let k = 0; k < args.length; k++) use(args[k] as ValueId, id);
    }
  });
}

/**
 * Every value's users (instructions using it as an operand or branch argument, once per use) in one
 * compressed table: the users of value v are users[start[v]]..users[start[v + 1] - 1]. Two typed arrays
 * where a list per value cost tens of thousands of small arrays. With `withSlots`, slots[i] says where
 * use i is: the operand index, or -1 for a branch argument.
 */
export function userRows(
  fn: IrFunction,
  withSlots = false,
): { readonly start: Uint32Array; readonly users: Uint32Array; readonly slots?: Int32Array } {
  const n = fn.values.length;
  const start = new Uint32Array(n + 1);
  // Plain loops, not forEachUse: the passes build this table several times per recompile, and a
  // callback per use costs more than the counting it does.
  const insts = fn.insts;
  const blocks = fn.blocks;
  for (let b = 0; b < blocks.length; b++) {
    const ids = (blocks[b] as Block).insts;
    for (let j = 0; j < ids.length; j++) {
      const inst = insts[ids[j] as InstId] as Inst;
      const operands = inst.operands;
      for (let k = 0; k < operands.length; k++) start[(operands[k] as ValueId) + 1]++;
      const targets = inst.targets;
      for (let t = 0; t < targets.length; t++) {
        const args = (targets[t] as Edge).args;
        for (let k = 0; k < args.length; k++) start[(args[k] as ValueId) + 1]++;
      }
    }
  }
  for (let v = 0; v < n; v++) start[v + 1] += start[v] as number;
  const fill = start.slice(0, n);
  const users = new Uint32Array(start[n] as number);
  const slots = withSlots ? new Int32Array(start[n] as number) : undefined;
  for (let b = 0; b < blocks.length; b++) {
    const ids = (blocks[b] as Block).insts;
    for (let j = 0; j < ids.length; j++) {
      const id = ids[j] as InstId;
      const inst = insts[id] as Inst;
      const operands = inst.operands;
      for (let k = 0; k < operands.length; k++) {
        const at = fill[operands[k] as ValueId]++ as number;
        users[at] = id;
        if (slots !== undefined) slots[at] = k;
      }
      const targets = inst.targets;
      for (let t = 0; t < targets.length; t++) {
        const args = (targets[t] as Edge).args;
        for (let k = 0; k < args.length; k++) {
          const at = fill[args[k] as ValueId]++ as number;
          users[at] = id;
          if (slots !== undefined) slots[at] = -1;
        }
      }
    }
  }
  return slots === undefined ? { start, users } : { start, users, slots };
}

/** Calls `visit` with every attached instruction, in block order (indexed loops, as {@link forEachUse}). */
export function forEachAttached(fn: IrFunction, visit: (inst: InstId) => void): void {
  const blocks = fn.blocks;
  for (let b = 0; b < blocks.length; b++) {
    const ids = (blocks[b] as Block).insts;
    for (let n = 0; n < ids.length; n++) visit(ids[n] as InstId);
  }
}

/** A module: resources and functions. */
export class IrModule {
  readonly globals: GlobalVar[] = [];
  readonly functions: IrFunction[] = [];

  addGlobal(g: GlobalVar): number {
    this.globals.push(g);
    return this.globals.length - 1;
  }

  addFunction(name: string): IrFunction {
    const f = new IrFunction(name);
    this.functions.push(f);
    return f;
  }
}

/**
 * Indices of the helpers the entry function (functions[0]) calls, directly or through other helpers,
 * ascending: the passes may have dropped every call of some.
 */
export function calledHelpers(module: IrModule): number[] {
  const seen = new Set<number>();
  const visit = (fn: IrFunction): void => {
    forEachAttached(fn, (id) => {
      const inst = fn.inst(id);
      const index = inst.imms[0] as number;
      if (inst.op !== 'call' || seen.has(index)) return;
      seen.add(index);
      const callee = module.functions[index];
      if (!callee) throw new RangeError(`call of helper ${index}, which the module lacks`);
      visit(callee);
    });
  };
  const entry = module.functions[0];
  if (entry) visit(entry);
  return [...seen].sort((a, b) => a - b);
}

/**
 * A copy of `fn` sharing nothing mutable with it (the arenas, ids and detached instructions as they
 * are), named `name`; `pcOf` gives each copied instruction's pc.
 */
export function cloneFunction(
  fn: IrFunction,
  name: string = fn.name,
  pcOf: (pc: number | undefined) => number | undefined = (pc) => pc,
): IrFunction {
  const copy = new IrFunction(name);
  copy.workgroupSize = fn.workgroupSize;
  copy.execzRegions = fn.execzRegions;
  for (const b of fn.blocks) copy.blocks.push({ params: b.params.slice(), insts: b.insts.slice() });
  // Value records are replaced, never edited in place (passes/opt-dce.ts renumbers parameters so).
  for (const v of fn.values) copy.values.push(v);
  for (const i of fn.insts) {
    // Every field in the order the builder sets them: one object shape (Inst).
    copy.insts.push({
      op: i.op,
      info: i.info,
      type: i.type,
      operands: i.operands.slice(),
      imms: i.imms,
      constant: i.constant,
      targets: i.targets.map((e) => ({ block: e.block, args: e.args.slice() })),
      result: i.result,
      block: i.block,
      pc: pcOf(i.pc),
    });
  }
  return copy;
}
