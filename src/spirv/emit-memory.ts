/**
 * Pointers and memory access. An IR pointer value is kept as a *recipe* (which variable, which guest
 * address, which indices, all as IR values) and materialized into a SPIR-V pointer at each load, store
 * or atomic, so pointers never cross blocks as SPIR-V values (logical pointers cannot be stored).
 *
 * Address spaces: `function` -> Function variables (`var`); `workgroup` globals -> a Workgroup array of
 * `count` elements (the IR pointer names element 0); `storage` globals -> a StorageBuffer block holding
 * a runtime array; `physical` -> `OpConvertUToPtr` to a PhysicalStorageBuffer pointer, after adding the
 * guest-to-host offset push constant. `access (p, i, j...)`: `i` is a signed element offset from `p`
 * (pointer arithmetic over an array of the pointee), `j...` select vector components.
 *
 * Physical accesses carry `Aligned` with the natural alignment of the accessed scalar (the component
 * size for vectors): a rule that reads a 64-bit value from a 4-aligned guest address must use a
 * 2 x i32 type, not i64. `ptr_from_aligned_addr` states more (a vec4 access at a 16-aligned address).
 */
import type { Inst, IrFunction, StageIo, ValueId } from '../ir/function.js';
import { bitWidth, F32, scalarOf, type TypeId, typeDesc } from '../ir/types.js';
import { InternalError, RecompileError } from '../util/errors.js';
import { type EmitContext, STORAGE_CLASS } from './emit-context.js';

/** How an IR pointer value is obtained. */
export type PtrRecipe =
  | { readonly kind: 'var'; readonly id: number; readonly pointee: TypeId }
  | { readonly kind: 'global'; readonly index: number; readonly pointee: TypeId }
  | {
      readonly kind: 'phys';
      readonly addr: ValueId;
      readonly pointee: TypeId;
      /** Bytes the address is known to be a multiple of (ptr_from_aligned_addr), beyond the natural. */
      readonly align?: number;
    }
  | {
      readonly kind: 'access';
      readonly base: PtrRecipe;
      readonly offset: ValueId | undefined;
      readonly components: readonly ValueId[];
      readonly pointee: TypeId;
    };

/** A materialized pointer. */
export interface Pointer {
  readonly id: number;
  readonly storage: string;
  /** Natural alignment for Aligned memory operands (physical only). */
  readonly align: number;
  /**
   * The SPIR-V type of the pointee when it is not the IR's (a signed-integer stage output): loads and
   * stores bitcast between the two.
   */
  readonly valueType?: number;
}

/**
 * The push constant block, when a module reads it: the host address of guest address 0 (added to every
 * guest address), two zeros the host compiler cannot see through (IR `opaque_zero [0]`, `[1]`) and the
 * guest address of the sink (IR `sink_address`).
 */
export const PUSH_MEMBERS = [
  { name: 'addressOffset', offset: 0, type: 'u64' },
  { name: 'opaqueZero0', offset: 8, type: 'u32' },
  { name: 'opaqueZero1', offset: 12, type: 'u32' },
  { name: 'sinkAddress', offset: 16, type: 'u64' },
] as const;

/** Bytes of the push constant block. */
export const PUSH_BYTES = 24;

/** The member index of the sink's address in PUSH_MEMBERS. */
const SINK_MEMBER = 3;

/** Memory facts of one emission: recipes by IR value, declared globals, the push constant block. */
export class MemoryState {
  readonly recipes = new Map<ValueId, PtrRecipe>();
  private readonly globalVars = new Map<number, number>();
  private pushVar: number | undefined;
  /** Global variables declared (workgroup, storage, push constants), for 1.4+ entry point interfaces. */
  readonly globalIds: number[] = [];
  constructor(private readonly c: EmitContext) {}

