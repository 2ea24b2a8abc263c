/**
 * MIMG loads, stores, atomics and resource queries: image_load(_mip), image_store(_mip),
 * image_atomic_* (32-bit) and image_get_resinfo, with dmask, d16 and a16, every image dim, NSA and
 * contiguous addresses. Texel formats are the unified buffer formats (reference/formats.ts), so a
 * texel converts exactly as a buffer format element does; the T#'s DST_SEL applies to loads, not to
 * stores or atomics. Lanes run in ascending order.
 *
 * Refused (ExecError at the pc): coordinates outside the view (the RDNA 1 ISA does not state what an
 * out-of-range image access returns or writes), dst_sel picking a component the format lacks, stores
 * whose dmask does not supply every component of the format, atomics on formats other than one
 * 32-bit component or with a dmask other than 0x1 (0x3 for compare-swap), resinfo of MSAA images'
 * w channel, of arrays viewed from a BASE_ARRAY and of levels past the view (docs/debt.md), plus what
 * image-access.ts refuses.
 *
 * A null T# (FORMAT INVALID, isa/tables/null-image.ts) fetches nothing: a load returns each channel's
 * DST_SEL constant (SEL_1 refused: FORMAT INVALID gives no number type for the 1), a store is dropped,
 * an atomic and resinfo are refused (what they return is not stated; buffer.ts refuses atomics on an
 * unbound V# alike).
 */
import { nullChannel } from '../../isa/tables/null-image.js';
import { SEL_0, SEL_1, SEL_X } from '../buffer-resource.js';
import {
  decodeComponent,
  decodeComponent16,
  encodeComponent,
  encodeComponent16,
  oneFor,
  packElement,
  unpackElement,
} from '../formats.js';
import type { ExecContext, Semantic, SemanticTable } from '../semantics.js';
import { MEMORY_ATOMIC_OPS } from './buffer.js';
import {
  ATOMICS_32,
  type AtomicOp,
  atomicAt,
  guard,
  laneDwords,
  type MemSpace,
  Refusal,
  setLaneDwords,
} from './buffer-common.js';
import {
  coordCount,
  hasLodComponent,
  type ImageAccess,
  imageAccess,
  integerTexel,
  nullImageOf,
  readTexel,
  type TexelCoord,
  writeTexel,
} from './image-access.js';

/** The dmask bits, lowest first. */
export function dmaskComponents(dmask: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 4; k++) if (dmask & (1 << k)) out.push(k);
  return out;
}

/**
 * Result channel `k` (0..3 = x..w) of a texel after DST_SEL, as a 32-bit (or, d16, 16-bit) pattern;
 * `raws` are the format's raw components. Only the channels an instruction returns are asked for, so a
 * DST_SEL naming a missing component refuses only when that channel is read.
 */
export function swizzledChannel(acc: ImageAccess, raws: readonly number[], d16: boolean, k: number): number {
  const fmt = acc.format;
  const sel = acc.rsrc.dstSel[k] as number;
  if (sel === SEL_0) return 0;
  if (sel === SEL_1) return oneFor(fmt.number, d16);
  const i = sel - SEL_X;
  if (i >= fmt.bits.length) throw new Refusal(`dst_sel ${'xyzw'[i]} selects a component ${fmt.name} lacks`);
  const w = fmt.bits[i] as number;
  const raw = raws[i] as number;
  return d16 ? decodeComponent16(raw, w, fmt.number) : decodeComponent(raw, w, fmt.number);
}

/** Writes result values into vdata: one dword each, or two 16-bit halves per dword for d16. */
export function writeData(ctx: ExecContext, lane: number, values: readonly number[], d16: boolean): void {
  const v = ctx.inst.fields.vdata as number;
  if (!d16) {
    setLaneDwords(ctx, v, lane, values);
    return;
  }
  for (let i = 0; i < values.length; i += 2) {
    const lo = (values[i] as number) & 0xffff;
    const hi = i + 1 < values.length ? (values[i + 1] as number) & 0xffff : 0;
    ctx.wave.setVgpr(v + (i >> 1), lane, (lo | (hi << 16)) >>> 0);
  }
}

