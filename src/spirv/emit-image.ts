/**
 * Storage images: the IR's `image` globals and the `image_*` ops (src/ir/README.md) in SPIR-V.
 *
 * An image global becomes a UniformConstant variable of an `OpTypeImage` with unsigned 32-bit sampled
 * type, Sampled 2 (storage), Dim 2D Arrayed (the IR's `2d_array`) or 3D, and the raw texel format its
 * pointee names: i8 R8ui, i16 R16ui, i32 R32ui, vec2<i32> Rg32ui, vec4<i32> Rgba32ui. The format is
 * always declared, so neither StorageImageReadWithoutFormat nor ...WriteWithoutFormat is needed; the
 * 8/16-bit and two-component formats need StorageImageExtendedFormats (the device feature
 * shaderStorageImageExtendedFormats, which the recompiler checks). Coordinates are three (x, y, layer
 * or depth); a multisampled 2D array (`samples` above 1: MS 1, StorageImageMultisample, the feature
 * shaderStorageImageMultisample) takes the sample as a fourth operand.
 *
 * `image_read` is OpImageRead (a four-component uvec4), `image_write` OpImageWrite (both with the
 * Sample image operand when multisampled), and the atomics OpImageTexelPointer (sample 0, or the
 * sample operand) followed by the atomic on the texel pointer, at device scope with relaxed
 * semantics, like the emitter's other guest-memory atomics.
 */
import type { Inst, ValueId } from '../ir/function.js';
import { ATOMIC } from '../ir/ops.js';
import { bitWidth, typeDesc } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
import { ATOMIC_OPCODES } from './atomic-opcodes.js';
import type { EmitContext } from './emit-context.js';
import type { MemoryState } from './emit-memory.js';
import type { OpEmitter, OpEnv } from './emit-ops.js';

/** SPIR-V image formats of the raw texel types, by texel bits. */
const FORMATS: Readonly<Record<number, string>> = {
  8: 'R8ui',
  16: 'R16ui',
  32: 'R32ui',
  64: 'Rg32ui',
  128: 'Rgba32ui',
};

interface ImageVar {
  readonly variable: number;
  readonly imageType: number;
  readonly multisampled: boolean;
}

/** Declared image variables per emission, by global index. */
const declared = new WeakMap<EmitContext, Map<number, ImageVar>>();

/** Declares image global `index` once per module. */
function imageVar(c: EmitContext, mem: MemoryState, index: number): ImageVar {
  let table = declared.get(c);
  if (!table) {
    table = new Map();
    declared.set(c, table);
  }
  const known = table.get(index);
  if (known) return known;
  const g = c.module.globals[index];
  const d = g ? typeDesc(g.type) : undefined;
  if (!g?.image || d?.kind !== 'ptr' || d.space !== 'image')
    throw new InternalError(`@${index} is not an image`);
  const bits = bitWidth(d.pointee);
  const format = FORMATS[bits];
  if (!format) throw new InternalError(`no storage image format of ${bits}-bit texels`);
  if (format !== 'R32ui' && format !== 'Rgba32ui') c.need('StorageImageExtendedFormats');
  const is3d = g.image.dim === '3d';
  const multisampled = (g.image.samples ?? 1) > 1;
  if (multisampled) c.need('StorageImageMultisample');
  const imageType = c.b.intern('OpTypeImage', [
    c.uint(32),
    is3d ? '3D' : '2D',
    0,
    is3d ? 0 : 1,
    multisampled ? 1 : 0,
    2,
    format,
  ]);
  const ptrType = c.b.intern('OpTypePointer', ['UniformConstant', imageType]);
  const variable = c.b.id();
  c.b.emit('globals', 'OpVariable', [ptrType, variable, 'UniformConstant']);
  c.b.emit('annotations', 'OpDecorate', [variable, 'DescriptorSet', g.binding?.set ?? 0]);
  c.b.emit('annotations', 'OpDecorate', [variable, 'Binding', g.binding?.binding ?? 0]);
  c.b.emit('debug', 'OpName', [variable, g.name]);
  mem.globalIds.push(variable);
  const entry = { variable, imageType, multisampled };
  table.set(index, entry);
  return entry;
}

