/**
 * Register database: addresses and fields against the facts DESIGN.md states (taken independently from
 * public register references), the seeds' decoded values, lookups both ways and formatting.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RegisterError } from '../../src/agc/errors.js';
import { allRegisters, decodeFields, encodeFields, field, formatRegister, registerByAddress, registerByName, requireRegister, } from '../../src/agc/registers/index.js';
const ADDRESSES = [
    ['VGT_SHADER_STAGES_EN', 0x28b54, 'context'],
    ['VGT_LS_HS_CONFIG', 0x28b58, 'context'],
    ['VGT_TF_PARAM', 0x28b6c, 'context'],
    ['GE_CNTL', 0x3096c, 'uconfig'],
    ['VGT_ESGS_RING_ITEMSIZE', 0x28aac, 'context'],
    ['VGT_GS_MAX_VERT_OUT', 0x28b38, 'context'],
    ['GE_MAX_OUTPUT_PER_SUBGROUP', 0x287fc, 'context'],
    ['SPI_SHADER_PGM_LO_PS', 0xb020, 'sh'],
    ['SPI_SHADER_PGM_LO_VS', 0xb120, 'sh'],
    ['SPI_SHADER_PGM_LO_GS', 0xb220, 'sh'],
    ['SPI_SHADER_PGM_LO_ES', 0xb320, 'sh'],
    ['SPI_SHADER_PGM_LO_HS', 0xb420, 'sh'],
    ['SPI_SHADER_PGM_LO_LS', 0xb520, 'sh'],
    ['SPI_SHADER_PGM_HI_LS', 0xb524, 'sh'],
    ['CB_COLOR0_INFO', 0x28c70, 'context'],
    ['CB_BLEND0_CONTROL', 0x28780, 'context'],
    ['PA_SC_AA_MASK_X0Y0_X1Y0', 0x28c38, 'context'],
    ['PA_SC_AA_MASK_X0Y1_X1Y1', 0x28c3c, 'context'],
    ['DB_HTILE_DATA_BASE', 0x28014, 'context'],
    ['DB_DEPTH_VIEW', 0x28008, 'context'],
];
test('addresses and spaces agree with the design facts, both ways', () => {
    for (const [name, address, space] of ADDRESSES) {
        const reg = registerByName(name);
        assert.ok(reg, name);
        assert.equal(reg.address, address, name);
        assert.equal(reg.space, space, name);
        assert.equal(registerByAddress(address)?.name, name);
    }
});
test('program slots are the seeds SH dword offsets', () => {
    const slots = [
        ['LS', 0x148],
        ['HS', 0x108],
        ['ES', 0xc8],
        ['GS', 0x88],
        ['PS', 0x8],
    ];
    for (const [stage, dword] of slots) {
        assert.equal((requireRegister(`SPI_SHADER_PGM_LO_${stage}`).address - 0xb000) / 4, dword);
    }
});
test('field positions match the design facts', () => {
    const facts = [
        ['VGT_SHADER_STAGES_EN', 'LS_EN', 0, 2],
        ['VGT_SHADER_STAGES_EN', 'HS_EN', 2, 1],
        ['VGT_SHADER_STAGES_EN', 'ES_EN', 3, 2],
        ['VGT_SHADER_STAGES_EN', 'GS_EN', 5, 1],
        ['VGT_SHADER_STAGES_EN', 'VS_EN', 6, 2],
        ['VGT_SHADER_STAGES_EN', 'DYNAMIC_HS', 8, 1],
        ['VGT_SHADER_STAGES_EN', 'PRIMGEN_EN', 13, 1],
        ['VGT_SHADER_STAGES_EN', 'HS_W32_EN', 21, 1],
        ['VGT_SHADER_STAGES_EN', 'GS_W32_EN', 22, 1],
        ['VGT_SHADER_STAGES_EN', 'VS_W32_EN', 23, 1],
        ['VGT_SHADER_STAGES_EN', 'PRIMGEN_PASSTHRU_EN', 25, 1],
        ['VGT_LS_HS_CONFIG', 'NUM_PATCHES', 0, 8],
        ['VGT_LS_HS_CONFIG', 'HS_NUM_INPUT_CP', 8, 6],
        ['VGT_LS_HS_CONFIG', 'HS_NUM_OUTPUT_CP', 14, 6],
        ['VGT_TF_PARAM', 'TYPE', 0, 2],
        ['VGT_TF_PARAM', 'PARTITIONING', 2, 3],
        ['VGT_TF_PARAM', 'TOPOLOGY', 5, 3],
        ['GE_CNTL', 'PRIM_GRP_SIZE', 0, 9],
        ['GE_CNTL', 'VERT_GRP_SIZE', 9, 9],
        ['GE_CNTL', 'BREAK_WAVE_AT_EOI', 18, 1],
        ['CB_COLOR0_INFO', 'FORMAT', 2, 5],
        ['CB_COLOR0_INFO', 'NUMBER_TYPE', 8, 3],
        ['CB_COLOR0_INFO', 'COMP_SWAP', 11, 2],
    ];
    for (const [reg, name, shift, width] of facts) {
        const f = requireRegister(reg).fields.find((x) => x.name === name);
        assert.ok(f, `${reg}.${name}`);
        assert.deepEqual([f.shift, f.width], [shift, width], `${reg}.${name}`);
    }
});
test('the seeds register values decode as the seeds say', () => {
    assert.equal(field('VGT_LS_HS_CONFIG', 'HS_NUM_INPUT_CP', 0x1043f), 4);
    assert.equal(field('VGT_LS_HS_CONFIG', 'HS_NUM_OUTPUT_CP', 0x1043f), 4);
    assert.equal(field('VGT_LS_HS_CONFIG', 'NUM_PATCHES', 0x1043f), 63);
    assert.equal(field('GE_CNTL', 'PRIM_GRP_SIZE', 0x8040), 64);
    assert.equal(field('GE_CNTL', 'BREAK_WAVE_AT_EOI', 0x8040), 0);
    assert.equal(field('GE_CNTL', 'PRIM_GRP_SIZE', 0x5fe3f), 63);
    assert.equal(field('GE_CNTL', 'BREAK_WAVE_AT_EOI', 0x5fe3f), 1);
    const stages = decodeFields(requireRegister('VGT_SHADER_STAGES_EN'), 0x2135);
    assert.equal(stages.ES_EN, 2);
    assert.equal(stages.LS_EN, 1);
    assert.equal(stages.HS_EN, 1);
});
test('encodeFields inverts decodeFields on every field of every register', () => {
    let checked = 0;
    for (const reg of allRegisters()) {
        for (const f of reg.fields) {
            const max = f.width >= 32 ? 0xffffffff : 2 ** f.width - 1;
            const value = encodeFields(reg.name, { [f.name]: max });
            assert.equal(decodeFields(reg, value)[f.name], max, `${reg.name}.${f.name}`);
            checked++;
        }
    }
    assert.ok(checked > 2000, `checked ${checked} fields`);
});
test('fields of a register do not overlap', () => {
    for (const reg of allRegisters()) {
        let used = 0n;
        for (const f of reg.fields) {
            const mask = ((1n << BigInt(f.width)) - 1n) << BigInt(f.shift);
            assert.equal(used & mask, 0n, `${reg.name}.${f.name} overlaps`);
            assert.ok(f.shift + f.width <= 32, `${reg.name}.${f.name} past bit 31`);
            used |= mask;
        }
    }
});
test('unknown names throw RegisterError', () => {
    assert.throws(() => field('NO_SUCH_REG', 'X', 0), RegisterError);
    assert.throws(() => field('GE_CNTL', 'NO_SUCH_FIELD', 0), RegisterError);
    assert.throws(() => encodeFields('GE_CNTL', { PRIM_GRP_SIZE: 512 }), RegisterError);
    assert.equal(registerByName('NO_SUCH_REG'), undefined);
    assert.equal(registerByAddress(0x12), undefined);
});
test('formatRegister names the value and the non-zero fields with enum symbols', () => {
    const text = formatRegister(requireRegister('VGT_TF_PARAM'), 0x4004a);
    assert.match(text, /^VGT_TF_PARAM=0x4004a \[/);
    assert.match(text, /TYPE=2\(TESS_QUAD\)/);
    assert.match(text, /PARTITIONING=2\(PART_FRAC_ODD\)/);
    assert.match(text, /TOPOLOGY=2\(OUTPUT_TRIANGLE_CW\) DISTRIBUTION_MODE=2\(DONUTS\)\]$/);
    assert.equal(formatRegister(requireRegister('VGT_GS_MAX_VERT_OUT'), 6), 'VGT_GS_MAX_VERT_OUT=0x6 [MAX_VERT_OUT=6]');
});
//# sourceMappingURL=registers.test.js.map