  /** Records the recipe of an instruction yielding a pointer. */
  record(inst: Inst): void {
    const pointee = pointeeOf(inst.type);
    const result = inst.result as ValueId;
    switch (inst.op) {
      case 'var': {
        const id = this.c.b.id();
        const ptrType = this.c.b.intern('OpTypePointer', ['Function', this.c.type(pointee)]);
        this.c.variables.push([ptrType, id]);
        this.recipes.set(result, { kind: 'var', id, pointee });
        return;
      }
      case 'global':
        this.recipes.set(result, { kind: 'global', index: inst.imms[0] as number, pointee });
        return;
      case 'ptr_from_addr':
        this.recipes.set(result, { kind: 'phys', addr: inst.operands[0] as ValueId, pointee });
        return;
      case 'ptr_from_aligned_addr':
        this.recipes.set(result, {
          kind: 'phys',
          addr: inst.operands[0] as ValueId,
          pointee,
          align: inst.imms[0] as number,
        });
        return;
      case 'access': {
        const base = this.recipe(inst.operands[0] as ValueId);
        const [offset, ...components] = inst.operands.slice(1);
        this.recipes.set(result, { kind: 'access', base, offset, components, pointee });
        return;
      }
      default:
        throw new InternalError(`${inst.op} yields a pointer the emitter does not model`);
    }
  }

  recipe(v: ValueId): PtrRecipe {
    const r = this.recipes.get(v);
    if (!r) throw new InternalError(`pointer %${v} has no recipe (pointers cannot be block parameters)`);
    return r;
  }

  private readonly cache = new Map<ValueId, Pointer>();

  /** Forgets materialized pointers (at the start of each straight-line segment). */
  resetSegment(): void {
    this.cache.clear();
  }

  /** Materializes the pointer of IR value `v` at the current point (once per segment). */
  pointer(v: ValueId): Pointer {
    let p = this.cache.get(v);
    if (!p) {
      p = this.materialize(v);
      this.cache.set(v, p);
    }
    return p;
  }

  private materialize(v: ValueId): Pointer {
    const r = this.recipe(v);
    const flat = flatten(r);
    const c = this.c;
    const pointee = c.type(r.pointee);
    const root = flat.root;
    switch (root.kind) {
      case 'var': {
        if (flat.offsets.length > 0) throw new InternalError('pointer arithmetic on a function variable');
        if (flat.components.length === 0) return { id: root.id, storage: 'Function', align: 0 };
        const type = c.b.intern('OpTypePointer', ['Function', pointee]);
        const id = c.op('OpAccessChain', type, root.id, ...flat.components.map((x) => c.value(x)));
        return { id, storage: 'Function', align: 0 };
      }
      case 'global': {
        const g = c.module.globals[root.index];
        if (!g) throw new InternalError(`no global @${root.index}`);
        const space = typeDesc(g.type).kind === 'ptr' ? (typeDesc(g.type) as { space: string }).space : '';
        const storage = STORAGE_CLASS[space as keyof typeof STORAGE_CLASS];
        const variable = this.globalVariable(root.index);
        const type = c.b.intern('OpTypePointer', [storage, pointee]);
        // A PerVertexKHR input is an array of the primitive's vertices: the element offset selects one.
        if (g.io?.perVertex) {
          const vertex = this.sumOffsets(flat.offsets, 32);
          const id = c.op('OpAccessChain', type, variable, vertex, ...flat.components.map((x) => c.value(x)));
          return { id, storage, align: 0 };
        }
        // Other stage inputs and outputs are single variables, not arrays: only components select.
        if (g.io) {
          // The element offset is 0 by construction (the stage-io rules index components only).
          const valueType = g.io.signed ? this.signedType(r.pointee) : undefined;
          const at = valueType === undefined ? {} : { valueType };
          if (flat.components.length === 0) return { id: variable, storage, align: 0, ...at };
          const ptrType = valueType === undefined ? type : c.b.intern('OpTypePointer', [storage, valueType]);
          const id = c.op('OpAccessChain', ptrType, variable, ...flat.components.map((x) => c.value(x)));
          return { id, storage, align: 0, ...at };
        }
        const index = this.sumOffsets(flat.offsets, 32);
        const chain = space === 'storage' ? [c.uconst(32, 0), index] : [index];
        const id = c.op('OpAccessChain', type, variable, ...chain, ...flat.components.map((x) => c.value(x)));
        return { id, storage, align: 0 };
      }
      case 'phys': {
        let addr = c.value(root.addr);
        if (flat.offsets.length > 0) {
          const bytes = BigInt(bitWidth(root.pointee) / 8);
          const off = this.sumOffsets(flat.offsets, 64);
          const scaled = c.op('OpIMul', c.uint(64), off, c.uconst(64, bytes));
          addr = c.op('OpIAdd', c.uint(64), addr, scaled);
        }
        if (c.options.addressOffset !== false) addr = c.op('OpIAdd', c.uint(64), addr, this.addressOffset());
        c.need('PhysicalStorageBufferAddresses', 'SPV_KHR_physical_storage_buffer');
        const rootType = c.b.intern('OpTypePointer', ['PhysicalStorageBuffer', c.type(root.pointee)]);
        let id = c.op('OpConvertUToPtr', rootType, addr);
        if (flat.components.length > 0) {
          const type = c.b.intern('OpTypePointer', ['PhysicalStorageBuffer', pointee]);
          id = c.op('OpAccessChain', type, id, ...flat.components.map((x) => c.value(x)));
        }
        if (typeDesc(scalarOf(r.pointee)).kind === 'int' && bitWidth(scalarOf(r.pointee)) === 1)
          throw new InternalError('i1 in guest memory');
        this.noteStorageWidth(r.pointee, 'physical');
        // A stated alignment holds for the root address only, not for an element or component of it.
        const natural = bitWidth(scalarOf(r.pointee)) / 8;
        const stated = flat.offsets.length === 0 && flat.components.length === 0 ? (root.align ?? 0) : 0;
        return { id, storage: 'PhysicalStorageBuffer', align: Math.max(natural, stated) };
      }
      case 'access':
        throw new InternalError('unflattened access');
    }
  }

