/**
 * Shared register fixtures for the agc tests: the seed's tessellation-geometry draw and a complete,
 * valid fixed-function state (a 1920x1080 RGBA8 target, depth test, one viewport).
 */
import { encodeFields } from '../../src/agc/registers/index.js';
/** IEEE bits of a float. */
export const f32 = (x) => new Uint32Array(new Float32Array([x]).buffer)[0];
export const LS = 0x10_0000_0000;
export const HS = 0x10_0000_1000;
export const ES = 0x10_0000_2000;
export const GS = 0x10_0000_3000;
export const PS = 0x10_0000_4000;
/** Sets SPI_SHADER_PGM_LO/HI of a stage to a 256-byte-aligned address. */
export function program(regs, stage, address) {
    regs[`SPI_SHADER_PGM_LO_${stage}`] = (address / 256) >>> 0;
    regs[`SPI_SHADER_PGM_HI_${stage}`] = Math.floor(address / 256 / 2 ** 32);
}
/** The Crimson Desert draw of seed 000, with a GE_CNTL of 10 primitives per subgroup. */
export function crimsonDesert() {
    const regs = {
        VGT_SHADER_STAGES_EN: 0x60212d,
        VGT_LS_HS_CONFIG: 0x1043f,
        VGT_TF_PARAM: 0x4004a,
        VGT_HOS_MIN_TESS_LEVEL: f32(1),
        VGT_HOS_MAX_TESS_LEVEL: f32(64),
        GE_CNTL: encodeFields('GE_CNTL', { PRIM_GRP_SIZE: 10, VERT_GRP_SIZE: 30 }),
        VGT_ESGS_RING_ITEMSIZE: 4,
        VGT_GS_MAX_VERT_OUT: 6,
        GE_MAX_OUTPUT_PER_SUBGROUP: 192,
        VGT_GS_OUT_PRIM_TYPE: 2,
        SPI_SHADER_PGM_RSRC2_HS: encodeFields('SPI_SHADER_PGM_RSRC2_HS', { USER_SGPR: 2 }),
        SPI_SHADER_USER_DATA_HS_0: 0x1234,
        SPI_SHADER_USER_DATA_HS_1: 0x5678,
        SPI_SHADER_PGM_RSRC2_GS: encodeFields('SPI_SHADER_PGM_RSRC2_GS', { USER_SGPR: 1 }),
        SPI_SHADER_PGM_RSRC2_PS: 0,
        SPI_PS_IN_CONTROL: 0,
    };
    program(regs, 'LS', LS);
    program(regs, 'ES', ES);
    program(regs, 'PS', PS);
    return regs;
}
/** A valid fixed-function state: triangle list, 1920x1080 viewport and RGBA8 target, depth LESS. */
export function basicFixedFunction() {
    return {
        VGT_PRIMITIVE_TYPE: 4,
        VGT_INDEX_TYPE: 1,
        PA_CL_VTE_CNTL: encodeFields('PA_CL_VTE_CNTL', {
            VPORT_X_SCALE_ENA: 1,
            VPORT_X_OFFSET_ENA: 1,
            VPORT_Y_SCALE_ENA: 1,
            VPORT_Y_OFFSET_ENA: 1,
            VPORT_Z_SCALE_ENA: 1,
            VPORT_Z_OFFSET_ENA: 1,
            VTX_W0_FMT: 1,
        }),
        PA_CL_CLIP_CNTL: encodeFields('PA_CL_CLIP_CNTL', { DX_CLIP_SPACE_DEF: 1 }),
        PA_CL_VPORT_XSCALE: f32(960),
        PA_CL_VPORT_XOFFSET: f32(960),
        PA_CL_VPORT_YSCALE: f32(-540),
        PA_CL_VPORT_YOFFSET: f32(540),
        PA_CL_VPORT_ZSCALE: f32(1),
        PA_CL_VPORT_ZOFFSET: f32(0),
        PA_SC_SCREEN_SCISSOR_TL: 0,
        PA_SC_SCREEN_SCISSOR_BR: encodeFields('PA_SC_SCREEN_SCISSOR_BR', { BR_X: 1920, BR_Y: 1080 }),
        PA_SU_SC_MODE_CNTL: encodeFields('PA_SU_SC_MODE_CNTL', { CULL_BACK: 1 }),
        DB_DEPTH_CONTROL: encodeFields('DB_DEPTH_CONTROL', { Z_ENABLE: 1, Z_WRITE_ENABLE: 1, ZFUNC: 1 }),
        DB_Z_INFO: encodeFields('DB_Z_INFO', { FORMAT: 3 }),
        CB_COLOR0_INFO: encodeFields('CB_COLOR0_INFO', { FORMAT: 10, NUMBER_TYPE: 0, COMP_SWAP: 0 }),
        CB_COLOR0_BASE: 0x1234500,
        CB_COLOR0_ATTRIB2: encodeFields('CB_COLOR0_ATTRIB2', { MIP0_WIDTH: 1919, MIP0_HEIGHT: 1079 }),
        CB_TARGET_MASK: 0xf,
        CB_COLOR_CONTROL: encodeFields('CB_COLOR_CONTROL', { MODE: 1, ROP3: 0xcc }),
        CB_BLEND0_CONTROL: encodeFields('CB_BLEND0_CONTROL', {
            ENABLE: 1,
            COLOR_SRCBLEND: 4,
            COLOR_DESTBLEND: 5,
        }),
    };
}
//# sourceMappingURL=fixtures.js.map