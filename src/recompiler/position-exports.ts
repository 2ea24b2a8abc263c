/**
 * What an NGG vertex program's position exports carry (PA_CL_VS_OUT_CNTL). The primitive assembler
 * reads them packed in a fixed order: pos0 is the position, then the misc vector when
 * VS_OUT_MISC_VEC_ENA is set, then the clip/cull distances 0-3 (VS_OUT_CCDIST0_VEC_ENA) and 4-7
 * (VS_OUT_CCDIST1_VEC_ENA). Distance n clips when CLIP_DIST_ENA_n is set and culls when CULL_DIST_ENA_n
 * is set; Vulkan has one array for each, so enabled distances are numbered densely within their array.
 * A distance that both clips and culls goes to ClipDistance only: a primitive with every vertex outside
 * a plane is removed by clipping as wholly as by culling. Misc vector fields (point size, layer,
 * viewport index, edge and kill flags) are refused by name; a misc vector no field uses is dropped,
 * since the hardware reads nothing from it.
 */
import type { HostComponent, PositionExport } from '../translate/options.js';

/** PA_CL_VS_OUT_CNTL bit positions (the register database's fields). */
const CLIP_DIST_ENA = 0; // 8 bits, distance n at bit n
const CULL_DIST_ENA = 8; // 8 bits
const MISC_VEC_ENA = 21;
const CCDIST0_VEC_ENA = 22;
const CCDIST1_VEC_ENA = 23;
/** Misc vector uses the translator does not map to the host yet, by bit. */
const MISC_FIELDS: readonly [number, string][] = [
  [16, 'USE_VTX_POINT_SIZE'],
  [17, 'USE_VTX_EDGE_FLAG'],
  [18, 'USE_VTX_RENDER_TARGET_INDX'],
  [19, 'USE_VTX_VIEWPORT_INDX'],
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
  const distance = (d: number): HostComponent | undefined => {
    const below = (1 << d) - 1;
    if ((clip >>> d) & 1)
      return { builtin: 'ClipDistance', index: popcount(clip & below), count: popcount(clip) };
    if ((cull >>> d) & 1)
      return { builtin: 'CullDistance', index: popcount(cull & below), count: popcount(cull) };
    return undefined;
  };
  const exports: PositionExport[] = [
    { components: [0, 1, 2, 3].map((index) => ({ builtin: 'Position', index, count: 4 })) },
  ];
  if (on(MISC_VEC_ENA)) {
    const used = MISC_FIELDS.filter(([bit]) => on(bit)).map(([, name]) => name);
    exports.push(
      used.length > 0
        ? { refused: `the misc vector's ${used.join(', ')} (PA_CL_VS_OUT_CNTL) is not translated yet` }
        : { components: [undefined, undefined, undefined, undefined] },
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