  /** Sum of the element offsets as a `bits`-wide unsigned value (each sign-extended). */
  private sumOffsets(offsets: readonly ValueId[], bits: 32 | 64): number {
    const c = this.c;
    let sum: number | undefined;
    for (const o of offsets) {
      const width = bitWidth(c.irFn.typeOf(o));
      let id = c.value(o);
      if (width !== bits) id = c.op('OpSConvert', c.uint(bits), id);
      sum = sum === undefined ? id : c.op('OpIAdd', c.uint(bits), sum, id);
    }
    return sum ?? c.uconst(bits, 0);
  }

  /** The u64 guest-to-host offset from the push constant block. */
  private addressOffset(): number {
    return this.pushMember(0, 64);
  }

  /** A u32 0 of the push constant block, which the host compiler cannot fold (IR `opaque_zero [i]`). */
  opaqueZero(index: number): number {
    return this.pushMember(1 + index, 32);
  }

  /** The u64 guest address of the sink (IR `sink_address`). */
  sinkAddress(): number {
    return this.pushMember(SINK_MEMBER, 64);
  }

  /** Push constant members loaded in the current function's entry block, by member index. */
  private readonly entryMembers = new Map<number, number>();

  /**
   * Loads once, in `fn`'s entry block (which dominates every use), the push constant members its
   * instructions read: the opaque zeros it names, the sink and the address offset of its physical
   * pointers.
   */
  loadPushMembers(fn: IrFunction): void {
    this.entryMembers.clear();
    const members = new Map<number, 32 | 64>();
    for (const block of fn.blocks) {
      for (const i of block.insts) {
        const inst = fn.inst(i);
        if (inst.op === 'opaque_zero') members.set(1 + (inst.imms[0] as number), 32);
        else if (inst.op === 'sink_address') members.set(SINK_MEMBER, 64);
        else if (
          (inst.op === 'ptr_from_addr' || inst.op === 'ptr_from_aligned_addr') &&
          this.c.options.addressOffset !== false
        )
          members.set(0, 64);
      }
    }
    for (const [index, bits] of [...members].sort((a, b) => a[0] - b[0]))
      this.entryMembers.set(index, this.pushMember(index, bits));
  }

