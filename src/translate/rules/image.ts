/**
 * MIMG rules: image_load(_mip), image_store(_mip), the 32-bit image atomics and image_get_resinfo,
 * with dmask, d16, a16 and NSA, on 1D, 2D, 3D, cube, array and MSAA images (image-resource.ts binds
 * them; an MSAA address ends with the sample, which the host image's Sample operand takes);
 * sampling and gathers are image-sample.ts. The semantics are the reference executor's
 * (reference/semantics/image.ts): texels convert with the guest format's exact conversions, DST_SEL
 * applies to loads only, d16 results pack two per dword with a zero high half when the count is odd.
 *
 * The _mip opcodes address every level of the view: each level is its own binding, and the level the
 * lane's mip component names is accessed (the others' guards are false). The other opcodes address
 * BASE_LEVEL of a one-level view.
 *
 * Addresses outside the view (which the executor refuses: the ISA does not say what they do) read 0,
 * drop stores and make atomics return 0 without effect, so the host never accesses outside an image.
 * image_get_resinfo needs no binding: the sizes are computed from the T# (constants of a known T#,
 * per lane only through the mip level).
 *
 * A T# read at run time from a constant address (image-dynamic.ts) is bound by location: its sizes,
 * BASE_ARRAY and DST_SEL come from the dwords the program loaded, the _mip opcodes address the levels
 * the request pins (one binding each), the others BASE_LEVEL; image_get_resinfo computes its answers
 * from the dwords (no binding).
 *
 * A null T# (FORMAT INVALID) is answered by image-null.ts: loads read DST_SEL constants, stores are
 * dropped, atomics and resinfo are refused.
 *
 * Refused at recompile time (besides image-resource.ts): DST_SEL reserved or naming a component the
 * format lacks (for a channel the dmask reads), d16 with 32-bit components, stores whose dmask misses
 * a component of the format, atomics other than on one 32-bit component with dmask 0x1 (0x3 for
 * compare-swap), resinfo of array views with BASE_ARRAY and of channels the executor leaves
 * unspecified (w of MSAA images among them). Every other MIMG opcode is refused by name with what it lacks.
 */

import type { ValueId } from '../../ir/function.js';
import { ATOMIC } from '../../ir/ops.js';
import { I1, I32, vec } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import type { ImageType } from '../../isa/tables/image-descriptor.js';
import { MIMG_ROWS } from '../../isa/tables/mimg.js';
import type { TranslationContext } from '../context.js';
import { MEMORY_ATOMICS } from './buffer.js';
import { encode, encode16, type Format } from './buffer-convert.js';
import {
  dynamicBaseLevel,
  dynamicChannels,
  dynamicFormatOf,
  dynamicGlobal,
  dynamicLevelSize,
  dynamicLevels,
  dynamicTexel,
  dynamicView,
  type ImageDescriptor,
  imageDescriptor,
  texelOnly,
} from './image-dynamic.js';
import { nullLoad } from './image-null.js';
import {
  addressComponents,
  coordCount,
  type HostTexel,
  hasLodComponent,
  imageGlobal,
  integerTexel,
  levelSize,
  sampleCount,
  texelOperands,
  viewTexel,
} from './image-resource.js';
import { IMAGE_SAMPLE_RULES } from './image-sample.js';
import { channelDecoder, dmaskChannels, readTexel, texelDwords, writeResults } from './image-texel.js';
import {
  type AtomicKind,
  atomicOperands,
  atomicUpdate,
  k32,
  literal,
  operandOf,
  when,
  writeDwords,
} from './memory-common.js';
import type { RuleTable, TranslateRule } from './rule.js';

/** One mip level an access may address: its binding, the lane's texel there, and the lanes it takes. */
interface LevelAccess {
  readonly global: number;
  readonly texel: HostTexel;
  readonly lanes: ValueId;
}

/**
 * The T# of an access and a format of its texel's size (the T#'s own when known; for a T# bound by
 * location a stand-in of the pinned size, its FORMAT being read at run time).
 */
interface Access {
  readonly descriptor: ImageDescriptor;
  readonly texel: Format;
  readonly levels: LevelAccess[];
}

