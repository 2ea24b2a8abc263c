/**
 * Register sets the captures built in this repository share (the example scene, the driver tests'
 * scenes): an NGG pass-through draw into a width x height target with the viewport and scissor covering
 * it, the pixel program's common input state, and one colour target's registers. Callers spread their
 * own values after these to change any of them.
 */
import { encodeFields } from '../src/agc/registers/index.js';

const floatBits = (x: number): number => new Uint32Array(new Float32Array([x]).buffer)[0] as number;

/**
 * An NGG vertex program in pass-through mode (wave32) feeding the pixel program, one position export,
 * one parameter, Vulkan's clip space, no culling, viewport 0 and the generic scissor over the target,
 * normal colour output with the COPY raster operation into every channel of target 0.
 */
export function passthroughDrawRegisters(width: number, height: number): Record<string, number> {
  return {
    VGT_SHADER_STAGES_EN: encodeFields('VGT_SHADER_STAGES_EN', {
      ES_EN: 2,
      PRIMGEN_EN: 1,
      GS_W32_EN: 1,
      PRIMGEN_PASSTHRU_EN: 1,
    }),
    SPI_SHADER_Z_FORMAT: 0,
    SPI_SHADER_POS_FORMAT: 4,
    SPI_VS_OUT_CONFIG: 0,
    PA_CL_VTE_CNTL: 0x43f,
    PA_CL_CLIP_CNTL: encodeFields('PA_CL_CLIP_CNTL', { DX_CLIP_SPACE_DEF: 1 }),
    PA_SU_SC_MODE_CNTL: 0,
    PA_CL_VPORT_XSCALE: floatBits(width / 2),
    PA_CL_VPORT_XOFFSET: floatBits(width / 2),
    PA_CL_VPORT_YSCALE: floatBits(height / 2),
    PA_CL_VPORT_YOFFSET: floatBits(height / 2),
    PA_CL_VPORT_ZSCALE: floatBits(1),
    PA_CL_VPORT_ZOFFSET: floatBits(0),
    PA_SC_GENERIC_SCISSOR_TL: 0,
    PA_SC_GENERIC_SCISSOR_BR: encodeFields('PA_SC_GENERIC_SCISSOR_BR', { BR_X: width, BR_Y: height }),
    CB_COLOR_CONTROL: encodeFields('CB_COLOR_CONTROL', { MODE: 1, ROP3: 0xcc }),
    CB_TARGET_MASK: 0xf,
    VGT_INDX_OFFSET: 0,
  };
}

/**
 * A wave32 pixel program with `userSgprs` user SGPRs reading `interpolants` attributes at the pixel
 * centre (PERSP_CENTER: v0, v1), attribute n from parameter n, exporting MRT0 in `colorFormat`
 * (SPI_SHADER_COL_FORMAT).
 */
export function pixelRegisters(
  userSgprs: number,
  interpolants: number,
  colorFormat: number,
): Record<string, number> {
  const cntl: Record<string, number> = {};
  for (let n = 0; n < interpolants; n++) cntl[`SPI_PS_INPUT_CNTL_${n}`] = n;
  return {
    SPI_SHADER_PGM_RSRC2_PS: encodeFields('SPI_SHADER_PGM_RSRC2_PS', { USER_SGPR: userSgprs }),
    SPI_PS_IN_CONTROL: encodeFields('SPI_PS_IN_CONTROL', { NUM_INTERP: interpolants, PS_W32_EN: 1 }),
    SPI_PS_INPUT_ENA: 2,
    SPI_PS_INPUT_ADDR: 2,
    ...cntl,
    SPI_SHADER_COL_FORMAT: colorFormat,
  };
}

/** What colourTargetRegisters needs of a target. */
export interface ColorTargetSpec {
  readonly address: number;
  readonly width: number;
  readonly height: number;
  /** CB_COLORn_INFO FORMAT (10: 8_8_8_8). */
  readonly format?: number;
  readonly numberType?: number;
  readonly compSwap?: number;
  /** CB_COLORn_ATTRIB3 COLOR_SW_MODE code. */
  readonly swizzle: number;
}

/** Colour target `n`: CB_COLORn_INFO, BASE(_EXT), ATTRIB, ATTRIB2 (size), ATTRIB3 (swizzle), VIEW. */
export function colorTargetRegisters(n: number, t: ColorTargetSpec): Record<string, number> {
  return {
    [`CB_COLOR${n}_INFO`]: encodeFields('CB_COLOR0_INFO', {
      FORMAT: t.format ?? 10,
      NUMBER_TYPE: t.numberType ?? 0,
      COMP_SWAP: t.compSwap ?? 0,
    }),
    [`CB_COLOR${n}_BASE`]: (t.address / 256) >>> 0,
    [`CB_COLOR${n}_BASE_EXT`]: Math.floor(t.address / 256 / 2 ** 32),
    [`CB_COLOR${n}_ATTRIB`]: 0,
    [`CB_COLOR${n}_ATTRIB2`]: encodeFields('CB_COLOR0_ATTRIB2', {
      MIP0_WIDTH: t.width - 1,
      MIP0_HEIGHT: t.height - 1,
    }),
    [`CB_COLOR${n}_ATTRIB3`]: encodeFields('CB_COLOR0_ATTRIB3', { COLOR_SW_MODE: t.swizzle }),
    [`CB_COLOR${n}_VIEW`]: 0,
  };
}