  /** Member `index` of the push constant block: loaded at the function's entry, or here. */
  private pushMember(index: number, bits: 32 | 64): number {
    const known = this.entryMembers.get(index);
    if (known !== undefined) return known;
    const c = this.c;
    if (this.pushVar === undefined) {
      const block = c.b.intern(
        'OpTypeStruct',
        PUSH_MEMBERS.map((m) => c.uint(m.type === 'u64' ? 64 : 32)),
      );
      c.b.emit('annotations', 'OpDecorate', [block, 'Block']);
      c.b.emit('debug', 'OpName', [block, 'PushConstants']);
      PUSH_MEMBERS.forEach((m, i) => {
        c.b.emit('annotations', 'OpMemberDecorate', [block, i, 'Offset', m.offset]);
        c.b.emit('debug', 'OpMemberName', [block, i, m.name]);
      });
      const ptrType = c.b.intern('OpTypePointer', ['PushConstant', block]);
      this.pushVar = c.b.id();
      c.b.emit('globals', 'OpVariable', [ptrType, this.pushVar, 'PushConstant']);
      this.globalIds.push(this.pushVar);
    }
    const memberPtr = c.b.intern('OpTypePointer', ['PushConstant', c.uint(bits)]);
    const p = c.op('OpAccessChain', memberPtr, this.pushVar, c.uconst(32, index));
    return c.op('OpLoad', c.uint(bits), p);
  }

  /** Whether the module reads the push constant block. */
  get usesPushConstants(): boolean {
    return this.pushVar !== undefined;
  }

  /** Declares module global `index` once. */
  private globalVariable(index: number): number {
    const known = this.globalVars.get(index);
    if (known !== undefined) return known;
    const c = this.c;
    const g = c.module.globals[index] as NonNullable<(typeof c.module.globals)[number]>;
    const d = typeDesc(g.type);
    if (d.kind !== 'ptr') throw new InternalError(`global ${g.name} is not a pointer`);
    // Stage variables type themselves (a distance array is no IR type); the rest hold d.pointee.
    const elem = d.space === 'input' || d.space === 'output' ? 0 : c.type(d.pointee);
    const id = c.b.id();
    if (d.space === 'workgroup') {
      const bytes = bitWidth(d.pointee) / 8;
      const count = g.count ?? Math.floor(c.options.ldsBytes / bytes);
      if (count <= 0) {
        throw new RecompileError(
          0,
          '<program>',
          `the program uses LDS (${g.name}) but the launch gives 0 LDS bytes`,
        );
      }
      const array = c.b.intern('OpTypeArray', [elem, c.uconst(32, count)]);
      const ptrType = c.b.intern('OpTypePointer', ['Workgroup', array]);
      c.b.emit('globals', 'OpVariable', [ptrType, id, 'Workgroup']);
    } else if (d.space === 'storage') {
      const array = c.b.intern('OpTypeRuntimeArray', [elem]);
      const block = c.b.intern('OpTypeStruct', [array]);
      if (!this.decorated.has(array)) {
        this.decorated.add(array);
        c.b.emit('annotations', 'OpDecorate', [array, 'ArrayStride', bitWidth(d.pointee) / 8]);
        c.b.emit('annotations', 'OpDecorate', [block, 'Block']);
        c.b.emit('annotations', 'OpMemberDecorate', [block, 0, 'Offset', 0]);
      }
      const ptrType = c.b.intern('OpTypePointer', ['StorageBuffer', block]);
      c.b.emit('globals', 'OpVariable', [ptrType, id, 'StorageBuffer']);
      c.b.emit('annotations', 'OpDecorate', [id, 'DescriptorSet', g.binding?.set ?? 0]);
      c.b.emit('annotations', 'OpDecorate', [id, 'Binding', g.binding?.binding ?? 0]);
      this.noteStorageWidth(d.pointee, 'storage');
    } else if ((d.space === 'input' || d.space === 'output') && g.io) {
      this.stageVariable(id, d.space, d.pointee, g.io);
    } else {
      throw new InternalError(`globals in the ${d.space} space are not emitted`);
    }
    c.b.emit('debug', 'OpName', [id, g.name]);
    this.globalVars.set(index, id);
    if (!g.io) this.globalIds.push(id);
    return id;
  }

  /** The signed-integer SPIR-V type of an integer IR type (vectors too): a SINT target's output. */
  private signedType(t: TypeId): number {
    const d = typeDesc(t);
    const sint = this.c.b.intern('OpTypeInt', [32, 1]);
    return d.kind === 'vec' ? this.c.b.intern('OpTypeVector', [sint, d.count]) : sint;
  }