/**
 * The T# and, per mip level the instruction may address (every level of the view for the _mip
 * opcodes, BASE_LEVEL otherwise), the bound image and the lane's texel; undefined while deferred. A
 * T# bound by location (image-dynamic.ts) has the levels its pin names, their sizes read at run time.
 */
function texelAccess(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  descriptor: KnownDescriptor,
): Access {
  const n = coordCount(inst);
  const mip = hasLodComponent(inst);
  if ('dynamic' in descriptor) {
    // Every level of the pinned view for the _mip opcodes (sizes from the loaded dwords), else BASE_LEVEL.
    const image = descriptor.dynamic;
    const comps = addressComponents(t, inst, ops, n + (mip ? 1 : 0));
    const view = dynamicView(t, image);
    const base = dynamicBaseLevel(t, image);
    const levels: LevelAccess[] = [];
    for (let k = 0; k < (mip ? image.levels : 1); k++) {
      const size = k === 0 ? view.size : dynamicLevelSize(t, image, t.b.value('iadd', I32, base, k32(t, k)));
      const named = mip ? t.b.value('icmp.eq', I1, comps[n] as ValueId, k32(t, k)) : undefined;
      const texel = viewTexel(t, { ...view, size }, comps, named);
      const lanes = t.b.value('and', I1, t.active(), texel.inRange);
      levels.push({ global: dynamicGlobal(t, image, k), texel, lanes });
    }
    return { descriptor, texel: texelOnly(image), levels };
  }
  const image = descriptor.known;
  const r = image.rsrc;
  // An MSAA view has one level (LAST_LEVEL is its sample count's log2).
  const last = mip && sampleCount(r) === 1 ? Math.max(r.lastLevel, r.baseLevel) : r.baseLevel;
  const comps = addressComponents(t, inst, ops, n + (mip ? 1 : 0));
  const levels: LevelAccess[] = [];
  for (let level = r.baseLevel; level <= last; level++) {
    const global = imageGlobal(t, image, level, mip);
    const texel = integerTexel(t, image, comps, mip ? comps[n] : undefined, level);
    levels.push({ global, texel, lanes: t.b.value('and', I1, t.active(), texel.inRange) });
  }
  return { descriptor, texel: image.format, levels };
}

/** A T# with texels: known, or bound by location. */
type KnownDescriptor = Exclude<ImageDescriptor, { readonly null: unknown }>;

const load: TranslateRule = (t, inst, ops) => {
  const descriptor = imageDescriptor(t, inst, ops);
  if (!descriptor) return;
  if ('null' in descriptor) return nullLoad(t, inst, ops, descriptor.null);
  const access = texelAccess(t, inst, ops, descriptor);
  const { texel: format, levels } = access;
  const d16 = inst.fields.d16 === 1;
  const channels = dmaskChannels(inst.fields.dmask as number);
  const types = channels.map(() => I32);
  let values = channels.map(() => k32(t, 0));
  const fetch = (level: LevelAccess): ValueId[] =>
    texelDwords(t, { format }, readTexel(t, level.global, level.texel));
  if ('dynamic' in descriptor) {
    const f = dynamicFormatOf(t, descriptor.dynamic);
    for (const level of levels) {
      const read = (): ValueId[] => dynamicChannels(t, descriptor.dynamic, f, channels, d16, fetch(level));
      values = when(t, level.lanes, types, read, values);
    }
    writeResults(t, ops, values, d16);
    return;
  }
  const decoder = channelDecoder(t, descriptor.known, channels, d16);
  const [only] = levels;
  if (!decoder.fetched) values = decoder.decode([]);
  else if (levels.length === 1 && only !== undefined && literal(t, only.lanes) === undefined) {
    // One level: lanes out of range or out of EXEC read the level's first texel instead, without a
    // branch (which cost lavapipe an if per read), and keep their values.
    const read = decoder.decode(fetch({ ...only, texel: texelOrFirst(t, only.lanes, only.texel) }));
    values = read.map((v, i) => t.b.value('select', I32, only.lanes, v, values[i] as ValueId));
  }
  // Each level the lane's mip names replaces the values (at most one level is in range).
  else
    for (const l of levels) {
      const read = (): ValueId[] => decoder.decode(fetch(l));
      values = when(t, l.lanes, types, read, values);
    }
  writeResults(t, ops, values, d16);
};

