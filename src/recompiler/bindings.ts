/**
 * The descriptor bindings a recompiled module declares, read from the IR module's globals: storage
 * buffers, and storage images with the guest descriptor (T# dwords) each was made from, so the runtime
 * can create the VkImage from the descriptor at dispatch time (translate/rules/image-resource.ts says
 * how a T# maps to the image: raw unsigned texels of the guest texel's size, one mip level, 2D array or
 * 3D), and whether the program reads and/or writes it (what must be uploaded and read back).
 */
import type { IrModule } from '../ir/function.js';
import { bitWidth, typeDesc } from '../ir/types.js';
import { decodeImageResource } from '../isa/tables/image-descriptor.js';
import { dynamicImageProblem } from '../translate/rules/image-dynamic.js';

/** A storage image binding's shape and origin. */
export interface ImageBinding {
  /** Host image type: a 2D array (1D, 2D, cube and arrays) or 3D. */
  readonly dim: '2d_array' | '3d';
  /** SPIR-V/Vulkan texel format: R8ui, R16ui, R32ui, Rg32ui or Rgba32ui (the guest texel's bytes). */
  readonly format: 'R8ui' | 'R16ui' | 'R32ui' | 'Rg32ui' | 'Rgba32ui';
  /** Bytes per texel. */
  readonly texelBytes: number;
  /**
   * The T# dwords (SQ_IMG_RSRC_WORD0..7) the image is made from; empty while `location` is unresolved
   * (resolveImageBinding fills them in).
   */
  readonly descriptor: readonly number[];
  /**
   * The mip level of the T#'s resource the image holds (every slice of it); for `location`, relative
   * to BASE_LEVEL until resolveImageBinding adds the BASE_LEVEL of the T# it reads.
   */
  readonly level: number;
  /** Samples per texel (above 1: a multisampled 2D array, every sample of every slice; absent: 1). */
  readonly samples?: number;
  /**
   * A T# read at run time (translate/rules/image-dynamic.ts): where it lies in guest memory and the
   * TYPE and texel size the program was recompiled for. The runtime reads it before the work.
   */
  readonly location?: ImageLocation;
  /** What the program does with the image. */
  readonly access: 'read' | 'write' | 'read-write';
}

/** Where a T# read at run time lies, and what the program pinned of it. */
export interface ImageLocation {
  /** Guest byte address (VM-translated, below 2^48). */
  readonly address: number;
  /** TYPE, by its name (IMAGE_TYPES). */
  readonly type: string;
  /** Bytes per texel of its FORMAT. */
  readonly texelBytes: number;
  /** Whether the program's atomics use it (a one-component 32-bit FORMAT is needed). */
  readonly atomics: boolean;
  /** Levels of the view the program was recompiled for (absent: 1). */
  readonly levels?: number;
  /** What the program's sampling assumes of it beyond the pin (image-dynamic.ts DynamicNeed); absent: none. */
  readonly needs?: readonly string[];
}

/** A descriptor binding the pipeline layout must provide. */
export interface Binding {
  readonly set: number;
  readonly binding: number;
  readonly kind: 'storage-buffer' | 'storage-image';
  readonly name: string;
  /** Storage images only. */
  readonly image?: ImageBinding;
}

const FORMATS: Readonly<Record<number, ImageBinding['format']>> = {
  1: 'R8ui',
  2: 'R16ui',
  4: 'R32ui',
  8: 'Rg32ui',
  16: 'Rgba32ui',
};

/** The bindings of `module`'s globals, in declaration order. */
export function bindingsOf(module: IrModule): Binding[] {
  const reads = new Set<number>();
  const writes = new Set<number>();
  const atomics = new Set<number>();
  for (const fn of module.functions) {
    for (const block of fn.blocks) {
      for (const id of block.insts) {
        const inst = fn.inst(id);
        if (inst.op === 'image_read') reads.add(inst.imms[0] as number);
        else if (inst.op === 'image_write') writes.add(inst.imms[0] as number);
        else if (inst.op === 'image_atomic' || inst.op === 'image_atomic_cmpxchg') {
          const index = inst.imms[inst.op === 'image_atomic' ? 1 : 0] as number;
          reads.add(index);
          writes.add(index);
          atomics.add(index);
        }
      }
    }
  }
  const out: Binding[] = [];
  module.globals.forEach((g, index) => {
    if (g.binding === undefined) return;
    const base = { set: g.binding.set, binding: g.binding.binding, name: g.name };
    if (!g.image) {
      out.push({ ...base, kind: 'storage-buffer' });
      return;
    }
    const d = typeDesc(g.type);
    const bytes = d.kind === 'ptr' ? bitWidth(d.pointee) / 8 : 0;
    const access = writes.has(index) ? (reads.has(index) ? 'read-write' : 'write') : 'read';
    out.push({
      ...base,
      kind: 'storage-image',
      image: {
        dim: g.image.dim,
        format: FORMATS[bytes] ?? 'R32ui',
        texelBytes: bytes,
        descriptor: [...g.image.descriptor],
        level: g.image.level,
        ...(g.image.samples ? { samples: g.image.samples } : {}),
        ...(g.image.location
          ? {
              location: {
                ...g.image.location,
                address: Number(g.image.location.address),
                atomics: atomics.has(index),
              },
            }
          : {}),
        access,
      },
    });
  });
  return out;
}

/**
 * The binding with its T# read from guest memory where it is bound by location (`words`: the 8 dwords
 * at `location.address`, read by the caller when the work starts): the descriptor and its BASE_LEVEL
 * filled in. Returns the refusal reason where the T# differs from what the program was recompiled for.
 */
export function resolveImageBinding(binding: Binding, words: readonly number[]): Binding | string {
  const info = binding.image;
  if (!info?.location) return binding;
  const problem = dynamicImageProblem(words, info.location);
  if (problem) return problem;
  const descriptor = Array.from(words, (w) => w >>> 0);
  const level = decodeImageResource(descriptor).baseLevel + info.level;
  return { ...binding, image: { ...info, descriptor, level } };
}
