/**
 * Captures and the command processor: a scene written by the builder is read back (lazy memory
 * ranges, submissions, programs); the processor follows called and chained indirect buffers and gives
 * each draw the registers set before it; malformed files are refused with CaptureError.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { CaptureBuilder } from '../../src/agc/capture/builder.js';
import { openCapture } from '../../src/agc/capture/reader.js';
import { CaptureWriter } from '../../src/agc/capture/writer.js';
import { CaptureError, Pm4Error } from '../../src/agc/errors.js';
import { Pm4Writer } from '../../src/agc/pm4/builder.js';
import { CommandState, processSubmission } from '../../src/agc/pm4/processor.js';
import { requireRegister } from '../../src/agc/registers/index.js';
const dir = mkdtempSync(join(tmpdir(), 'oberon-agc-'));
const PRIM = requireRegister('VGT_PRIMITIVE_TYPE').address;
function scene(path) {
    const b = new CaptureBuilder();
    b.program([0xbf810000], 1, 'ps');
    const called = new Pm4Writer().setRegs('VGT_PRIMITIVE_TYPE', 6).drawIndexAuto(4);
    const calledRef = b.commandBuffer(called, 'called');
    const chained = new Pm4Writer().setRegs('VGT_PRIMITIVE_TYPE', 5).drawIndexAuto(5);
    const chainedRef = b.commandBuffer(chained, 'chained');
    const main = new Pm4Writer()
        .setRegs('VGT_PRIMITIVE_TYPE', 4)
        .indexType(1)
        .numInstances(2)
        .drawIndex2(6, 0x2000, 6)
        .indirectBuffer(calledRef.address, calledRef.dwords)
        .setRegs('VGT_PRIMITIVE_TYPE', 1)
        .drawIndexAuto(1)
        .indirectBuffer(chainedRef.address, chainedRef.dwords, true)
        .drawIndexAuto(99);
    b.submit([main]);
    b.submit([new Pm4Writer().dispatchDirect(1, 2, 3)], 'compute');
    b.metadata = { title: 'test scene' };
    b.write(path);
    return { ibCalled: calledRef.address, ibChained: chainedRef.address };
}
test('a scene round trips: submissions, programs, metadata and memory', () => {
    const path = join(dir, 'scene.obcap');
    scene(path);
    const cap = openCapture(path);
    try {
        assert.equal(cap.submissions.length, 2);
        assert.equal(cap.submissions[1].queue, 'compute');
        assert.deepEqual(cap.programs.map((p) => [p.type, p.name]), [[1, 'ps']]);
        assert.equal(cap.metadata.title, 'test scene');
        assert.equal(cap.memory.readDwords(cap.programs[0].address, 1)[0], 0xbf810000);
        assert.throws(() => cap.memory.read(0x10, 4), CaptureError);
    }
    finally {
        cap.close();
    }
});
test('the processor follows calls and chains, and each draw sees the registers set before it', () => {
    const path = join(dir, 'scene2.obcap');
    const { ibChained } = scene(path);
    const cap = openCapture(path);
    try {
        const state = new CommandState();
        const events = [];
        const seen = [];
        for (const sub of cap.submissions) {
            for (const ev of processSubmission(cap.memory, sub.buffers, state)) {
                events.push(ev);
                if (ev.kind === 'draw')
                    seen.push([ev.draw.packet, ev.draw.count, ev.registers.get(PRIM)]);
            }
        }
        assert.deepEqual(seen, [
            ['DRAW_INDEX_2', 6, 4],
            ['DRAW_INDEX_AUTO', 4, 6],
            ['DRAW_INDEX_AUTO', 1, 1],
            ['DRAW_INDEX_AUTO', 5, 5],
        ]);
        const first = events.find((e) => e.kind === 'draw');
        assert.ok(first && first.kind === 'draw');
        assert.equal(first.draw.instances, 2);
        assert.equal(first.draw.indexAddress, 0x2000);
        const dispatch = events.find((e) => e.kind === 'dispatch');
        assert.ok(dispatch && dispatch.kind === 'dispatch');
        assert.deepEqual(dispatch.dispatch.groups, [1, 2, 3]);
        const chainedPackets = events.filter((e) => e.kind === 'packet' && e.buffer.includes(`IB@0x${ibChained.toString(16)}`));
        assert.equal(chainedPackets.length, 2);
    }
    finally {
        cap.close();
    }
});
test('a chain loop and deep nesting end with Pm4Error', () => {
    const b = new CaptureBuilder();
    const address = b.alloc(16, 4);
    const loop = new Pm4Writer().indirectBuffer(address, 4, true).finish();
    b.place(address, loop);
    const path = join(dir, 'loop.obcap');
    b.submit([{ address, dwords: 4 }]);
    b.write(path);
    const cap = openCapture(path);
    try {
        assert.throws(() => [
            ...processSubmission(cap.memory, cap.submissions[0].buffers, new CommandState(), 's', {
                maxDepth: 4,
                maxBuffers: 1000,
            }),
        ], /more than 1000 command buffers/);
    }
    finally {
        cap.close();
    }
    const b2 = new CaptureBuilder();
    const a2 = b2.alloc(16, 4);
    b2.place(a2, new Pm4Writer().indirectBuffer(a2, 4).finish());
    b2.submit([{ address: a2, dwords: 4 }]);
    b2.write(path);
    const cap2 = openCapture(path);
    try {
        assert.throws(() => [...processSubmission(cap2.memory, cap2.submissions[0].buffers, new CommandState())], (e) => e instanceof Pm4Error && /nesting deeper than 4/.test(e.message));
    }
    finally {
        cap2.close();
    }
});
test('memory reads span adjacent regions and stop at gaps', () => {
    const path = join(dir, 'regions.obcap');
    const w = new CaptureWriter(path);
    w.addMemory(0x1000, Uint8Array.from([1, 2, 3, 4]));
    w.addMemory(0x1004, Uint8Array.from([5, 6, 7, 8]));
    w.addMemory(0x2000, Uint8Array.from([9]));
    w.close();
    const cap = openCapture(path);
    try {
        assert.deepEqual([...cap.memory.read(0x1002, 4)], [3, 4, 5, 6]);
        assert.throws(() => cap.memory.read(0x1006, 4), /guest memory 0x1008 .* is not in the capture/);
    }
    finally {
        cap.close();
    }
});
test('malformed captures are refused with CaptureError', () => {
    const good = join(dir, 'good.obcap');
    scene(good);
    const bytes = readFileSync(good);
    const bad = join(dir, 'bad.obcap');
    const cases = [
        ['magic', (b) => Buffer.concat([Buffer.from('NOTACAPT'), b.subarray(8)]), /bad magic/],
        [
            'version',
            (b) => {
                const c = Buffer.from(b);
                c.writeUInt32LE(9, 8);
                return c;
            },
            /version 9 is not supported/,
        ],
        ['truncated', (b) => b.subarray(0, b.length - 5), /does not fit/],
        ['short', (b) => b.subarray(0, 10), /too short/],
        [
            'chunk outside',
            (b) => {
                const c = Buffer.from(b);
                const t = Number(c.readBigUInt64LE(16));
                c.writeBigUInt64LE(BigInt(c.length * 2), t + 8);
                return c;
            },
            /outside the data area/,
        ],
    ];
    for (const [name, mutate, pattern] of cases) {
        writeFileSync(bad, mutate(bytes));
        assert.throws(() => openCapture(bad), (e) => e instanceof CaptureError && pattern.test(e.message), name);
    }
    const w = new CaptureWriter(bad);
    w.addMemory(0x1000, new Uint8Array(8));
    w.addMemory(0x1004, new Uint8Array(8));
    w.close();
    assert.throws(() => openCapture(bad), /overlap/);
});
//# sourceMappingURL=capture.test.js.map