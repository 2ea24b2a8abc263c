/**
 * The state of one IR -> SPIR-V emission: the module builder, the IR -> SPIR-V type and constant maps
 * (interned through the builder, so each is declared once), the value map of the function being
 * emitted, and the capabilities and extensions the module turns out to need.
 *
 * Conventions: every IR integer type is an unsigned SPIR-V integer (`OpTypeInt N 0`); signedness is in
 * the opcodes. `i1` is `OpTypeBool`. Pointers are not SPIR-V values here: an IR pointer is a recipe
 * (emit-memory.ts) materialized at each load, store or atomic, so it never has to cross blocks.
 */

import { FloatClasses } from '../ir/float-class.js';
import type { Inst, IrFunction, IrModule, ValueId } from '../ir/function.js';
import { KnownZeros } from '../ir/known-zeros.js';
import { type TypeId, typeDesc } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
import type { SpirvBuilder } from './builder.js';

/**
 * How the guest wave sits on the host: an aligned slice of a compute subgroup (or the whole
 * subgroup), a graphics stage's whole subgroup (lanes past it do not exist), or one invocation.
 */
export type WaveShape = 'slice' | 'subgroup' | 'single';

/** How the IR function is emitted: its stage, launch shape and host subgroup model. */
export interface EmitOptions {
  readonly stage: 'compute' | 'vertex' | 'pixel';
  /** Default 'slice' (compute). */
  readonly waveShape?: WaveShape;
  readonly workgroupSize: readonly [number, number, number];
  /** Guest wave size: the lanes `ballot`/`broadcast` see. */
  readonly waveSize: 32 | 64;
  /**
   * Host subgroup size the pipeline runs with. Must be >= waveSize when wave operations remain (the
   * lowerWaveOps pass removes them otherwise); a larger subgroup holds several waves, each read at its
   * own offset.
   */
  readonly subgroupSize: number;
  /** LDS bytes: the length of workgroup globals that give no element count. */
  readonly ldsBytes: number;
  /**
   * Add the guest-to-host address offset (a u64 push constant at offset 0) to every `ptr_from_addr`
   * address. Default true.
   */
  readonly addressOffset?: boolean;
  /**
   * Float widths whose signed zeros/infinities/NaNs, and whose denormals, the module requires preserved
   * (float-controls execution modes; the guest keeps both). Widths the module does not compute with are
   * left out. Default: none.
   */
  readonly floatControls?: {
    readonly signedZeroInfNanPreserve: readonly (16 | 32 | 64)[];
    readonly denormPreserve: readonly (16 | 32 | 64)[];
  };
  /** SPIR-V version of the module; default 1.3 (Vulkan 1.1+). */
  readonly spirvVersion?: { readonly major: number; readonly minor: number };
  /**
   * Give every structured loop that values leave a second way out, never taken, and read what leaves
   * through phis at its merge (recompiler/host-quirks.ts `guardedLoopExits`, emit-control.ts). Default
   * false.
   */
  readonly guardedLoopExits?: boolean;
}

/** The SPIR-V storage class of each IR address space. */
export const STORAGE_CLASS = {
  function: 'Function',
  workgroup: 'Workgroup',
  storage: 'StorageBuffer',
  physical: 'PhysicalStorageBuffer',
  uniform: 'Uniform',
  push: 'PushConstant',
  input: 'Input',
  output: 'Output',
  image: 'UniformConstant',
} as const;

/** Builtins whose values are floats or booleans (no Flat decoration in a fragment shader). */
const FLOAT_OR_BOOL_BUILTINS = new Set(['FragCoord', 'HelperInvocation', 'FrontFacing', 'PointCoord']);