function isD16(ctx: ExecContext): boolean {
  return ctx.inst.fields.d16 === 1;
}

/** Runs `body` for every active lane with the integer texel its address names. */
function forTexels(
  ctx: ExecContext,
  body: (lane: number, acc: ImageAccess, texel: TexelCoord) => void,
): void {
  guard(ctx, () => {
    const acc = imageAccess(ctx, false);
    const n = coordCount(ctx);
    const mip = hasLodComponent(ctx);
    for (let lane = 0; lane < ctx.wave.laneCount; lane++) {
      if (!ctx.wave.laneActive(lane)) continue;
      const comps = acc.address(lane, n + (mip ? 1 : 0));
      const texel = integerTexel(acc, comps, mip ? (comps[n] as number) : 0);
      if (!texel) {
        throw new Refusal(
          `lane ${lane}: address (${comps.join(', ')}) is outside the image view (the result is not specified)`,
        );
      }
      body(lane, acc, texel);
    }
  });
}

/** Runs `body` for every active lane. */
function forLanes(ctx: ExecContext, body: (lane: number) => void): void {
  for (let lane = 0; lane < ctx.wave.laneCount; lane++) if (ctx.wave.laneActive(lane)) body(lane);
}

/** Whether the instruction's T# is null; a load through it writes the DST_SEL constants. */
function nullLoad(ctx: ExecContext, comps: readonly number[], d16: boolean): boolean {
  let found = false;
  guard(ctx, () => {
    const image = nullImageOf(ctx);
    if (!image) return;
    found = true;
    const values = comps.map((k) => {
      if (image.dstSel[k] === SEL_1)
        throw new Refusal(
          `load through a null T# with DST_SEL ${'xyzw'[k]} = SEL_1: FORMAT INVALID states no number type for the 1`,
        );
      return nullChannel(image, k, 0);
    });
    forLanes(ctx, (lane) => writeData(ctx, lane, values, d16));
  });
  return found;
}

/** Whether the instruction's T# is null (refusing one outside the null rule). */
function isNull(ctx: ExecContext): boolean {
  let found = false;
  guard(ctx, () => {
    found = nullImageOf(ctx) !== undefined;
  });
  return found;
}

function load(ctx: ExecContext): void {
  const d16 = isD16(ctx);
  const comps = dmaskComponents(ctx.inst.fields.dmask as number);
  if (nullLoad(ctx, comps, d16)) return;
  forTexels(ctx, (lane, acc, texel) => {
    const raws = unpackElement(acc.format, readTexel(acc, texel));
    writeData(
      ctx,
      lane,
      comps.map((k) => swizzledChannel(acc, raws, d16, k)),
      d16,
    );
  });
}

function store(ctx: ExecContext): void {
  const d16 = isD16(ctx);
  const dmask = ctx.inst.fields.dmask as number;
  const comps = dmaskComponents(dmask);
  const v = ctx.inst.fields.vdata as number;
  // A store through a null T# is dropped.
  if (isNull(ctx)) return;
  forTexels(ctx, (lane, acc, texel) => {
    const fmt = acc.format;
    const m = fmt.bits.length;
    if ((dmask & ((1 << m) - 1)) !== (1 << m) - 1) {
      throw new Refusal(
        `store with dmask 0x${dmask.toString(16)} to ${fmt.name}: missing components are not specified`,
      );
    }
    const raw = fmt.bits.map((w, i) => {
      const slot = comps.indexOf(i);
      if (!d16) return encodeComponent(ctx.wave.getVgpr(v + slot, lane), w, fmt.number);
      const half = (ctx.wave.getVgpr(v + (slot >> 1), lane) >>> (16 * (slot & 1))) & 0xffff;
      return encodeComponent16(half, w, fmt.number);
    });
    writeTexel(acc, texel, packElement(fmt, raw));
  });
}