/**
 * `texel` where `lanes` holds, else texel 0 of its level (every bound image has it): a read of it is
 * safe on every lane, as `sinkUnless` makes a memory access (memory-common.ts).
 */
function texelOrFirst(t: TranslationContext, lanes: ValueId, texel: HostTexel): HostTexel {
  const zero = k32(t, 0);
  const pick = (v: ValueId): ValueId => t.b.value('select', I32, lanes, v, zero);
  return {
    x: pick(texel.x),
    y: pick(texel.y),
    z: pick(texel.z),
    ...(texel.sample !== undefined ? { sample: pick(texel.sample) } : {}),
    inRange: texel.inRange,
  };
}

/** The store's values by dmask slot: 32-bit, or (d16) the 16-bit halves, x low. */
function storeSlots(t: TranslationContext, ops: readonly Operand[], count: number, d16: boolean): ValueId[] {
  const vdata = operandOf(t, ops, 'vdata', 'src');
  return Array.from({ length: count }, (_, slot) => {
    if (!d16) return t.readLane32(vdata, slot);
    return t.b.value('ubfe', I32, t.readLane32(vdata, slot >> 1), k32(t, 16 * (slot & 1)), k32(t, 16));
  });
}

const store: TranslateRule = (t, inst, ops) => {
  const descriptor = imageDescriptor(t, inst, ops);
  // A store through a null T# is dropped (image-null.ts).
  if (!descriptor || 'null' in descriptor) return;
  const { levels } = texelAccess(t, inst, ops, descriptor);
  const d16 = inst.fields.d16 === 1;
  const dmask = inst.fields.dmask as number;
  const channels = dmaskChannels(dmask);
  let value: ValueId;
  let supplied: ValueId | undefined;
  if ('dynamic' in descriptor) {
    const f = dynamicFormatOf(t, descriptor.dynamic);
    ({ value, supplied } = dynamicTexel(t, f, dmask, storeSlots(t, ops, channels.length, d16), d16));
  } else {
    const fmt = descriptor.known.format;
    const m = fmt.bits.length;
    if ((dmask & ((1 << m) - 1)) !== (1 << m) - 1) {
      throw t.refuse(
        `store with dmask 0x${dmask.toString(16)} to ${fmt.name}: missing components are not specified`,
      );
    }
    if (d16 && fmt.bits.includes(32))
      throw t.refuse(`${fmt.name} has 32-bit components, which have no d16 form`);
    const slots = storeSlots(t, ops, channels.length, d16);
    const words: ValueId[] = [0, 1, 2, 3].map(() => k32(t, 0));
    fmt.bits.forEach((w, i) => {
      const slot = slots[channels.indexOf(i)] as ValueId;
      const raw = d16 ? encode16(t, slot, w, fmt.number) : encode(t, slot, w, fmt.number);
      const shift = fmt.shifts[i] as number;
      const d = shift >> 5;
      const placed = shift & 31 ? t.b.value('shl', I32, raw, k32(t, shift & 31)) : raw;
      words[d] = t.b.value('or', I32, words[d] as ValueId, placed);
    });
    value = t.b.value('compose', vec(I32, 4), ...words);
  }
  for (const { global, texel, lanes } of levels) {
    const write = (): ValueId[] => {
      t.b.effect('image_write', [...texelOperands(texel), value], { imms: [global] });
      return [];
    };
    when(t, supplied ? t.b.value('and', I1, lanes, supplied) : lanes, [], write, []);
  }
};