/** A label being filled: the emitter appends instructions to the function section in order. */
export class EmitContext {
  readonly glsl: number;
  /**
   * IR value -> SPIR-V id at the point being emitted: the ids of the spine segments before the current
   * dispatch state (`spine`, shared, never written here) under the state's own (`ids`, scoped per
   * selection arm, cleared per dispatch state), so a new state starts without copying the spine's.
   * The state's own ids are a table by value id (0: none; SPIR-V ids start at 1), with the values
   * given one listed for clearing: every instruction defines and reads through it.
   */
  private ids = new Int32Array(0);
  private readonly idValues: ValueId[] = [];
  private spine: ReadonlyMap<ValueId, number> = new Map();
  /**
   * While a scope is open, each change to `ids` as (value, previous id or 0) pairs, so closing the
   * scope undoes them: cheaper than copying the map per selection arm.
   */
  private readonly undoLog: number[] = [];
  private openScopes = 0;
  /**
   * Function variables of the values that cross the dispatch loop (emit-control.ts): stored where the
   * value is defined (or by the jumps into a dispatch state, for its parameters), loaded by each state
   * that reads it.
   */
  readonly homes = new Map<ValueId, number>();
  /**
   * The 32-bit word each 64-bit id here was zero-extended from (a wave32 ballot): truncating that id
   * back to 32 bits is the word, defined just before it, so wherever the id is available.
   */
  readonly lowWords = new Map<number, number>();
  /** Entry-block variable declarations (emitted at the top of the function). */
  readonly variables: number[][] = [];
  /** Global (Input) variables listed on the entry point. */
  readonly interfaceIds: number[] = [];
  /** Capabilities used beyond Shader. */
  readonly capabilities = new Set<string>();
  private readonly builtins = new Map<string, number>();
  fn: IrFunction | undefined;

  constructor(
    readonly b: SpirvBuilder,
    readonly module: IrModule,
    readonly options: EmitOptions,
  ) {
    this.glsl = b.id();
    b.emit('imports', 'OpExtInstImport', [this.glsl, 'GLSL.std.450']);
  }

  /** Declares a capability (and its extension, if any) once. */
  need(capability: string, extension?: string): void {
    this.capabilities.add(capability);
    this.b.capability(capability);
    if (extension) this.b.extension(extension);
  }

  /** Appends an instruction with a fresh result id to the function body; returns the id. */
  op(name: string, type: number, ...operands: (number | string | bigint)[]): number {
    const id = this.b.id();
    this.b.emitResult('functions', name, type, id, operands);
    return id;
  }

  /** Components of the vectors built by {@link compose}, by the vector's id. */
  private readonly composites = new Map<number, readonly number[]>();

  /**
   * A vector of `parts`, built only if something reads it whole: an extract of a component reads the
   * part itself ({@link component}), and an unread OpCompositeConstruct is dropped (speculative).
   */
  compose(type: number, parts: readonly number[]): number {
    const id = this.b.id();
    this.b.emitSpeculative('OpCompositeConstruct', type, id, parts);
    this.composites.set(id, parts);
    return id;
  }

  /** Component `index` of vector `id` where {@link compose} built it. */
  component(id: number, index: number): number | undefined {
    return this.composites.get(id)?.[index];
  }

  /** Appends a GLSL.std.450 instruction. */
  ext(instruction: number, type: number, ...operands: number[]): number {
    return this.op('OpExtInst', type, this.glsl, instruction, ...operands);
  }

  /** Appends an instruction without result. */
  effect(name: string, ...operands: (number | string | bigint)[]): void {
    this.b.emit('functions', name, operands);
  }

  /**
   * The label of the block being filled: the parent a branch from here gives an OpPhi (op emitters may
   * have opened blocks of their own since the IR block began).
   */
  current = 0;

  /** A fresh label, placed in the function body. */
  label(id = this.b.id()): number {
    this.b.emit('functions', 'OpLabel', [id]);
    this.current = id;
    return id;
  }

  private readonly typeCache = new Map<TypeId, number>();
  /** Constant ids by IR type and bit pattern. */
  private readonly constCache = new Map<TypeId, Map<bigint, number>>();
  /** Unsigned constant ids by width and value (a number and a bigint of one value may both be there). */
  private readonly uconstCache = new Map<number, Map<bigint | number, number>>();

  /** The SPIR-V type of an IR value type (not pointers: see emit-memory.ts). */
  type(t: TypeId): number {
    let id = this.typeCache.get(t);
    if (id === undefined) {
      id = this.declareType(t);
      this.typeCache.set(t, id);
    }
    return id;
  }

  private declareType(t: TypeId): number {
    const d = typeDesc(t);
    switch (d.kind) {
      case 'void':
        return this.b.intern('OpTypeVoid', []);
      case 'int':
        if (d.bits === 1) return this.b.intern('OpTypeBool', []);
        if (d.bits === 8) this.need('Int8');
        if (d.bits === 16) this.need('Int16');
        if (d.bits === 64) this.need('Int64');
        return this.b.intern('OpTypeInt', [d.bits, 0]);
      case 'float':
        if (d.bits === 16) this.need('Float16');
        if (d.bits === 64) this.need('Float64');
        return this.b.intern('OpTypeFloat', [d.bits]);
      case 'vec':
        return this.b.intern('OpTypeVector', [this.type(d.elem), d.count]);
      case 'ptr':
        throw new InternalError('pointer types are materialized by emit-memory.ts');
    }
  }

