/**
 * Shader path from VGT_SHADER_STAGES_EN: which hardware stages run and in which routing, and the wave
 * size of each. Only NGG (PRIMGEN_EN) pipelines are taken; each accepted routing is one row of
 * {@link ROUTES}, and anything else is refused with the register value and the reason.
 *
 * Fields: LS_EN [1:0], HS_EN [2], ES_EN [4:3] (1 the domain stage, 2 a real vertex stage), GS_EN [5],
 * VS_EN [7:6], DYNAMIC_HS [8], PRIMGEN_EN [13], HS_W32_EN [21], GS_W32_EN [22], VS_W32_EN [23],
 * PRIMGEN_PASSTHRU_EN [25].
 */
import { AgcStateError } from '../errors.js';
import { decodeFields, requireRegister } from '../registers/index.js';
import { readOptional, requiredFields } from '../state/read.js';
/** Accepted routings (all with PRIMGEN_EN set and VS_EN clear). */
const ROUTES = [
    { path: 'Vertex', lsEn: 0, hsEn: 0, esEn: 2, gsEn: 0 },
    { path: 'Geometry', lsEn: 0, hsEn: 0, esEn: 2, gsEn: 1 },
    { path: 'Tessellation', lsEn: 1, hsEn: 1, esEn: 1, gsEn: 0 },
    { path: 'TessellationGeometry', lsEn: 1, hsEn: 1, esEn: 1, gsEn: 1 },
];
/** Fields whose meaning Oberon knows; a set bit outside them is refused. */
const KNOWN_FIELDS = new Set([
    'LS_EN',
    'HS_EN',
    'ES_EN',
    'GS_EN',
    'VS_EN',
    'DYNAMIC_HS',
    'DIS_DEALLOC_ACCUM_0',
    'DIS_DEALLOC_ACCUM_1',
    'PRIMGEN_EN',
    'ORDERED_ID_MODE',
    'MAX_PRIMGRP_IN_WAVE',
    'HS_W32_EN',
    'GS_W32_EN',
    'VS_W32_EN',
    'PRIMGEN_PASSTHRU_EN',
]);
/** Decodes a VGT_SHADER_STAGES_EN value; throws {@link AgcStateError} for a routing Oberon refuses. */
export function decodeShaderStages(value) {
    const reg = requireRegister('VGT_SHADER_STAGES_EN');
    const refuse = (reason) => {
        throw new AgcStateError('VGT_SHADER_STAGES_EN', value, reason);
    };
    const f = decodeFields(reg, value);
    let covered = 0;
    for (const field of reg.fields) {
        if (KNOWN_FIELDS.has(field.name))
            covered |= (2 ** field.width - 1) * 2 ** field.shift;
    }
    const unknown = (value & ~covered) >>> 0;
    if (unknown)
        refuse(`sets bits 0x${unknown.toString(16)} whose effect is not modelled`);
    if (f.VS_EN !== 0)
        refuse('a legacy (non-NGG) vertex stage (VS_EN) is unsupported');
    if (!f.PRIMGEN_EN) {
        refuse(f.GS_EN
            ? 'GS_EN without PRIMGEN_EN is a legacy geometry stage, which is unsupported'
            : 'PRIMGEN_EN is clear: legacy (non-NGG) pipelines are unsupported');
    }
    if (f.VS_W32_EN)
        refuse('VS_W32_EN applies to the legacy vertex stage; the NGG stage takes its wave size from GS_W32_EN');
    const tess = f.LS_EN !== 0 || f.HS_EN !== 0;
    const route = ROUTES.find((r) => r.lsEn === f.LS_EN && r.hsEn === f.HS_EN && r.esEn === f.ES_EN && r.gsEn === f.GS_EN);
    if (!route) {
        if (tess && f.GS_EN)
            refuse('unsupported tessellation and geometry routing');
        if (tess)
            refuse('unsupported tessellation routing');
        refuse(f.ES_EN === 0 ? 'no vertex stage is enabled (ES_EN is 0)' : 'unsupported vertex stage routing');
    }
    const r = route;
    if (f.PRIMGEN_PASSTHRU_EN && r.gsEn)
        refuse('PRIMGEN_PASSTHRU_EN with a geometry stage is unsupported');
    if (f.HS_W32_EN && !tess)
        refuse('HS_W32_EN is set without a hull stage');
    return {
        value: value >>> 0,
        path: r.path,
        tessellation: tess,
        geometry: r.gsEn === 1,
        passthrough: f.PRIMGEN_PASSTHRU_EN === 1,
        dynamicHull: f.DYNAMIC_HS === 1,
        hullWave: tess ? (f.HS_W32_EN ? 32 : 64) : undefined,
        geometryWave: f.GS_W32_EN ? 32 : 64,
    };
}
/** Wave size of the pixel stage from SPI_PS_IN_CONTROL.PS_W32_EN (required). */
export function pixelWave(regs) {
    return requiredFields(regs, 'SPI_PS_IN_CONTROL', 'it decides the pixel wave size').PS_W32_EN ? 32 : 64;
}
/** Decodes the shader stages of the register file (VGT_SHADER_STAGES_EN is required). */
export function shaderStagesOf(regs) {
    const value = readOptional(regs, 'VGT_SHADER_STAGES_EN');
    if (value === undefined)
        throw new AgcStateError('VGT_SHADER_STAGES_EN', undefined, 'is not set, so no shader path is known');
    return decodeShaderStages(value);
}
//# sourceMappingURL=stages.js.map