/** An IR image atomic (direct, compare-exchange, or a compare-exchange loop); returns the old value. */
function imageAtomicOp(
  t: TranslationContext,
  global: number,
  p: HostTexel,
  kind: AtomicKind,
  a: ValueId,
  b: ValueId | undefined,
): ValueId {
  const at = texelOperands(p);
  if (ATOMIC.includes(kind as (typeof ATOMIC)[number]) && kind !== 'inc' && kind !== 'dec')
    return t.b.emit(`image_atomic.${kind as (typeof ATOMIC)[number]}`, I32, [...at, a], { imms: [global] })
      .result as ValueId;
  const cmpxchg = (cmp: ValueId, next: ValueId): ValueId =>
    t.b.emit('image_atomic_cmpxchg', I32, [...at, cmp, next], { imms: [global] }).result as ValueId;
  if (kind === 'cmpswap') return cmpxchg(b as ValueId, a);
  const update = atomicUpdate(t, I32, kind, a, b);
  const first = t.b.emit('image_atomic.or', I32, [...at, k32(t, 0)], { imms: [global] }).result as ValueId;
  const loop = t.b.block([I32]);
  const exit = t.b.block([I32]);
  t.b.br(loop, [first]);
  t.b.at(loop);
  const cur = t.fn.block(loop).params[0] as ValueId;
  const seen = cmpxchg(cur, update(cur));
  t.b.condBr(t.b.value('icmp.eq', I1, seen, cur), exit, loop, [seen], [seen]);
  t.b.at(exit);
  return t.fn.block(exit).params[0] as ValueId;
}

function atomic(kind: AtomicKind): TranslateRule {
  return (t, inst, ops) => {
    const descriptor = imageDescriptor(t, inst, ops);
    if (!descriptor) return;
    if ('null' in descriptor)
      throw t.refuse(
        'image atomic through a null T# (FORMAT INVALID): the value it returns is not specified',
      );
    const { texel: fmt, levels } = texelAccess(t, inst, ops, descriptor);
    // A T# read at run time: the runtime checks its FORMAT has one 32-bit component (image-dynamic.ts).
    if ('dynamic' in descriptor && fmt.bytes !== 4)
      throw t.refuse(
        `image atomic through a T# pinned to ${fmt.bytes}-byte texels: only one 32-bit component is modelled`,
      );
    if (!('dynamic' in descriptor) && (fmt.bits.length !== 1 || fmt.bits[0] !== 32))
      throw t.refuse(`image atomic on ${fmt.name}: only one 32-bit component is modelled`);
    const dmask = inst.fields.dmask as number;
    const two = atomicOperands(kind) === 2;
    if (dmask !== (two ? 3 : 1))
      throw t.refuse(`image atomic with dmask 0x${dmask.toString(16)} is not modelled`);
    const src = operandOf(t, ops, 'vdata', 'src');
    const a = t.readLane32(src, 0);
    const b = two ? t.readLane32(src, 1) : undefined;
    let old = k32(t, 0);
    for (const l of levels) {
      const op = (): ValueId[] => [imageAtomicOp(t, l.global, l.texel, kind, a, b)];
      old = when(t, l.lanes, [I32], op, [old])[0] as ValueId;
    }
    if (inst.fields.glc) writeDwords(t, operandOf(t, ops, 'vdata', 'dst'), [old]);
  };
}

/** What a resinfo channel answers: a size of the lane's level, or the view's level count. */
type ResinfoQuantity = 'width' | 'height' | 'depth' | 'levels';

/**
 * resinfo's x, y, z, w by T# TYPE, as ACO reads them (1D arrays' layers in y, array layers and 3D
 * depth in z, an MSAA image as a 2D image (array)); undefined: not stated (the executor refuses).
 */
const RESINFO: Readonly<Record<ImageType, readonly (ResinfoQuantity | undefined)[]>> = {
  '1D': ['width', undefined, undefined, 'levels'],
  '1D_ARRAY': ['width', 'depth', undefined, 'levels'],
  '2D': ['width', 'height', undefined, 'levels'],
  '3D': ['width', 'height', 'depth', 'levels'],
  CUBE: ['width', 'height', undefined, 'levels'],
  '2D_ARRAY': ['width', 'height', 'depth', 'levels'],
  '2D_MSAA': ['width', 'height', undefined, undefined],
  '2D_MSAA_ARRAY': ['width', 'height', 'depth', undefined],
};

/**
 * image_get_resinfo: {width, height, depth or layers, view levels} of the lane's mip level, by dmask.
 * A known T# gives constants (per lane only through the level); a T# bound by location gives the
 * same quantities computed from the dwords the program loaded (no binding: resinfo reads no texel).
 */
