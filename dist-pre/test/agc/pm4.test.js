/**
 * PM4 parsing, printing and building: round trips through the typed builders, header facts checked
 * against hand-assembled words, and each validation error naming buffer, offset and opcode.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Pm4Error } from '../../src/agc/errors.js';
import { Pm4Writer } from '../../src/agc/pm4/builder.js';
import { packetSpec } from '../../src/agc/pm4/packets.js';
import { parsePm4, setRegRange } from '../../src/agc/pm4/parse.js';
import { printPacket } from '../../src/agc/pm4/print.js';
function pm4Error(fn) {
    try {
        fn();
    }
    catch (e) {
        assert.ok(e instanceof Pm4Error, String(e));
        return e;
    }
    assert.fail('expected a Pm4Error');
}
test('opcodes of the design facts are in the table under their names', () => {
    const facts = [
        [0x69, 'SET_CONTEXT_REG'],
        [0x76, 'SET_SH_REG'],
        [0x79, 'SET_UCONFIG_REG'],
        [0x27, 'DRAW_INDEX_2'],
        [0x2d, 'DRAW_INDEX_AUTO'],
        [0x15, 'DISPATCH_DIRECT'],
        [0x16, 'DISPATCH_INDIRECT'],
        [0x2a, 'INDEX_TYPE'],
        [0x2f, 'NUM_INSTANCES'],
        [0x3f, 'INDIRECT_BUFFER'],
        [0x37, 'WRITE_DATA'],
        [0x46, 'EVENT_WRITE'],
        [0x49, 'RELEASE_MEM'],
        [0x58, 'ACQUIRE_MEM'],
        [0x10, 'NOP'],
    ];
    for (const [opcode, name] of facts)
        assert.equal(packetSpec(opcode)?.name, name);
});
test('a SET_CONTEXT_REG header and body are laid out as the facts say', () => {
    const words = new Pm4Writer().setRegs('VGT_SHADER_STAGES_EN', 0x60212d).finish();
    // type 3, count = 2 body dwords - 1, opcode 0x69; first body dword (0x28B54 - 0x28000) / 4.
    assert.deepEqual([...words], [((3 << 30) | (1 << 16) | (0x69 << 8)) >>> 0, (0x28b54 - 0x28000) / 4, 0x60212d]);
    const sh = new Pm4Writer().setRegs('SPI_SHADER_PGM_LO_LS', 7).finish();
    assert.equal(sh[1], 0x148);
    assert.equal((sh[0] >>> 8) & 0xff, 0x76);
    const uc = new Pm4Writer().setRegs('GE_CNTL', 0x8040).finish();
    assert.equal(uc[1], (0x3096c - 0x30000) / 4);
});
test('builders round trip through the parser', () => {
    const w = new Pm4Writer()
        .setRegs('PA_CL_VPORT_XSCALE', 1, 2, 3, 4, 5, 6)
        .indexType(1)
        .numInstances(3)
        .indexBase(0x12_3456_7800)
        .indexBufferSize(99)
        .drawIndexAuto(3)
        .drawIndex2(10, 0x10_0000_0000, 6)
        .drawIndexOffset2(10, 2, 4)
        .dispatchDirect(4, 5, 6)
        .pad()
        .nop(3)
        .writeData(0x2000, [1, 2, 3])
        .eventWrite(4, 5)
        .releaseMem(0x3000, 7)
        .acquireMem()
        .dmaCopy(0x4000, 0x5000, 64)
        .indirectBuffer(0x6000, 16, true);
    const entries = parsePm4(w.finish(), 'test');
    const names = entries.map((e) => (e.type === 2 ? 'TYPE2' : e.spec.name));
    assert.deepEqual(names, [
        'SET_CONTEXT_REG',
        'INDEX_TYPE',
        'NUM_INSTANCES',
        'INDEX_BASE',
        'INDEX_BUFFER_SIZE',
        'DRAW_INDEX_AUTO',
        'DRAW_INDEX_2',
        'DRAW_INDEX_OFFSET_2',
        'DISPATCH_DIRECT',
        'TYPE2',
        'NOP',
        'WRITE_DATA',
        'EVENT_WRITE',
        'RELEASE_MEM',
        'ACQUIRE_MEM',
        'DMA_DATA',
        'INDIRECT_BUFFER',
    ]);
    const set = entries[0];
    const writes = setRegRange(set, 'test');
    assert.equal(writes.address, 0x2843c);
    assert.deepEqual([...writes.values], [1, 2, 3, 4, 5, 6]);
    const dispatch = entries[8];
    assert.equal(dispatch.compute, true);
    const ib = entries[16];
    assert.deepEqual([...ib.body], [0x6000, 0, 16 | (1 << 20) | (1 << 23)]);
});
test('printing names registers, fields and packet words', () => {
    const entries = parsePm4(new Pm4Writer().setRegs('VGT_TF_PARAM', 0x4004a).indirectBuffer(0x6000, 16, true).eventWrite(4).finish(), 'b');
    const text = entries.flatMap((e) => printPacket(e, 'b')).join('\n');
    assert.match(text, /SET_CONTEXT_REG \(2 dwords\)/);
    assert.match(text, /VGT_TF_PARAM=0x4004a \[TYPE=2\(TESS_QUAD\)/);
    assert.match(text, /control=0x900010 \[IB_SIZE=16 CHAIN=1 VALID=1\]/);
    assert.match(text, /event=0x4 \[EVENT_TYPE=4\]/);
});
test('a header-only NOP (count 0x3fff) takes one dword', () => {
    const entries = parsePm4(Uint32Array.from([((3 << 30) | (0x3fff << 16) | (0x10 << 8)) >>> 0, 0x80000000]), 'b');
    assert.equal(entries.length, 2);
    assert.equal(entries[1].type, 2);
});
test('errors name the buffer, the dword offset, the opcode and the reason', () => {
    let e = pm4Error(() => parsePm4(new Pm4Writer()
        .nop(1)
        .raw(((3 << 30) | (0xee << 8)) >>> 0, 0)
        .finish(), 'cb0'));
    assert.equal(e.message, 'cb0 dword 2 opcode 0xee: unknown type-3 opcode in header 0xc000ee00');
    assert.deepEqual([e.buffer, e.offset, e.opcode], ['cb0', 2, 0xee]);
    e = pm4Error(() => parsePm4(new Pm4Writer().drawIndexAuto(3).finish().subarray(0, 2), 'cb1'));
    assert.equal(e.message, 'cb1 dword 0 opcode 0x2d: DRAW_INDEX_AUTO needs 2 body dwords but the buffer ends after 1');
    e = pm4Error(() => parsePm4(Uint32Array.from([0x12345678]), 'cb2'));
    assert.equal(e.message, 'cb2 dword 0: type-0 packet header 0x12345678 is not supported');
    e = pm4Error(() => parsePm4(new Pm4Writer().packet('DRAW_INDEX_AUTO', [1, 2, 3]).finish(), 'cb3'));
    assert.equal(e.message, 'cb3 dword 0 opcode 0x2d: DRAW_INDEX_AUTO has 3 body dwords, expected 2..2');
    e = pm4Error(() => parsePm4(new Pm4Writer().packet('SET_SH_REG', [0x3ff, 1, 2]).finish(), 'cb4'));
    assert.match(e.message, /^cb4 dword 0 opcode 0x76: SET_SH_REG writes 2 registers from dword offset 0x3ff, past the end of the sh register space/);
    e = pm4Error(() => parsePm4(new Pm4Writer().packet('SET_UCONFIG_REG_INDEX', [0x0fff0243, 1]).finish(), 'cb5'));
    assert.match(e.message, /reserved bits set/);
});
test('the INDEX forms carry the index in bits 31:28', () => {
    const [p] = parsePm4(new Pm4Writer().packet('SET_UCONFIG_REG_INDEX', [(2 << 28) | 0x243, 1]).finish(), 'b');
    const writes = setRegRange(p, 'b');
    assert.equal(writes.index, 2);
    assert.equal(writes.address, 0x3090c);
});
//# sourceMappingURL=pm4.test.js.map