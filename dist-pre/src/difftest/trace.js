/**
 * Where output words come from: re-runs a case in the reference executor with a step hook and records,
 * for every word of an output region, the store that last wrote it (pc, workgroup, wave, and for
 * FLAT/GLOBAL stores the lane and the data VGPR), and for that VGPR in that lane the instruction that
 * last changed it. The harness uses this to name the guest instruction behind a mismatch and to pick
 * the ULP bound of inexact operations. Tracing diffs a shadow copy of each wave's VGPRs after every
 * instruction, so it is slow and only runs when outputs differ.
 */
import { operands as operandsOf } from '../isa/encode.js';
import { print } from '../isa/print.js';
import { runReference } from './reference-side.js';
const STORE_ENCODINGS = new Set(['FLAT', 'MUBUF', 'MTBUF', 'MIMG']);
function signed12(v) {
    return v & 0x800 ? (v & 0xfff) - 0x1000 : v & 0xfff;
}
/** Lane addresses of a FLAT/GLOBAL access: [lane, first byte address] for each active lane. */
function flatAddresses(wave, ops) {
    const addr = ops.find((o) => o.field === 'addr' || o.field === 'vaddr');
    const saddr = ops.find((o) => o.field === 'saddr');
    const offset = ops.find((o) => o.field === 'offset');
    if (addr?.kind !== 'vgpr')
        return [];
    const out = [];
    for (let lane = 0; lane < wave.laneCount; lane++) {
        if (!wave.laneActive(lane))
            continue;
        let a;
        if (saddr && saddr.kind === 'sgpr') {
            a =
                wave.sgpr[saddr.value] +
                    wave.sgpr[saddr.value + 1] * 2 ** 32 +
                    wave.getVgpr(addr.value, lane);
        }
        else {
            a = wave.getVgpr(addr.value, lane) + wave.getVgpr(addr.value + 1, lane) * 2 ** 32;
        }
        out.push({ lane, address: a + (offset ? signed12(offset.value) : 0) });
    }
    return out;
}
const SPECIAL_NAMES = {
    106: 'vcc_lo',
    107: 'vcc_hi',
    124: 'm0',
    126: 'exec_lo',
    127: 'exec_hi',
};
function scalarOrigin(shadow, lane, vgpr, lanes) {
    if (lane === undefined || vgpr === undefined)
        return undefined;
    const code = shadow.movedFrom[vgpr * lanes + lane];
    if (code < 0)
        return undefined;
    const pc = shadow.sgprWriter[code];
    return { name: SPECIAL_NAMES[code] ?? `s${code}`, writerPc: pc < 0 ? undefined : pc };
}
/** Traces `c` in the executor (see the file overview). */
export function traceWriters(c) {
    const shadows = new Map();
    const instructions = new Map();
    const outputs = c.regions.map((r, i) => ({ index: i, region: r })).filter((x) => x.region.output);
    const memoryShadow = outputs.map((o) => o.region.bytes.slice());
    const origins = outputs.map((o) => new Array(o.region.bytes.length / 4));
    let groups = -1;
    const onStep = (wave, inst, memory) => {
        let shadow = shadows.get(wave);
        if (!shadow) {
            if (wave.waveId === 0)
                groups++;
            shadow = {
                group: groups,
                vgpr: new Uint32Array(wave.vgpr.length),
                writer: new Int32Array(wave.vgpr.length).fill(-1),
                sgprWriter: new Int32Array(128).fill(-1),
                movedFrom: new Int32Array(wave.vgpr.length).fill(-1),
            };
            shadows.set(wave, shadow);
        }
        if (!instructions.has(inst.pc))
            instructions.set(inst.pc, { text: print(inst, c.target), mnemonic: inst.mnemonic });
        const { vgpr, writer } = shadow;
        const now = wave.vgpr;
        for (let i = 0; i < now.length; i++) {
            if (now[i] !== vgpr[i]) {
                vgpr[i] = now[i];
                writer[i] = inst.pc;
            }
        }
        // A write of an unchanged value is still the last write: mark the destination registers too.
        const ops = operandsOf(inst, c.target);
        const src0 = ops.find((o) => o.role === 'src' && o.field === 'src0');
        const scalarCopy = inst.mnemonic.startsWith('v_mov_b32') && src0 && (src0.kind === 'sgpr' || src0.kind === 'special')
            ? src0.value
            : -1;
        for (const o of ops) {
            if (o.role !== 'dst')
                continue;
            if (o.kind === 'sgpr' || (o.kind === 'special' && o.value < 128)) {
                for (let d = 0; d < Math.max(1, o.dwords); d++)
                    shadow.sgprWriter[o.value + d] = inst.pc;
                continue;
            }
            if (o.kind !== 'vgpr')
                continue;
            for (let lane = 0; lane < wave.laneCount; lane++) {
                if (!wave.laneActive(lane))
                    continue;
                for (let d = 0; d < o.dwords; d++) {
                    writer[(o.value + d) * wave.laneCount + lane] = inst.pc;
                    shadow.movedFrom[(o.value + d) * wave.laneCount + lane] = scalarCopy;
                }
            }
        }
        if (!STORE_ENCODINGS.has(inst.encoding))
            return;
        const data = ops.find((o) => o.field === 'data' || o.field === 'vdata');
        const lanes = inst.encoding === 'FLAT' ? flatAddresses(wave, ops) : [];
        outputs.forEach((o, k) => {
            const bytes = memory.mapped.find((m) => m.base === o.region.base)?.bytes;
            const before = memoryShadow[k];
            if (!bytes)
                return;
            for (let w = 0; w < bytes.length / 4; w++) {
                const at = w * 4;
                if (bytes[at] === before[at] &&
                    bytes[at + 1] === before[at + 1] &&
                    bytes[at + 2] === before[at + 2] &&
                    bytes[at + 3] === before[at + 3])
                    continue;
                before.set(bytes.subarray(at, at + 4), at);
                const address = o.region.base + at;
                const hit = lanes.find((l) => address >= l.address && address < l.address + 4 * (data?.dwords ?? 1));
                const dataVgpr = hit && data?.kind === 'vgpr' ? data.value + (address - hit.address) / 4 : undefined;
                const writerPc = hit && dataVgpr !== undefined
                    ? writer[dataVgpr * wave.laneCount + hit.lane]
                    : undefined;
                origins[k][w] = {
                    storePc: inst.pc,
                    group: shadow.group,
                    wave: wave.waveId,
                    lane: hit?.lane,
                    dataVgpr,
                    writerPc: writerPc === undefined || writerPc < 0 ? undefined : writerPc,
                    scalar: scalarOrigin(shadow, hit?.lane, dataVgpr, wave.laneCount),
                };
            }
        });
    };
    runReference(c, onStep);
    return {
        origin(region, word) {
            const k = outputs.findIndex((o) => o.index === region);
            return k < 0 ? undefined : origins[k]?.[word];
        },
        instruction: (pc) => instructions.get(pc),
    };
}
//# sourceMappingURL=trace.js.map