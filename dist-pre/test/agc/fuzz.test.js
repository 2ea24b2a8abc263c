/**
 * Robustness fuzzing (seeded, deterministic): 100,000 random, mutated and truncated PM4 streams through
 * the parser, the command processor (with random indirect buffers) and draw decode of every draw they
 * reach, and 25,000 mutations of a valid draw's registers through draw decode and the fixed-function
 * decoders. Only typed errors may escape; every run ends (the processor's limits bound chains and
 * nesting).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeDraw } from '../../src/agc/draw/decode.js';
import { computeProgram, programRegistry } from '../../src/agc/draw/programs.js';
import { AgcStateError, CaptureError, Pm4Error } from '../../src/agc/errors.js';
import { decodeFixedFunction } from '../../src/agc/fixed/index.js';
import { PACKETS } from '../../src/agc/pm4/packets.js';
import { parsePm4 } from '../../src/agc/pm4/parse.js';
import { printPacket } from '../../src/agc/pm4/print.js';
import { CommandState, processSubmission } from '../../src/agc/pm4/processor.js';
import { allRegisters, requireRegister } from '../../src/agc/registers/index.js';
import { basicFixedFunction, crimsonDesert, ES, LS, PS } from './fixtures.js';
function rng(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    };
}
const STREAMS = 100_000;
const CASES = 25_000;
/** A stream of plausible packets: real opcodes, body lengths near the table's, register offsets in range. */
function randomStream(r, memBase) {
    const words = [];
    const n = 1 + Math.floor(r() * 6);
    for (let i = 0; i < n; i++) {
        const roll = r();
        if (roll < 0.05) {
            words.push(0x80000000);
            continue;
        }
        if (roll < 0.1) {
            words.push((r() * 2 ** 32) >>> 0);
            continue;
        }
        const spec = PACKETS[Math.floor(r() * PACKETS.length)];
        const wanted = spec.maxBody === Infinity ? spec.minBody + Math.floor(r() * 4) : spec.minBody;
        const body = Math.max(1, wanted + (r() < 0.1 ? Math.floor(r() * 5) - 2 : 0));
        words.push(((3 << 30) | ((body - 1) << 16) | (spec.opcode << 8) | (r() < 0.1 ? 3 : 0)) >>> 0);
        for (let j = 0; j < body; j++) {
            if (j === 0 && spec.kind.startsWith('set-'))
                words.push(Math.floor(r() * (r() < 0.9 ? 0x400 : 0x10000)));
            else if (spec.name === 'INDIRECT_BUFFER' && j === 0)
                words.push(memBase + 4 * Math.floor(r() * 64) + (r() < 0.05 ? 2 : 0));
            else if (spec.name === 'INDIRECT_BUFFER' && j === 1)
                words.push(0);
            else if (spec.name === 'INDIRECT_BUFFER' && j === 2)
                words.push(Math.floor(r() * 32) | (r() < 0.5 ? 1 << 20 : 0));
            else
                words.push(r() < 0.5 ? Math.floor(r() * 16) : (r() * 2 ** 32) >>> 0);
        }
    }
    const all = Uint32Array.from(words);
    if (r() < 0.3)
        all[Math.floor(r() * all.length)] = (r() * 2 ** 32) >>> 0;
    return r() < 0.3 ? all.subarray(0, Math.floor(r() * all.length)) : all;
}
test(`${STREAMS} random and truncated PM4 streams raise only typed errors`, () => {
    const r = rng(0x0be40);
    const memBase = 0x10000;
    const memory = new Uint32Array(64 + 64);
    const mem = {
        readDwords(address, count) {
            const at = (address - memBase) / 4;
            if (at < 0 || at + count > memory.length || !Number.isInteger(at))
                throw new CaptureError('fuzz', `range ${address}+${count}`);
            return memory.subarray(at, at + count);
        },
    };
    const state = new CommandState();
    const counts = { ok: 0, pm4: 0, memory: 0, packets: 0, draws: 0, refused: 0 };
    for (let i = 0; i < STREAMS; i++) {
        const stream = randomStream(r, memBase);
        if (i % 16 === 0)
            memory.set(randomStream(r, memBase).subarray(0, 64));
        try {
            for (const e of parsePm4(stream, 'fuzz'))
                if (i % 64 === 0)
                    printPacket(e, 'fuzz');
            const buffers = [{ address: memBase + 64 * 4, dwords: stream.length }];
            memory.set(stream.subarray(0, 64), 64);
            for (const ev of processSubmission(mem, buffers, state, 'fuzz', { maxDepth: 3, maxBuffers: 64 })) {
                counts.packets++;
                if (ev.kind !== 'draw')
                    continue;
                counts.draws++;
                try {
                    decodeDraw(ev.registers);
                }
                catch (e) {
                    if (!(e instanceof AgcStateError))
                        throw e;
                    counts.refused++;
                }
            }
            counts.ok++;
        }
        catch (e) {
            if (e instanceof Pm4Error)
                counts.pm4++;
            else if (e instanceof CaptureError)
                counts.memory++;
            else
                throw e;
        }
    }
    assert.equal(counts.ok + counts.pm4 + counts.memory, STREAMS);
    assert.ok(counts.ok > STREAMS / 10 && counts.pm4 > STREAMS / 10, JSON.stringify(counts));
    assert.ok(counts.draws > 1000, JSON.stringify(counts));
});
class MapRegs {
    values = new Map();
    get(a) {
        return this.values.get(a);
    }
}
test(`${CASES} mutated register files through draw decode and fixed-function state raise only AgcStateError`, () => {
    const r = rng(0xd3c0de);
    const template = [...Object.entries({ ...crimsonDesert(), ...basicFixedFunction() })].map(([name, value]) => [requireRegister(name).address, value]);
    const pool = allRegisters()
        .filter((reg) => /^(VGT_|GE_|SPI_SHADER_PGM|SPI_PS_IN|PA_|DB_|CB_|COMPUTE_PGM)/.test(reg.name))
        .map((reg) => reg.address);
    const interesting = [0x60212d, 0x0260210d, 0x2135, 0x2010, 0x2030, 0x212d, 0x602030, 0];
    const stagesAddr = requireRegister('VGT_SHADER_STAGES_EN').address;
    const registry = programRegistry([
        { address: LS, type: 3 },
        { address: ES, type: 2 },
        { address: PS, type: 1 },
    ]);
    const counts = { decoded: 0, refused: 0, fixed: 0, fixedRefused: 0 };
    const regs = new MapRegs();
    for (let i = 0; i < CASES; i++) {
        regs.values.clear();
        for (const [a, v] of template)
            regs.values.set(a, v);
        const mutations = Math.floor(r() * 4);
        for (let m = 0; m < mutations; m++) {
            const roll = r();
            const a = roll < 0.5 ? template[Math.floor(r() * template.length)][0] : pool[Math.floor(r() * pool.length)];
            if (r() < 0.2)
                regs.values.delete(a);
            else
                regs.values.set(a, r() < 0.5 ? Math.floor(r() * 16) : (r() * 2 ** 32) >>> 0);
        }
        if (r() < 0.3)
            regs.values.set(stagesAddr, interesting[Math.floor(r() * interesting.length)]);
        try {
            decodeDraw(regs, r() < 0.5 ? registry : undefined);
            counts.decoded++;
        }
        catch (e) {
            if (!(e instanceof AgcStateError))
                throw e;
            counts.refused++;
        }
        try {
            decodeFixedFunction(regs, r() < 0.5);
            counts.fixed++;
        }
        catch (e) {
            if (!(e instanceof AgcStateError))
                throw e;
            counts.fixedRefused++;
        }
        if (i % 8 === 0) {
            try {
                computeProgram(regs, (r() * 2 ** 32) >>> 0, registry);
            }
            catch (e) {
                if (!(e instanceof AgcStateError))
                    throw e;
            }
        }
    }
    assert.equal(counts.decoded + counts.refused, CASES);
    assert.ok(counts.decoded > CASES / 10 && counts.refused > CASES / 10, JSON.stringify(counts));
    assert.ok(counts.fixed > CASES / 10 && counts.fixedRefused > CASES / 20, JSON.stringify(counts));
});
//# sourceMappingURL=fuzz.test.js.map