  /** A stage input or output, bound by BuiltIn or Location; listed on the entry point in any version. */
  private stageVariable(id: number, space: 'input' | 'output', irElem: TypeId, io: StageIo): void {
    const c = this.c;
    let elem: number;
    if (io.builtin === 'ClipDistance' || io.builtin === 'CullDistance') {
      // SPIR-V wants an array of f32; the IR's vector of the same elements (possibly of one, which
      // SPIR-V has no vector for) is indexed the same way.
      const d = typeDesc(irElem);
      elem = c.b.intern('OpTypeArray', [c.type(F32), c.uconst(32, d.kind === 'vec' ? d.count : 1)]);
      c.need(io.builtin);
    } else {
      elem = io.signed ? this.signedType(irElem) : c.type(irElem);
    }
    // Layer and ViewportIndex written before rasterization: SPIR-V 1.5's capabilities, which Vulkan 1.2
    // allows with shaderOutputLayer / shaderOutputViewportIndex (emit-module.ts picks the version).
    if (space === 'output' && io.builtin === 'Layer') c.need('ShaderLayer');
    if (space === 'output' && io.builtin === 'ViewportIndex') c.need('ShaderViewportIndex');
    if (io.perVertex || io.builtin === 'BaryCoordKHR' || io.builtin === 'BaryCoordNoPerspKHR')
      c.need('FragmentBarycentricKHR', 'SPV_KHR_fragment_shader_barycentric');
    if (io.perVertex) elem = c.b.intern('OpTypeArray', [elem, c.uconst(32, 3)]);
    const storage = space === 'input' ? 'Input' : 'Output';
    c.b.emit('globals', 'OpVariable', [c.b.intern('OpTypePointer', [storage, elem]), id, storage]);
    if (io.builtin !== undefined) c.b.emit('annotations', 'OpDecorate', [id, 'BuiltIn', io.builtin]);
    if (io.location !== undefined) c.b.emit('annotations', 'OpDecorate', [id, 'Location', io.location]);
    if (io.index !== undefined) c.b.emit('annotations', 'OpDecorate', [id, 'Index', io.index]);
    if (io.perVertex) c.b.emit('annotations', 'OpDecorate', [id, 'PerVertexKHR']);
    if (io.interpolation === 'flat') c.b.emit('annotations', 'OpDecorate', [id, 'Flat']);
    if (io.interpolation === 'noperspective') c.b.emit('annotations', 'OpDecorate', [id, 'NoPerspective']);
    if (io.sampling === 'centroid') c.b.emit('annotations', 'OpDecorate', [id, 'Centroid']);
    if (io.sampling === 'sample') {
      c.need('SampleRateShading');
      c.b.emit('annotations', 'OpDecorate', [id, 'Sample']);
    }
    if (io.builtin === 'FragDepth') this.writesDepth = true;
    c.interfaceIds.push(id);
  }

  /** Whether the module writes FragDepth (the entry point then declares DepthReplacing). */
  writesDepth = false;

  private readonly decorated = new Set<number>();

  /** 8- and 16-bit data in buffers need the storage capabilities. */
  private noteStorageWidth(pointee: TypeId, _space: string): void {
    const bits = bitWidth(scalarOf(pointee));
    if (bits === 8) this.c.need('StorageBuffer8BitAccess', 'SPV_KHR_8bit_storage');
    if (bits === 16) this.c.need('StorageBuffer16BitAccess', 'SPV_KHR_16bit_storage');
  }

  /** The memory operands of an access through `p`. */
  memoryOperands(p: Pointer): (string | number)[] {
    return p.storage === 'PhysicalStorageBuffer' ? ['Aligned', p.align] : [];
  }
}

/** The pointee type of a pointer type. */
export function pointeeOf(t: TypeId): TypeId {
  const d = typeDesc(t);
  if (d.kind !== 'ptr') throw new InternalError('not a pointer type');
  return d.pointee;
}

/** The root of an access chain, the element offsets along it and the trailing component indices. */
function flatten(r: PtrRecipe): { root: PtrRecipe; offsets: ValueId[]; components: ValueId[] } {
  if (r.kind !== 'access') return { root: r, offsets: [], components: [] };
  const inner = flatten(r.base);
  if (inner.components.length > 0) {
    if (r.offset !== undefined) throw new InternalError('pointer arithmetic on a vector component');
    return { root: inner.root, offsets: inner.offsets, components: [...inner.components, ...r.components] };
  }
  return {
    root: inner.root,
    offsets: r.offset === undefined ? inner.offsets : [...inner.offsets, r.offset],
    components: [...r.components],
  };
}