  /** The ids of `uint(bits)` by bits, and of `bool` (asked for at most instructions). */
  private readonly uintIds: number[] = [];
  private boolId = 0;

  /** An unsigned integer SPIR-V type of `bits`. */
  uint(bits: 8 | 16 | 32 | 64): number {
    const known = this.uintIds[bits];
    if (known !== undefined) return known;
    if (bits === 8) this.need('Int8');
    if (bits === 16) this.need('Int16');
    if (bits === 64) this.need('Int64');
    const id = this.b.intern('OpTypeInt', [bits, 0]);
    this.uintIds[bits] = id;
    return id;
  }

  get bool(): number {
    if (this.boolId === 0) this.boolId = this.b.intern('OpTypeBool', []);
    return this.boolId;
  }

  /** A constant of IR type `t` from its bit pattern. */
  constant(t: TypeId, bits: bigint): number {
    let byBits = this.constCache.get(t);
    if (byBits === undefined) {
      byBits = new Map();
      this.constCache.set(t, byBits);
    }
    let id = byBits.get(bits);
    if (id === undefined) {
      id = this.declareConstant(t, bits);
      byBits.set(bits, id);
    }
    return id;
  }

  private declareConstant(t: TypeId, bits: bigint): number {
    const d = typeDesc(t);
    if (d.kind === 'int' && d.bits === 1) {
      return this.b.intern(bits & 1n ? 'OpConstantTrue' : 'OpConstantFalse', [this.bool]);
    }
    if (d.kind !== 'int' && d.kind !== 'float') throw new InternalError(`constant of type kind ${d.kind}`);
    const pattern = BigInt.asUintN(d.bits, bits);
    const literal = d.bits === 64 ? pattern : Number(pattern);
    return this.b.intern('OpConstant', [this.type(t), literal]);
  }

  /** An unsigned integer constant. */
  uconst(bits: 8 | 16 | 32 | 64, value: bigint | number): number {
    let byValue = this.uconstCache.get(bits);
    if (byValue === undefined) {
      byValue = new Map();
      this.uconstCache.set(bits, byValue);
    }
    let id = byValue.get(value);
    if (id === undefined) {
      const pattern = BigInt.asUintN(bits, BigInt(value));
      id = this.b.intern('OpConstant', [this.uint(bits), bits === 64 ? pattern : Number(pattern)]);
      byValue.set(value, id);
    }
    return id;
  }

  /** The null constant (all bits zero) of IR type `t`. */
  nullOf(t: TypeId): number {
    return this.b.intern('OpConstantNull', [this.type(t)]);
  }

  /** A composite constant of `count` copies of `scalar` (for vector operands). */
  splat(vectorType: number, scalar: number, count: number): number {
    return this.b.intern('OpConstantComposite', [vectorType, ...new Array<number>(count).fill(scalar)]);
  }

  /** An Input builtin variable's loaded value (loaded at each use; the variable is declared once). */
  builtin(name: string, valueType: number): number {
    let v = this.builtins.get(name);
    if (v === undefined) {
      v = this.b.id();
      const ptrType = this.b.intern('OpTypePointer', ['Input', valueType]);
      this.b.emit('globals', 'OpVariable', [ptrType, v, 'Input']);
      this.b.emit('annotations', 'OpDecorate', [v, 'BuiltIn', name]);
      // Integer fragment inputs must be flat, builtins included (VUID-StandaloneSpirv-Flat-04744).
      if (this.options.stage === 'pixel' && !FLOAT_OR_BOOL_BUILTINS.has(name))
        this.b.emit('annotations', 'OpDecorate', [v, 'Flat']);
      this.builtins.set(name, v);
      this.interfaceIds.push(v);
    }
    return this.op('OpLoad', valueType, v);
  }

  /** The id of `v` at the current point, if it has one. */
  private idOf(v: ValueId): number | undefined {
    const id = v < this.ids.length ? (this.ids[v] as number) : 0;
    return id !== 0 ? id : this.spine.get(v);
  }

  private setId(v: ValueId, id: number | undefined): void {
    // Undoing restores what was visible: an id of the spine's is set again in the state's own table.
    if (this.openScopes > 0) this.undoLog.push(v, this.idOf(v) ?? 0);
    this.store(v, id ?? 0);
  }

