/**
 * What an NGG vertex program's position exports carry (PA_CL_VS_OUT_CNTL). The primitive assembler
 * reads them packed in a fixed order: pos0 is the position, then the misc vector when
 * VS_OUT_MISC_VEC_ENA is set, then the clip/cull distances 0-3 (VS_OUT_CCDIST0_VEC_ENA) and 4-7
 * (VS_OUT_CCDIST1_VEC_ENA). Distance n clips when CLIP_DIST_ENA_n is set and culls when CULL_DIST_ENA_n
 * is set; Vulkan has one array for each, so enabled distances are numbered densely within their array.
 * A distance that both clips and culls goes to ClipDistance only: a primitive with every vertex outside
 * a plane is removed by clipping as wholly as by culling.
 *
 * The misc vector on GFX9 and later (Mesa's ac_nir_export_position, the register database): x is the
 * point size as a float (pixels, the diameter), y the edge flag, z the render target index in bits
 * [10:0] and the viewport index in bits [19:16] (w is unused; GFX8 had the viewport index there). Each
 * is read only where its USE_VTX_* bit is set: point size -> PointSize, render target index -> Layer,
 * viewport index -> ViewportIndex. The edge and kill flags, the GS cut flag, the object primitive id and
 * the line width are refused by name; a misc vector no field uses is dropped.
 */
import type { HostComponent, PositionExport } from '../translate/options.js';

/** PA_CL_VS_OUT_CNTL bit positions (the register database's fields). */
const CLIP_DIST_ENA = 0; // 8 bits, distance n at bit n
const CULL_DIST_ENA = 8; // 8 bits
const MISC_VEC_ENA = 21;
const CCDIST0_VEC_ENA = 22;
const CCDIST1_VEC_ENA = 23;

/** Misc vector fields the host has a builtin for: the USE_VTX bit, the component and the element. */
const MISC_BUILTINS: readonly [bit: number, component: number, host: HostComponent][] = [
  [16, 0, { builtin: 'PointSize', index: 0, count: 1 }], // USE_VTX_POINT_SIZE
  [18, 2, { builtin: 'Layer', index: 0, count: 1, bits: [0, 11] }], // USE_VTX_RENDER_TARGET_INDX
  [19, 2, { builtin: 'ViewportIndex', index: 0, count: 1, bits: [16, 4] }], // USE_VTX_VIEWPORT_INDX
];

/** Misc vector uses the translator does not map to the host, by bit. */
const MISC_REFUSED: readonly [number, string][] = [
  [17, 'USE_VTX_EDGE_FLAG'],
  [20, 'USE_VTX_KILL_FLAG'],
  [25, 'USE_VTX_GS_CUT_FLAG'],
  [26, 'USE_VTX_SHD_OBJPRIM_ID'],
  [27, 'USE_VTX_LINE_WIDTH'],
];

const popcount = (x: number): number => {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
};

/** pos0..pos3 as PA_CL_VS_OUT_CNTL (`outCntl`) lays them out. */
export function positionExports(outCntl: number): PositionExport[] {
  const on = (bit: number): boolean => ((outCntl >>> bit) & 1) === 1;
  const clip = (outCntl >>> CLIP_DIST_ENA) & 0xff;
  const cull = (outCntl >>> CULL_DIST_ENA) & 0xff & ~clip;
  const distance = (d: number): HostComponent[] => {
    const below = (1 << d) - 1;
    if ((clip >>> d) & 1)
      return [{ builtin: 'ClipDistance', index: popcount(clip & below), count: popcount(clip) }];
    if ((cull >>> d) & 1)
      return [{ builtin: 'CullDistance', index: popcount(cull & below), count: popcount(cull) }];
    return [];
  };
  const exports: PositionExport[] = [
    { components: [0, 1, 2, 3].map((index) => [{ builtin: 'Position', index, count: 4 }]) },
  ];
  if (on(MISC_VEC_ENA)) {
    const refused = MISC_REFUSED.filter(([bit]) => on(bit)).map(([, name]) => name);
    exports.push(
      refused.length > 0
        ? { refused: `the misc vector's ${refused.join(', ')} (PA_CL_VS_OUT_CNTL) is not translated` }
        : {
            components: [0, 1, 2, 3].map((component) =>
              MISC_BUILTINS.filter(([bit, c]) => c === component && on(bit)).map(([, , host]) => host),
            ),
          },
    );
  }
  if (on(CCDIST0_VEC_ENA)) exports.push({ components: [0, 1, 2, 3].map(distance) });
  if (on(CCDIST1_VEC_ENA)) exports.push({ components: [4, 5, 6, 7].map(distance) });
  while (exports.length < 4)
    exports.push({
      refused: 'PA_CL_VS_OUT_CNTL gives this position export no misc or clip/cull distance vector',
    });
  return exports;
}
