/**
 * Recompile requests for the graphics ACO corpus (test/recompiler/aco-gfx/): the registers a driver
 * would program for each pair, derived from what RADV reported (NAME.json). User SGPR values are 0:
 * the descriptors stay unknown at recompile time, so loads through them take the run-time path.
 */
import { type PixelRequest, REQUEST_VERSION, type VertexRequest } from '../../src/recompiler/request.js';
import type { TargetProfile } from '../../src/util/target-profile.js';
import type { AcoGfxPair } from './aco-gfx-programs.js';

/** SPI_SHADER_EX_FORMAT of a colour target's export, and the numeric type the host output takes. */
function colorExport(
  format: string,
  compressed: boolean,
): { format: number; type: 'float' | 'uint' | 'sint' } {
  const type = format.endsWith('_UINT') ? 'uint' : format.endsWith('_SINT') ? 'sint' : 'float';
  if (!compressed) return { format: 9, type }; // 32_ABGR
  return { format: type === 'uint' ? 7 : type === 'sint' ? 8 : 4, type }; // UINT16, SINT16, FP16
}

/** The vertex program's request: USER_DATA from s8, all four vertex input VGPRs, pos0 and the parameters. */
export function acoVertexRequest(pair: AcoGfxPair, target: TargetProfile): VertexRequest {
  const vs = pair.facts.vs;
  const params = vs.exports.filter((e) => e.target.startsWith('param')).length;
  return {
    version: REQUEST_VERSION,
    stage: 'vertex',
    mcpu: 'gfx1013',
    waveSize: vs.waveSize,
    program: [...pair.vs.words],
    userSgprs: new Array<number>(vs.userSgprCount).fill(0),
    memory: [],
    // ES_VGPR_COMP_CNT 3 loads v5..v8; POS0 4 components; VS_EXPORT_COUNT = parameters - 1.
    vertex: { pgmRsrc2: 3 << 16, posFormat: 4, vsOutConfig: Math.max(params - 1, 0) << 1 },
    target,
  };
}

/** The pixel program's request: its SPI_PS_INPUT_ENA/ADDR, attribute linkage and export formats. */
export function acoPixelRequest(pair: AcoGfxPair, target: TargetProfile): PixelRequest {
  const ps = pair.facts.ps;
  const attrs = Math.max(0, ...ps.linkage.map((l) => l.attr + 1));
  const inputCntl = Array.from({ length: attrs }, (_, attr) => {
    const link = ps.linkage.find((l) => l.attr === attr);
    const flat = ps.interpolants.some((i) => i.attr === attr && i.mode === 'flat');
    return (link?.param ?? attr) | (flat ? 1 << 10 : 0);
  });
  let colorFormat = 0;
  const colorTypes: ('float' | 'uint' | 'sint')[] = [];
  pair.facts.pipeline.colorFormats.forEach((format, mrt) => {
    const exp = ps.exports.find((e) => e.target === `mrt${mrt}`);
    const c = colorExport(format, exp?.compr ?? true);
    colorFormat |= c.format << (4 * mrt);
    colorTypes.push(c.type);
  });
  return {
    version: REQUEST_VERSION,
    stage: 'pixel',
    mcpu: 'gfx1013',
    waveSize: ps.waveSize,
    program: [...pair.ps.words],
    userSgprs: new Array<number>(ps.userSgprCount).fill(0),
    memory: [],
    pixel: {
      inputEna: ps.spiPsInputEna,
      inputAddr: ps.spiPsInputAddr,
      inputCntl,
      colorFormat,
      zFormat: ps.exports.some((e) => e.target === 'mrtz') ? 1 : 0, // 32_R
      colorTypes,
    },
    target,
  };
}
