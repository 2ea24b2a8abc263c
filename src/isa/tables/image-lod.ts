/**
 * Level of detail (LOD) of a sample: the facts the reference executor (reference/semantics/image-lod.ts)
 * and the translator (translate/rules/image-sample.ts) share about which LOD inputs an S#/T# pair lets
 * matter, and the static refusals for the cases neither models.
 *
 * The model is Vulkan's "LOD operation" and "texel filtering" (RADV maps Vulkan samplers onto these
 * S# fields one to one: minLod/maxLod to MIN_LOD/MAX_LOD, mipLodBias to LOD_BIAS, mipmapMode to
 * MIP_FILTER POINT/LINEAR, so the hardware passes the Vulkan CTS under that model):
 *   lambda' = lod + LOD_BIAS (lod: the _l argument, 0 for _lz),
 *   lambda  = clamp(lambda', MIN_LOD, MAX_LOD),
 *   filter  = XY_MAG_FILTER when lambda <= 0, else XY_MIN_FILTER,
 *   d'      = clamp(lambda, 0, LAST_LEVEL - BASE_LEVEL), relative to BASE_LEVEL;
 *   MIP_FILTER NONE reads BASE_LEVEL (radeonsi's mapping of Gallium's "no mipmapping"), POINT the
 *   nearest level round(d'), LINEAR levels floor(d') and the next (the last clamps to itself) blended
 *   with weight frac(d').
 * Precision: the S# carries MIN_LOD/MAX_LOD as 4.8 and LOD_BIAS as 6.8 fixed point, and RADV
 * reports mipmapPrecisionBits 8 (Vulkan's guaranteed bits of the LINEAR mip weight), so the texture
 * unit is taken to hold the LOD with at least 8 fraction bits: the executor refuses LODs within 2^-8 of a POINT rounding boundary (x.5) or of the
 * magnification/minification boundary, and LINEAR blends carry a tolerance for the weight's
 * quantization (reference/semantics/image-lod.ts).
 *
 * With one level in the view and equal mag and min filters no LOD input changes the result: d' is 0,
 * the one level is read whatever the mip filter, and a LINEAR mip filter's second weight is
 * frac(0) = 0 exactly (the executor refuses non-finite texels there, where 0 x inf would not vanish).
 *
 * Refused wherever the LOD matters (several levels with a mip filter, or mag != min): implicit LODs
 * (image_sample, _b, _cl, _d, _cd: the hardware's derivative-to-LOD computation, its log2 precision
 * and its anisotropic footprint are not documented), LOD_BIAS_SEC, the T# MIN_LOD (a resource clamp
 * whose reference level is not documented), MIN_LOD above MAX_LOD; with several levels: PERF_MIP under
 * a LINEAR mip filter (a trilinear shortcut of unstated width), MIP_POINT_PRECLAMP under POINT (its
 * rounding is not documented), compares or integer texels blended by a LINEAR mip filter.
 */
import type { ImageResource, Sampler } from './image-descriptor.js';

/** Fraction bits of the texture unit's LOD (module overview). */
export const LOD_FRACTION_BITS = 8;

/** Where a sampler opcode's LOD comes from. */
export type LodSource = 'explicit' | 'zero' | 'implicit';

/** The LOD source of a sampler mnemonic: _l reads an argument, _lz is 0, the others derive it. */
export function lodSource(mnemonic: string): LodSource {
  const parts = mnemonic.split('_');
  if (parts.includes('lz')) return 'zero';
  if (parts.includes('l')) return 'explicit';
  return 'implicit';
}

/** What a sample's LOD decides, for one S#/T# pair and opcode. */
export interface LodPlan {
  /** Whether the LOD changes anything (module overview); if not, `mag` at BASE_LEVEL. */
  readonly matters: boolean;
  readonly source: LodSource;
  /** Levels of the view (LAST_LEVEL - BASE_LEVEL + 1). */
  readonly levels: number;
  readonly mag: 'POINT' | 'BILINEAR';
  readonly min: 'POINT' | 'BILINEAR';
  /** The mip filter, NONE where the view has one level. */
  readonly mip: 'NONE' | 'POINT' | 'LINEAR';
}

/** The filter names the plan models. */
const XY = new Set(['POINT', 'BILINEAR']);

/**
 * The LOD plan of a sample, or the reason it is refused. `number` is the texel format's number
 * kind (`uint`, `sint`, `float`, ...); `gather`: gathers filter nothing, so mag and min do not matter.
 */
export function lodPlan(
  rsrc: Pick<ImageResource, 'baseLevel' | 'lastLevel' | 'minLod'>,
  s: Sampler,
  mnemonic: string,
  use: { readonly gather: boolean; readonly compare: boolean; readonly number: string },
): LodPlan | string {
  for (const f of [s.xyMagFilter, s.xyMinFilter]) if (!XY.has(f)) return `filter ${f} is not modelled`;
  if (s.maxAnisoRatio !== 0) return `MAX_ANISO_RATIO ${s.maxAnisoRatio}: anisotropy is not modelled`;
  if (s.mipFilter === 'POINT_ANISO_ADJ') return 'mip filter POINT_ANISO_ADJ: anisotropy is not modelled';
  if ((s.xyMagFilter === 'BILINEAR' || s.xyMinFilter === 'BILINEAR') && s.filterMode !== 'BLEND')
    return `${s.filterMode} reduction filtering is not modelled`;
  const levels = rsrc.lastLevel - rsrc.baseLevel + 1;
  const mip = levels === 1 ? 'NONE' : (s.mipFilter as LodPlan['mip']);
  const source = lodSource(mnemonic);
  const plan: LodPlan = {
    matters: mip !== 'NONE' || (!use.gather && s.xyMagFilter !== s.xyMinFilter),
    source,
    levels,
    mag: s.xyMagFilter as LodPlan['mag'],
    min: s.xyMinFilter as LodPlan['min'],
    mip,
  };
  if (!plan.matters) return plan;
  const why =
    mip !== 'NONE'
      ? `a view of ${levels} mip levels with mip filter ${mip}`
      : 'mag filter differing from min filter';
  if (source === 'implicit')
    return `${mnemonic} on ${why}: the implicit LOD (the hardware's derivative-to-LOD computation) is not documented`;
  const f = s.fields;
  if (f.LOD_BIAS_SEC !== 0)
    return `LOD_BIAS_SEC ${f.LOD_BIAS_SEC} on ${why}: the secondary bias is not documented`;
  if (rsrc.minLod !== 0) return `T# MIN_LOD ${rsrc.minLod} on ${why}: the resource LOD clamp is not modelled`;
  if (s.minLod > s.maxLod) return `S# MIN_LOD ${s.minLod} above MAX_LOD ${s.maxLod}`;
  if (mip === 'LINEAR') {
    if (f.PERF_MIP !== 0)
      return `PERF_MIP ${f.PERF_MIP} with a LINEAR mip filter: the trilinear shortcut is not documented`;
    if (use.compare) return 'depth compare blended between mip levels (LINEAR mip filter) is not modelled';
    if (use.number === 'uint' || use.number === 'sint')
      return `a LINEAR mip filter on ${use.number} texels (integer texels do not blend)`;
  }
  if (mip === 'POINT' && f.MIP_POINT_PRECLAMP !== 0)
    return 'MIP_POINT_PRECLAMP with a POINT mip filter: its rounding is not documented';
  return plan;
}
