/**
 * Generates src/isa/tables/valu-data.generated.ts: every VALU operation that has a VOP1, VOP2 or VOPC
 * encoding on gfx1013 or gfx1030, with its opcode in that encoding and in VOP3, the register widths of
 * its operands and which extended forms (DPP16, DPP8, SDWA, VOP3) LLVM accepts for it.
 *
 * The facts come from llvm-mc-19 itself: each opcode is disassembled with VGPR operands (v4 dst, v6
 * src0, v8 src1), a 64-bit operand shows as `v[6:7]`, an SGPR dst as `s4`. Each probe is followed by two
 * `s_nop k` marker dwords so that the output can be split per probe even when an opcode swallows the
 * next dword as its literal (v_madmk_f32). Run: `node --import tsx scripts/gen-valu-table.ts`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const MCPUS = ['gfx1013', 'gfx1030'];
/** Disassembles probes (each a dword list); returns each probe's text or undefined when rejected. */
function probe(mcpu, probes) {
    const lines = [];
    const firstLine = [];
    probes.forEach((words, i) => {
        firstLine.push(lines.length + 1);
        const marker = 0xbf800000 | (i % 8);
        for (const w of [...words, marker, marker]) {
            lines.push([0, 8, 16, 24].map((s) => `0x${((w >>> s) & 0xff).toString(16).padStart(2, '0')}`).join(' '));
        }
    });
    let stderr = '';
    let stdout = '';
    try {
        stdout = execFileSync('llvm-mc-19', ['-arch=amdgcn', `-mcpu=${mcpu}`, '-disassemble'], {
            input: `${lines.join('\n')}\n`,
            encoding: 'utf8',
            maxBuffer: 1 << 28,
            stdio: ['pipe', 'pipe', 'pipe'],
        });
    }
    catch (e) {
        throw new Error(`llvm-mc-19 failed: ${String(e)}`);
    }
    // execFileSync hides stderr on success; rerun capturing it through a shell redirect.
    stderr = execFileSync('sh', ['-c', `llvm-mc-19 -arch=amdgcn -mcpu=${mcpu} -disassemble 2>&1 >/dev/null`], {
        input: `${lines.join('\n')}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
    });
    const rejected = new Set();
    for (const m of stderr.matchAll(/<stdin>:(\d+):\d+: warning: invalid instruction encoding/g)) {
        rejected.add(Number(m[1]));
    }
    const out = stdout
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 0 && l !== '.text');
    const result = [];
    let pos = 0;
    probes.forEach((_, i) => {
        const marker = `s_nop ${i % 8}`;
        const segment = [];
        while (pos < out.length && out[pos] !== marker)
            segment.push(out[pos++]);
        while (pos < out.length && out[pos] === marker)
            pos++;
        result.push(rejected.has(firstLine[i]) ? undefined : segment[0]);
    });
    return result;
}
const V4 = 4;
const V6 = 0x106;
const V8 = 8;
function vop1(op, src0, vdst = V4) {
    return (0x7e000000 | (vdst << 17) | (op << 9) | src0) >>> 0;
}
function vop2(op, src0, vdst = V4, vsrc1 = V8) {
    return ((op << 25) | (vdst << 17) | (vsrc1 << 9) | src0) >>> 0;
}
function vopc(op, src0, vsrc1 = V8) {
    return (0x7c000000 | (op << 17) | (vsrc1 << 9) | src0) >>> 0;
}
const DPP16_WORD = (6 | (0x1b << 8) | 0xff000000) >>> 0;
const DPP8_WORD = 6 | (0xfac688 << 8);
const SDWA_WORD_VOP1 = 6 | (6 << 8) | (6 << 16);
const SDWA_WORD = 6 | (6 << 8) | (6 << 16) | (6 << 24);
const SDWA_WORD_VOPC = 6 | (6 << 16) | (6 << 24);
/** Mnemonic of a disassembled line without the encoding suffix. */
function baseName(text) {
    const m = text.split(/\s/)[0];
    return m.replace(/_(e32|e64|dpp|sdwa)$/, '');
}
/** Register width in dwords of operand `index` (0-based, comma split) of a line, 0 if not a register. */
function widthOf(text, index) {
    const ops = text.slice(text.indexOf(' ') + 1).split(', ');
    const op = ops[index];
    if (op === undefined)
        return 0;
    const m = /^[vs]\[(\d+):(\d+)\]/.exec(op);
    if (m)
        return Number(m[2]) - Number(m[1]) + 1;
    return /^[vs]\d+/.test(op) ? 1 : 0;
}
function main() {
    const rows = new Map();
    for (const mcpu of MCPUS) {
        // VOP3 opcode of each name: probe every VOP3 opcode with several operand patterns.
        const vop3 = new Map();
        const patterns = [
            [V4, V6 | (0x108 << 9)],
            [V4, V6],
            [V4, V6 | (0x108 << 9) | (0x10a << 18)],
            [0, 0],
        ];
        for (const [vdst, w1] of patterns) {
            const probes = Array.from({ length: 1024 }, (_, op) => [(0xd4000000 | (op << 16) | vdst) >>> 0, w1]);
            probe(mcpu, probes).forEach((t, op) => {
                if (t !== undefined && !vop3.has(baseName(t)))
                    vop3.set(baseName(t), op);
            });
        }
        const encodings = [
            {
                enc: 'VOP1',
                count: 256,
                base: (op, s) => vop1(op, s),
                zero: (op) => vop1(op, 0, 0),
                sdwa: SDWA_WORD_VOP1,
            },
            // VOP2 opcodes 62 and 63 carry the VOPC and VOP1 prefixes.
            {
                enc: 'VOP2',
                count: 62,
                base: (op, s) => vop2(op, s),
                zero: (op) => vop2(op, 0, 0, 0),
                sdwa: SDWA_WORD,
            },
            {
                enc: 'VOPC',
                count: 256,
                base: (op, s) => vopc(op, s),
                zero: (op) => vopc(op, 0, 0),
                sdwa: SDWA_WORD_VOPC,
            },
        ];
        for (const e of encodings) {
            const ops = Array.from({ length: e.count }, (_, op) => op);
            const base = probe(mcpu, ops.map((op) => [e.base(op, V6)]));
            const zero = probe(mcpu, ops.map((op) => [e.zero(op)]));
            const dpp16 = probe(mcpu, ops.map((op) => [e.base(op, 250), DPP16_WORD]));
            const dpp8 = probe(mcpu, ops.map((op) => [e.base(op, 233), DPP8_WORD]));
            const sdwa = probe(mcpu, ops.map((op) => [e.base(op, 249), e.sdwa]));
            for (const op of ops) {
                const text = base[op] ?? zero[op];
                if (text === undefined)
                    continue;
                const name = baseName(text);
                const key = `${e.enc}:${op}:${name}`;
                const existing = rows.get(key);
                if (existing) {
                    existing.mcpus.add(mcpu);
                    if (existing.vop3 !== vop3.get(name))
                        throw new Error(`${name}: VOP3 opcode differs between targets`);
                    continue;
                }
                // VOPC e32 text: `vcc_lo, src0, src1`; VOP1/VOP2: `vdst, src0[, src1]`. Carry ops add vcc operands.
                const ops1 = text.slice(text.indexOf(' ') + 1).split(', ');
                const carry = ops1[1] === 'vcc_lo';
                const first = e.enc === 'VOPC' ? (ops1[0] === 'vcc_lo' ? 1 : 0) : carry ? 2 : 1;
                rows.set(key, {
                    name,
                    enc: e.enc,
                    opcode: op,
                    mcpus: new Set([mcpu]),
                    vop3: vop3.get(name),
                    dstDwords: e.enc === 'VOPC' ? 0 : widthOf(text, 0),
                    src0Dwords: widthOf(text, first),
                    src1Dwords: e.enc === 'VOP1'
                        ? 0
                        : widthOf(text, name.endsWith('madmk_f32') || /mamk/.test(name) ? first + 2 : first + 1),
                    sgprDst: /^s/.test(ops1[0] ?? ''),
                    dpp16: dpp16[op] !== undefined,
                    dpp8: dpp8[op] !== undefined,
                    sdwa: sdwa[op] !== undefined,
                    text,
                });
            }
        }
    }
    const lines = [];
    lines.push('// Generated by scripts/gen-valu-table.ts from llvm-mc-19 probes. Do not edit.');
    lines.push('// Row: [mnemonic, encoding, opcode, vop3 opcode or -1, targets (1 gfx1013, 2 gfx1030),');
    lines.push('//       dst dwords, src0 dwords, src1 dwords, flags (1 dpp16, 2 dpp8, 4 sdwa, 8 sgpr dst)]');
    lines.push("import type { ValuDataRow } from './valu.js';");
    lines.push('');
    lines.push('/** Every VALU operation with a VOP1, VOP2 or VOPC encoding, as llvm-mc-19 decodes it. */');
    lines.push('export const VALU_DATA: readonly ValuDataRow[] = [');
    const order = { VOP1: 0, VOP2: 1, VOPC: 2 };
    const sorted = [...rows.values()].sort((a, b) => order[a.enc] - order[b.enc] || a.opcode - b.opcode);
    for (const r of sorted) {
        const mc = (r.mcpus.has('gfx1013') ? 1 : 0) | (r.mcpus.has('gfx1030') ? 2 : 0);
        const flags = (r.dpp16 ? 1 : 0) | (r.dpp8 ? 2 : 0) | (r.sdwa ? 4 : 0) | (r.sgprDst ? 8 : 0);
        lines.push(`  ['${r.name}', '${r.enc}', ${r.opcode}, ${r.vop3 ?? -1}, ${mc}, ${r.dstDwords}, ${r.src0Dwords}, ${r.src1Dwords}, ${flags}],`);
    }
    lines.push('];');
    lines.push('');
    writeFileSync(new URL('../src/isa/tables/valu-data.generated.ts', import.meta.url), lines.join('\n'));
    console.log(`wrote ${sorted.length} rows`);
}
main();
//# sourceMappingURL=gen-valu-table.js.map