const resinfo: TranslateRule = (t, inst, ops) => {
  const descriptor = imageDescriptor(t, inst, ops);
  if (!descriptor) return;
  if ('null' in descriptor)
    throw t.refuse('resinfo through a null T# (FORMAT INVALID): the result is not stated');
  const mip = addressComponents(t, inst, ops, 1)[0] as ValueId;
  let type: ImageType;
  let quantity: (q: ResinfoQuantity) => ValueId;
  if ('dynamic' in descriptor) {
    // The executor refuses a TYPE other than the instruction's DIM (the pin, checked in
    // imageDescriptor), array views with BASE_ARRAY and levels past the view; here they answer the
    // same formulas (docs/debt.md).
    const image = descriptor.dynamic;
    type = image.type;
    const level = t.b.value('iadd', I32, mip, dynamicBaseLevel(t, image));
    const [w, h, d] = dynamicLevelSize(t, image, level);
    const levels = dynamicLevels(t, image);
    quantity = (q) => ({ width: w, height: h, depth: d, levels })[q];
  } else {
    const r = descriptor.known.rsrc;
    type = r.type;
    if (sampleCount(r) > 1 && r.baseLevel !== 0)
      throw t.refuse(`${r.type} T# with BASE_LEVEL ${r.baseLevel}: a multisampled resource has one level`);
    if (r.type !== '3D' && r.baseArray !== 0)
      throw t.refuse('resinfo of an array view with BASE_ARRAY: the layer count it returns is not specified');
    const level = t.b.value('iadd', I32, mip, k32(t, r.baseLevel));
    const [w0, h0, d0] = levelSize(r, 0);
    const shrink = (n: number): ValueId =>
      t.b.value('umax', I32, t.b.value('lshr', I32, k32(t, n), level), k32(t, 1));
    quantity = (q) =>
      q === 'width'
        ? shrink(w0)
        : q === 'height'
          ? shrink(h0)
          : q === 'depth'
            ? r.type === '3D'
              ? shrink(d0)
              : k32(t, d0)
            : k32(t, r.lastLevel - r.baseLevel + 1);
  }
  const channels = dmaskChannels(inst.fields.dmask as number);
  const values = channels.map((k) => {
    const q = RESINFO[type][k];
    if (!q) throw t.refuse(`resinfo channel ${'xyzw'[k]} of a ${type} image is not specified`);
    return quantity(q);
  });
  writeResults(t, ops, values, inst.fields.d16 === 1);
};

/** Why the MIMG opcodes without a rule are refused, by kind or name. */
function refusal(name: string, kind: string): string {
  if (kind === 'bvh') return 'ray intersection (BVH) is not translated';
  if (name === 'image_msaa_load')
    return 'image_msaa_load (one component of four samples, through FMASK) is not translated: which samples it returns for a fragment id is not stated by the ISA or LLVM';
  if (name === 'image_get_lod')
    return "image_get_lod (the LOD from the quad's coordinate derivatives) is not translated: the texture unit's derivative, log2 and clamp precision are not documented, and the executor does not model it (docs/debt.md)";
  if (name === 'image_gather4h') return 'image_gather4h (a 4x1 texel footprint) is not translated';
  if (kind === 'atomic') return `${name}: only 32-bit integer and float-compare image atomics are translated`;
  return `${name} is not translated`;
}

function build(): RuleTable {
  const out: Record<string, TranslateRule> = {
    image_load: load,
    image_load_mip: load,
    image_store: store,
    image_store_mip: store,
    image_get_resinfo: resinfo,
    ...IMAGE_SAMPLE_RULES,
  };
  for (const [name, kind] of Object.entries(MEMORY_ATOMICS)) out[`image_atomic_${name}`] = atomic(kind);
  for (const [, name, kind] of MIMG_ROWS) {
    if (out[name]) continue;
    const reason = refusal(name, kind);
    out[name] = (t) => {
      throw t.refuse(reason);
    };
  }
  return out;
}

/** MIMG rules by mnemonic. */
export const IMAGE_RULES: RuleTable = build();
