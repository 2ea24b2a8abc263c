/**
 * Draw decode against the seeds' register examples: shader paths, wave sizes, program slots and binary
 * types, the tessellation and mesh configurations, and each refusal message.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeDraw } from '../../src/agc/draw/decode.js';
import { programRegistry } from '../../src/agc/draw/programs.js';
import { decodeShaderStages } from '../../src/agc/draw/stages.js';
import { AgcStateError } from '../../src/agc/errors.js';
import { RegisterFile } from '../../src/agc/state/register-file.js';
import { crimsonDesert, ES, GS, HS, LS, PS, program } from './fixtures.js';
const registry = programRegistry([
    { address: LS, type: 3 },
    { address: ES, type: 2 },
    { address: PS, type: 1 },
    { address: HS, type: 7 },
    { address: GS, type: 6 },
]);
function refusal(fn) {
    try {
        fn();
    }
    catch (e) {
        assert.ok(e instanceof AgcStateError, `expected AgcStateError, got ${String(e)}`);
        return e.message;
    }
    assert.fail('expected a refusal');
}
test('0x60212d is TessellationGeometry: a subgroup of 10 triangles of 30 vertices, 192 threads, wave32', () => {
    const draw = decodeDraw(RegisterFile.fromNames(crimsonDesert()), registry);
    assert.equal(draw.path, 'TessellationGeometry');
    assert.equal(draw.waves.hull, 32);
    assert.equal(draw.waves.geometry, 32);
    assert.equal(draw.waves.pixel, 64);
    assert.deepEqual(draw.programs.map((p) => [p.slot, p.shDword, p.role, p.binaryType, p.address, p.wave]), [
        ['LS', 0x148, 'mergedLocalHull', 3, LS, 32],
        ['ES', 0xc8, 'mergedDomainGeometry', 2, ES, 32],
        ['PS', 0x8, 'pixel', 1, PS, 64],
    ]);
    assert.deepEqual(draw.programs[0].userSgprs, [0x1234, 0x5678]);
    assert.deepEqual(draw.programs[1].userSgprs, [null]);
    const mesh = draw.mesh;
    assert.equal(mesh.primitivesPerSubgroup, 10);
    assert.equal(mesh.verticesPerSubgroup, 30);
    assert.equal(mesh.threadsPerSubgroup, 192);
    assert.equal(mesh.maxVerticesPerPrimitive, 6);
    assert.equal(mesh.esgsItemDwords, 4);
    assert.equal(mesh.outputPrimitive, 'triangleStrip');
    assert.equal(mesh.provokingVertex, 'first');
    const tess = draw.tessellation;
    assert.deepEqual([tess.inputControlPoints, tess.outputControlPoints, tess.domain, tess.partitioning, tess.topology], [4, 4, 'quad', 'fractionalOdd', 'triangleCw']);
    assert.equal(tess.patchesPerGroup, 63);
    assert.deepEqual([tess.minLevel, tess.maxLevel], [1, 64]);
});
test('0x0260210d is wave32 tessellation (passthrough, no geometry stage)', () => {
    const regs = crimsonDesert();
    regs.VGT_SHADER_STAGES_EN = 0x0260210d;
    const draw = decodeDraw(RegisterFile.fromNames(regs), registry);
    assert.equal(draw.path, 'Tessellation');
    assert.equal(draw.passthrough, true);
    assert.deepEqual([draw.waves.hull, draw.waves.geometry], [32, 32]);
    assert.equal(draw.mesh, undefined);
    assert.equal(draw.programs[1].role, 'domain');
});
test('wave64 when the W32 bits are clear', () => {
    const s = decodeShaderStages(0x60212d & ~0x600000);
    assert.deepEqual([s.path, s.hullWave, s.geometryWave], ['TessellationGeometry', 64, 64]);
    assert.equal(decodeShaderStages(0x2010).path, 'Vertex');
    assert.equal(decodeShaderStages(0x2030).path, 'Geometry');
    assert.equal(decodeShaderStages(0x2010).hullWave, undefined);
});
test('refusals name the register, the value and the reason', () => {
    assert.equal(refusal(() => decodeShaderStages(0x2135)), 'VGT_SHADER_STAGES_EN=0x2135: unsupported tessellation and geometry routing');
    assert.equal(refusal(() => decodeShaderStages(0x60212d | (1 << 25))), 'VGT_SHADER_STAGES_EN=0x260212d: PRIMGEN_PASSTHRU_EN with a geometry stage is unsupported');
    assert.equal(refusal(() => decodeShaderStages(0x60212d & ~(1 << 13))), 'VGT_SHADER_STAGES_EN=0x60012d: GS_EN without PRIMGEN_EN is a legacy geometry stage, which is unsupported');
    assert.match(refusal(() => decodeShaderStages(0x0)), /^VGT_SHADER_STAGES_EN=0x0: PRIMGEN_EN is clear/);
    assert.match(refusal(() => decodeShaderStages(0x2115)), /0x2115: unsupported tessellation routing$/);
    assert.match(refusal(() => decodeShaderStages(0x2050)), /0x2050: a legacy \(non-NGG\) vertex stage/);
    assert.match(refusal(() => decodeShaderStages(0x802010)), /0x802010: VS_W32_EN applies to the legacy vertex stage/);
    assert.match(refusal(() => decodeShaderStages(0x4002010)), /0x4002010: sets bits 0x4000000 whose effect is not modelled/);
    assert.match(refusal(() => decodeShaderStages(0x2000)), /0x2000: no vertex stage is enabled/);
    assert.match(refusal(() => decodeShaderStages(0x202010)), /HS_W32_EN is set without a hull stage/);
});
test('GE_CNTL decodes into the tessellation configuration: 0x8040 and 0x5fe3f', () => {
    const regs = crimsonDesert();
    regs.GE_CNTL = 0x8040;
    regs.VGT_SHADER_STAGES_EN = 0x0260210d;
    let tess = decodeDraw(RegisterFile.fromNames(regs), registry).tessellation;
    assert.deepEqual([tess.primitiveGroupSize, tess.breakAtInstance], [64, false]);
    regs.GE_CNTL = 0x5fe3f;
    tess = decodeDraw(RegisterFile.fromNames(regs), registry).tessellation;
    assert.deepEqual([tess.primitiveGroupSize, tess.breakAtInstance], [63, true]);
    delete regs.GE_CNTL;
    assert.match(refusal(() => decodeDraw(RegisterFile.fromNames(regs), registry)), /^GE_CNTL=unset: is not set/);
});
test('merged hull versus a local+hull pair, and geometry front+back', () => {
    const regs = crimsonDesert();
    program(regs, 'LS', HS - 0x800);
    program(regs, 'HS', HS);
    const reg2 = programRegistry([
        { address: HS - 0x800, type: 5 },
        { address: HS, type: 7 },
        { address: ES, type: 4 },
        { address: GS, type: 6 },
        { address: PS, type: 1 },
    ]);
    program(regs, 'GS', GS);
    const draw = decodeDraw(RegisterFile.fromNames(regs), reg2);
    assert.deepEqual(draw.programs.map((p) => [p.slot, p.shDword, p.role, p.binaryType]), [
        ['LS', 0x148, 'local', 5],
        ['HS', 0x108, 'hull', 7],
        ['ES', 0xc8, 'geometryFront', 4],
        ['GS', 0x88, 'geometryBack', 6],
        ['PS', 0x8, 'pixel', 1],
    ]);
});
test('binary type mismatches and unregistered programs are refused', () => {
    const regs = crimsonDesert();
    const wrong = programRegistry([
        { address: LS, type: 3 },
        { address: ES, type: 1 },
        { address: PS, type: 1 },
    ]);
    assert.match(refusal(() => decodeDraw(RegisterFile.fromNames(regs), wrong)), /^SPI_SHADER_PGM_LO_ES=0x10000020: the program registered at 0x1000002000 has binary type 1 \(pixel\), but the mergedDomainGeometry role needs 2/);
    const none = programRegistry([{ address: LS, type: 3 }]);
    assert.match(refusal(() => decodeDraw(RegisterFile.fromNames(regs), none)), /no program is registered at 0x1000002000/);
});
test('tessellation configuration refusals', () => {
    const regs = crimsonDesert();
    regs.VGT_SHADER_STAGES_EN = 0x0260210d;
    const cases = [
        [
            'VGT_TF_PARAM',
            (0x4004a & ~0x1c) | (1 << 2),
            /partitioning 1 \(power-of-two or reserved\) has no Vulkan equivalent/,
        ],
        ['VGT_TF_PARAM', 0x3, /domain type 3 is reserved/],
        ['VGT_TF_PARAM', 0x2 | (1 << 5), /a quad domain cannot output lines/],
        ['VGT_TF_PARAM', 0x0 | (2 << 5), /an isoline domain cannot output triangleCw primitives/],
        ['VGT_LS_HS_CONFIG', 0x3f, /0 input control points is outside 1..32/],
    ];
    for (const [name, value, pattern] of cases) {
        const copy = { ...regs, [name]: value };
        assert.match(refusal(() => decodeDraw(RegisterFile.fromNames(copy), registry)), pattern);
    }
});
test('mesh configuration refusals: subgroup too large, unsupported output type', () => {
    const regs = crimsonDesert();
    regs.GE_MAX_OUTPUT_PER_SUBGROUP = 300;
    assert.match(refusal(() => decodeDraw(RegisterFile.fromNames(regs), registry)), /needs 300 threads, more than 256/);
    regs.GE_MAX_OUTPUT_PER_SUBGROUP = 192;
    regs.VGT_GS_OUT_PRIM_TYPE = 3;
    assert.match(refusal(() => decodeDraw(RegisterFile.fromNames(regs), registry)), /output primitive type 3 is unsupported/);
});
//# sourceMappingURL=draw-decode.test.js.map