  /** Sets the state's own id of `v` (0: none). */
  private store(v: ValueId, id: number): void {
    if (v >= this.ids.length) {
      const grown = new Int32Array(Math.max(v + 1, this.ids.length * 2));
      grown.set(this.ids);
      this.ids = grown;
    }
    if (this.ids[v] === 0 && id !== 0) this.idValues.push(v);
    this.ids[v] = id;
  }

  /**
   * Drops every id but `kept`'s (a new dispatch segment: only the spine segments before it dominate
   * it; no scope may be open). `kept` is shared, not copied: it must not change while in use.
   */
  forgetAll(kept?: ReadonlyMap<ValueId, number>): void {
    if (this.openScopes > 0) throw new InternalError('forgetAll inside a scope');
    for (const v of this.idValues) this.ids[v] = 0;
    this.idValues.length = 0;
    this.spine = kept ?? new Map();
  }

  /** The ids valid at the current point (a spine segment's end: valid in everything after it). */
  knownIds(): Map<ValueId, number> {
    const ids = new Map(this.spine);
    for (const v of this.idValues) {
      const id = this.ids[v] as number;
      if (id !== 0) ids.set(v, id);
    }
    return ids;
  }

  /** Opens a scope whose id changes {@link closeScope} undoes (ids of a selection arm do not dominate its merge). */
  openScope(): number {
    this.openScopes++;
    return this.undoLog.length;
  }

  /** Undoes the id changes since `mark` (from {@link openScope}). */
  closeScope(mark: number): void {
    const log = this.undoLog;
    while (log.length > mark) {
      const previous = log.pop() as number;
      const v = log.pop() as ValueId;
      this.store(v, previous);
    }
    this.openScopes--;
  }

  /**
   * Gives `v` the id `id` from here on without storing it to its home: the phi after a loop that stands
   * for a value of the loop's last trip (emit-control.ts).
   */
  rebind(v: ValueId, id: number): void {
    this.setId(v, id);
  }

  /** The SPIR-V id of IR value `v` where it is already defined at the current point (no home load). */
  defined(v: ValueId): number | undefined {
    return this.idOf(v);
  }

  /** The SPIR-V id of IR value `v` at the current point (loading it from its home if it crosses the dispatch loop). */
  value(v: ValueId): number {
    const known = this.idOf(v);
    if (known !== undefined) return known;
    const home = this.homes.get(v);
    if (home === undefined) throw new InternalError(`IR value %${v} used before its definition`);
    const id = this.op('OpLoad', this.type(this.irFn.typeOf(v)), home);
    this.setId(v, id);
    return id;
  }

  /** Records the SPIR-V id of IR value `v` (storing it to its home when it crosses the dispatch loop). */
  define(v: ValueId, id: number): void {
    this.setId(v, id);
    const home = this.homes.get(v);
    if (home !== undefined) this.effect('OpStore', home, id);
  }

  /** Starts emitting `fn`: the ids, homes and variables of the previous function do not carry over. */
  beginFunction(fn: IrFunction): void {
    this.fn = fn;
    this.zeros = undefined;
    this.floats = undefined;
    this.forgetAll();
    if (this.ids.length < fn.values.length) this.ids = new Int32Array(fn.values.length);
    this.homes.clear();
    this.lowWords.clear();
    this.variables.length = 0;
  }

  /** SPIR-V ids of the module's functions, by index (a `call` names its helper by index). */
  functionIds: readonly number[] = [];

  private zeros: KnownZeros | undefined;

  /** The known zero bits of IR value `v` of the function being emitted (ir/known-zeros.ts). */
  knownZeros(v: ValueId): bigint {
    this.zeros ??= new KnownZeros(this.irFn);
    return this.zeros.of(v);
  }

  private floats: FloatClasses | undefined;

  /** Float facts of the function being emitted (ir/float-class.ts), made at the first question. */
  get floatClasses(): FloatClasses {
    this.floats ??= new FloatClasses(this.irFn);
    return this.floats;
  }

  get irFn(): IrFunction {
    if (!this.fn) throw new InternalError('no function is being emitted');
    return this.fn;
  }

  /** The IR type of an instruction's operand. */
  operandType(inst: Inst, index: number): TypeId {
    return this.irFn.typeOf(inst.operands[index] as ValueId);
  }
}