/** The uvec3 coordinate of an image op (operands 0..2). */
function coordinate(c: EmitContext, inst: Inst): number {
  const v3 = c.b.intern('OpTypeVector', [c.uint(32), 3]);
  return c.op('OpCompositeConstruct', v3, ...[0, 1, 2].map((i) => c.value(inst.operands[i] as ValueId)));
}

/**
 * How many operands an image op's coordinates take: 4 (the sample last) on a multisampled image;
 * checks that the op has them and `data` more (the verifier cannot: it does not see the global).
 */
function coordCount(img: ImageVar, inst: Inst, data: number): number {
  const coords = img.multisampled ? 4 : 3;
  if (inst.operands.length !== coords + data)
    throw new InternalError(
      `${inst.op} takes ${coords} coordinates and ${data} data operand(s) on this image, has ${inst.operands.length} operands`,
    );
  return coords;
}

/** The `Sample` image operand of a multisampled image's read or write (operand 3), else none. */
function sampleOperand(c: EmitContext, img: ImageVar, inst: Inst): (number | string)[] {
  return img.multisampled ? ['Sample', c.value(inst.operands[3] as ValueId)] : [];
}

const read: OpEmitter = (e, inst) => {
  const c = e.c;
  const img = imageVar(c, e.mem, inst.imms[0] as number);
  coordCount(img, inst, 0);
  const loaded = c.op('OpLoad', img.imageType, img.variable);
  return c.op('OpImageRead', c.type(inst.type), loaded, coordinate(c, inst), ...sampleOperand(c, img, inst));
};

const write: OpEmitter = (e, inst) => {
  const c = e.c;
  const img = imageVar(c, e.mem, inst.imms[0] as number);
  const loaded = c.op('OpLoad', img.imageType, img.variable);
  const texel = c.value(inst.operands[coordCount(img, inst, 1)] as ValueId);
  c.effect('OpImageWrite', loaded, coordinate(c, inst), texel, ...sampleOperand(c, img, inst));
  return undefined;
};

/** The texel pointer of an atomic image op (sample 0 on a single-sampled image) and where its data starts. */
function texelPointer(e: OpEnv, inst: Inst): { pointer: number; data: number } {
  const c = e.c;
  const img = imageVar(c, e.mem, inst.imms[inst.op === 'image_atomic' ? 1 : 0] as number);
  const ptrType = c.b.intern('OpTypePointer', ['Image', c.uint(32)]);
  const sample = img.multisampled ? c.value(inst.operands[3] as ValueId) : c.uconst(32, 0);
  const pointer = c.op('OpImageTexelPointer', ptrType, img.variable, coordinate(c, inst), sample);
  return { pointer, data: coordCount(img, inst, inst.op === 'image_atomic' ? 1 : 2) };
}

const DEVICE = 1;

const atomic: OpEmitter = (e, inst) => {
  const c = e.c;
  const name = ATOMIC[inst.imms[0] as number] ?? '';
  const opcode = ATOMIC_OPCODES[name as keyof typeof ATOMIC_OPCODES];
  if (!opcode) throw new InternalError(`image_atomic.${name} has no host form`);
  const { pointer, data } = texelPointer(e, inst);
  const value = c.value(inst.operands[data] as ValueId);
  return c.op(opcode, c.uint(32), pointer, c.uconst(32, DEVICE), c.uconst(32, 0), value);
};

const cmpxchg: OpEmitter = (e, inst) => {
  const c = e.c;
  const { pointer, data } = texelPointer(e, inst);
  const none = c.uconst(32, 0);
  const cmp = c.value(inst.operands[data] as ValueId);
  const next = c.value(inst.operands[data + 1] as ValueId);
  return c.op('OpAtomicCompareExchange', c.uint(32), pointer, c.uconst(32, DEVICE), none, none, next, cmp);
};

/** The image op emitters (merged into emit-ops.ts's table). */
export const IMAGE_OPS: Readonly<Record<string, OpEmitter>> = {
  image_read: read,
  image_write: write,
  image_atomic: atomic,
  image_atomic_cmpxchg: cmpxchg,
};