function atomic(op: AtomicOp): Semantic {
  return (ctx) => {
    const dmask = ctx.inst.fields.dmask as number;
    const want = op.operands === 2 ? 3 : 1;
    const v = ctx.inst.fields.vdata as number;
    guard(ctx, () => {
      if (nullImageOf(ctx))
        throw new Refusal(
          'image atomic through a null T# (FORMAT INVALID): the value it returns is not specified',
        );
    });
    forTexels(ctx, (lane, acc, texel) => {
      if (acc.format.bits.length !== 1 || acc.format.bits[0] !== 32) {
        throw new Refusal(`image atomic on ${acc.format.name}: only one 32-bit component is modelled`);
      }
      if (dmask !== want)
        throw new Refusal(`image atomic with dmask 0x${dmask.toString(16)} is not modelled`);
      const addr = acc.texelAddress(texel);
      const space: MemSpace = acc.space;
      const old = atomicAt(space, addr, op, laneDwords(ctx, v, op.operands, lane));
      if (ctx.inst.fields.glc) setLaneDwords(ctx, v, lane, old);
    });
  };
}

/** image_get_resinfo: {width, height, depth or layers, view levels} of a mip level, by dmask. */
function resinfo(ctx: ExecContext): void {
  guard(ctx, () => {
    if (nullImageOf(ctx))
      throw new Refusal('resinfo of a null T# (FORMAT INVALID): the sizes it returns are not stated');
    const acc = imageAccess(ctx, false);
    const r = acc.rsrc;
    const msaa = acc.samples > 1;
    if (r.type !== '3D' && r.baseArray !== 0) {
      throw new Refusal(
        'resinfo of an array view with BASE_ARRAY: the layer count it returns is not specified',
      );
    }
    const comps = dmaskComponents(ctx.inst.fields.dmask as number);
    const d16 = isD16(ctx);
    for (let lane = 0; lane < ctx.wave.laneCount; lane++) {
      if (!ctx.wave.laneActive(lane)) continue;
      const mip = acc.address(lane, 1)[0] as number;
      // An MSAA resource has one level (LAST_LEVEL holds the sample count's log2).
      const levels = msaa ? 1 : r.lastLevel - r.baseLevel + 1;
      if (mip >>> 0 >= levels)
        throw new Refusal(`lane ${lane}: resinfo of level ${mip} past the view's ${levels}`);
      const [w, h, d] = acc.levelSize(r.baseLevel + mip);
      // Channels compilers read (ACO: 1D arrays' layers in y, array layers and 3D depth in z, an
      // MSAA image's size as a 2D image's); the others (1D height, 2D depth, whether a cube's z
      // counts faces or cubes, w of an MSAA image: levels or samples) are not stated anywhere, so
      // asking for them is refused.
      let info: (number | undefined)[];
      if (msaa) info = [w, h, r.type === '2D_MSAA_ARRAY' ? d : undefined, undefined];
      else if (r.type === '1D') info = [w, undefined, undefined, levels];
      else if (r.type === '1D_ARRAY') info = [w, d, undefined, levels];
      else info = [w, h, r.type === '3D' || r.type === '2D_ARRAY' ? d : undefined, levels];
      writeData(
        ctx,
        lane,
        comps.map((k) => {
          const value = info[k];
          if (value === undefined)
            throw new Refusal(`resinfo channel ${'xyzw'[k]} of a ${r.type} image is not specified`);
          return value;
        }),
        d16,
      );
    }
  });
}

function atomicRules(): Record<string, Semantic> {
  const out: Record<string, Semantic> = {};
  for (const name of MEMORY_ATOMIC_OPS) out[`image_atomic_${name}`] = atomic(ATOMICS_32[name] as AtomicOp);
  return out;
}

/** The image load/store/atomic/resinfo rules. */
export const IMAGE_MEMORY_SEMANTICS: SemanticTable = {
  image_load: load,
  image_load_mip: load,
  image_store: store,
  image_store_mip: store,
  image_get_resinfo: resinfo,
  ...atomicRules(),
};
