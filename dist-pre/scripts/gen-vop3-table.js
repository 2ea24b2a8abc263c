/**
 * Generates src/isa/tables/vop3-data.generated.ts: the VOP3 and VOP3P encodings of gfx1013 and
 * gfx1030 as llvm-mc-19 decodes them. For every opcode it records the mnemonic LLVM prints, the text
 * order of the operand fields, each source's register class (from LLVM's "Invalid register" comments),
 * width and constant-printing class, and what each modifier bit does (prints abs/neg/clamp/omod/op_sel,
 * is ignored, or makes the word invalid).
 *
 * Every fact is a probe: one instruction per probe, all fields zero but the one under test, each probe
 * followed by `s_nop k` markers so the output splits per probe. Run:
 * `node --import tsx scripts/gen-vop3-table.ts`.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { VALU_OPS, valuByVop3Opcode } from '../src/isa/tables/valu.js';
const MCPUS = ['gfx1013', 'gfx1030'];
function hexLine(w) {
    return [0, 8, 16, 24].map((s) => `0x${((w >>> s) & 0xff).toString(16)}`).join(',');
}
/** Disassembles each probe; returns its first line of text, or undefined when llvm rejects it. */
function probe(mcpu, probes, wave64 = false) {
    const lines = [];
    const starts = [];
    probes.forEach((p, k) => {
        starts.push(lines.length);
        for (const w of p)
            lines.push(hexLine(w));
        lines.push(hexLine(0xbf9f0000), hexLine(0xbf9f0000), hexLine(0xbf800000 | (k & 0xfff)));
    });
    const args = ['-arch=amdgcn', `-mcpu=${mcpu}`, '-disassemble'];
    if (wave64)
        args.push('-mattr=+wavefrontsize64');
    const run = spawnSync('llvm-mc-19', args, {
        input: `${lines.join('\n')}\n`,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
    });
    if (run.signal || run.error)
        throw new Error(`llvm-mc-19 failed: ${run.signal ?? String(run.error)}`);
    const texts = run.stdout
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 0 && l !== '.text');
    const invalid = new Set();
    for (const m of run.stderr.matchAll(/^<stdin>:(\d+):\d+: warning: invalid instruction encoding/gm)) {
        invalid.add(Number(m[1]) - 1);
    }
    const out = [];
    let t = 0;
    starts.forEach((s, k) => {
        out.push(invalid.has(s) ? undefined : texts[t]);
        const marker = `s_nop ${k & 0xfff}`;
        const markerHex = `s_nop 0x${(k & 0xfff).toString(16)}`;
        while (t < texts.length && texts[t] !== marker && texts[t] !== markerHex)
            t++;
        t++;
    });
    return out;
}
/** Operand tokens of a text, with LLVM's invalid-operand comments kept on their operand. */
function operandTokens(text) {
    const sp = text.indexOf(' ');
    if (sp < 0)
        return [];
    const body = text
        .slice(sp + 1)
        .replace(/\/\*Invalid register, operand has '(\w+)' register class\*\//g, '<R:$1>')
        .replace(/\/\*Invalid immediate\*\//g, '<I>');
    const parts = body.split(', ');
    const last = parts.pop();
    const words = last.split(' ');
    parts.push(words[0]);
    return parts;
}
function mnemonicOf(text) {
    const sp = text.indexOf(' ');
    return sp < 0 ? text : text.slice(0, sp);
}
function widthOf(tok) {
    const m = /\[(\d+):(\d+)\]/.exec(tok);
    return m ? Number(m[2]) - Number(m[1]) + 1 : 1;
}
const VOP3_BASE = 0xd4000000;
function vop3Facts(mcpu, ops) {
    const FIELD_PROBES = [
        ['d', 40, 0],
        ['0', 0, 266],
        ['1', 0, 276 << 9],
        ['2', 0, 286 << 18],
    ];
    const BITS0 = [8, 9, 10, 11, 12, 13, 14, 15];
    const BITS1 = [27, 28, 29, 30, 31];
    // Source class probes: inv2pi, literal 0x12345678, literal 0x40, s1, v0, 128 (constant 0).
    const CLASS_CODES = [
        [248, undefined],
        [255, 0x12345678],
        [255, 0x40],
        [1, undefined],
        [256, undefined],
        [128, undefined],
        [254, undefined],
        [126, undefined],
    ];
    const probes = [];
    for (const op of ops) {
        const w0 = (VOP3_BASE | (op << 16)) >>> 0;
        probes.push([w0, 0]);
        for (const [, v0, v1] of FIELD_PROBES)
            probes.push([(w0 | v0) >>> 0, v1 >>> 0]);
        probes.push([(w0 | (0x6a << 8)) >>> 0, 0]);
        for (const b of BITS0)
            probes.push([(w0 | (1 << b)) >>> 0, 0]);
        for (const b of BITS1)
            probes.push([w0, (1 << b) >>> 0]);
        probes.push([w0, (3 << 27) >>> 0]);
        for (const sh of [0, 9, 18]) {
            for (const [code, lit] of CLASS_CODES) {
                probes.push(lit === undefined ? [w0, (code << sh) >>> 0] : [w0, (code << sh) >>> 0, lit]);
            }
        }
        probes.push([(w0 | 254) >>> 0, 0]);
        probes.push([w0, 5]);
        for (const sh of [0, 1, 2])
            probes.push([w0, ((176 << (9 * sh)) | (1 << (29 + sh))) >>> 0]);
    }
    const r = probe(mcpu, probes);
    const facts = new Map();
    let i = 0;
    for (const op of ops) {
        const base = r[i++];
        const fieldTexts = FIELD_PROBES.map(() => r[i++]);
        const sdstText = r[i++];
        const bit0 = BITS0.map(() => r[i++]);
        const bit1 = BITS1.map(() => r[i++]);
        const omod3 = r[i++];
        const cls = [0, 1, 2].map(() => CLASS_CODES.map(() => r[i++]));
        const dstConst = r[i++];
        const src0Attr = r[i++];
        const sextTexts = [0, 1, 2].map(() => r[i++]);
        const mnemonic = mnemonicOf(base);
        const baseToks = operandTokens(base);
        const order = baseToks.map(() => '?');
        const widths = baseToks.map(widthOf);
        FIELD_PROBES.forEach(([name], k) => {
            const t = name === '0' && fieldTexts[k] === undefined ? src0Attr : fieldTexts[k];
            if (t === undefined)
                return;
            const toks = operandTokens(t);
            for (let j = 0; j < toks.length; j++) {
                if (toks[j] !== baseToks[j]) {
                    order[j] = name;
                    widths[j] = widthOf(toks[j]);
                    break;
                }
            }
        });
        // VOP3b: the sdst field [14:8] shows as its own operand.
        let sdst = false;
        if (sdstText !== undefined) {
            const toks = operandTokens(sdstText);
            for (let j = 0; j < toks.length; j++) {
                if (toks[j] !== baseToks[j] && order[j] === '?' && toks[j]?.startsWith('vcc')) {
                    order[j] = 's';
                    sdst = true;
                }
            }
        }
        // Describe each operand.
        const specs = [];
        order.forEach((f, j) => {
            const tok = baseToks[j];
            if (f === 'd') {
                let kind = tok.startsWith('v') ? 'v' : 's';
                let name = '';
                if (kind === 's' && dstConst !== undefined) {
                    const m = /<R:(\w+)>/.exec(operandTokens(dstConst)[j] ?? '');
                    name = m ? m[1] : '';
                    if (name === 'SReg_1')
                        kind = 'm';
                }
                specs.push(kind === 'm' ? 'd:m:SReg_1' : `d:${kind}${widths[j]}${name ? `:${name}` : ''}`);
                return;
            }
            if (f === 's') {
                specs.push('s:m');
                return;
            }
            if (f === '0' || f === '1' || f === '2') {
                const s = Number(f);
                const c = cls[s];
                const tokAt = (k) => c[k] === undefined ? 'X' : (operandTokens(c[k])[j] ?? '?');
                const inv2pi = tokAt(0);
                const litA = tokAt(1);
                const litB = tokAt(2);
                let constant;
                if (inv2pi.startsWith('0.15915494309189532'))
                    constant = litB.startsWith('64') ? 'i64' : 'f64';
                else if (inv2pi.startsWith('0x3118'))
                    constant = 'i16';
                else if (litA.startsWith('0x5678'))
                    constant = 'f16';
                else
                    constant = 'b32';
                const regClass = /<R:(\w+)>/.exec(tokAt(3))?.[1] ?? /<R:(\w+)>/.exec(tokAt(4))?.[1] ?? 'any';
                const mask = /<R:SReg_1_XEXEC>/.test(tokAt(4)) || /<R:SReg_1_XEXEC>/.test(tokAt(7));
                const w = mask ? 'm' : String(widths[j]);
                const special = tokAt(0).startsWith('attr') || tokAt(3).startsWith('attr') ? 'attr' : '';
                specs.push(`${f}:${special || regClass}:${w}:${constant}`);
                return;
            }
            specs.push(`?:${tok}`);
        });
        // Modifier bits.
        let reject0 = 0;
        let reject1 = 0;
        let abs = 0;
        let neg = 0;
        let clamp = false;
        let omod = false;
        let opsel = 0;
        let opselIgnored = 0;
        let sext = 0;
        let high = false;
        let zero = 0;
        FIELD_PROBES.forEach(([name], k) => {
            if (fieldTexts[k] === undefined && !(name === '0' && src0Attr !== undefined))
                zero |= 1 << k;
        });
        const srcPos = [0, 1, 2].map((s) => order.indexOf(String(s)));
        const classify = (t, bitName) => {
            if (t === undefined)
                return;
            const toks = operandTokens(t);
            if (t.includes('op_sel:['))
                opsel = (/op_sel:\[([\d,]+)\]/.exec(t)?.[1] ?? '').split(',').length;
            if (/ clamp/.test(t) && bitName === 'clamp')
                clamp = true;
            if (/ high/.test(t))
                high = true;
            if (/ (mul:2|mul:4|div:2)/.test(t))
                omod = true;
            srcPos.forEach((p, s) => {
                if (p < 0)
                    return;
                const tok = toks[p] ?? '';
                if (tok.includes('|') && bitName === `abs${s}`)
                    abs |= 1 << s;
                if (tok.startsWith('-') && !tok.startsWith('-1') && bitName === `neg${s}`)
                    neg |= 1 << s;
                if (operandTokens(sextTexts[s] ?? '')[p]?.startsWith('sext('))
                    sext |= 1 << s;
            });
        };
        BITS0.forEach((b, k) => {
            const t = bit0[k];
            if (t === undefined) {
                if (!(sdst && b < 15))
                    reject0 |= 1 << b;
                return;
            }
            const name = b <= 10 ? `abs${b - 8}` : b === 15 ? 'clamp' : `opsel${b - 11}`;
            if (!sdst || b === 15)
                classify(t, name);
            if (b >= 11 && b <= 14 && t === base)
                opselIgnored |= 1 << (b - 11);
        });
        BITS1.forEach((b, k) => {
            const t = bit1[k];
            if (t === undefined) {
                reject1 |= (1 << b) >>> 0;
                return;
            }
            classify(t, b >= 29 ? `neg${b - 29}` : 'omod');
        });
        if (omod3 === undefined && omod)
            reject1 |= 0; // omod 3 follows the single bits
        const mods = [
            `a${abs}`,
            `n${neg}`,
            clamp ? 'c' : '',
            omod ? 'o' : '',
            opsel ? `p${opsel}` : '',
            opselIgnored ? `i${opselIgnored}` : '',
            sext ? `x${sext}` : '',
            // The f16 interpolation ops print " high" for op_sel or src0 bit 8 (probed with VGPR sources).
            high || /^v_interp_p\w+_f16$/.test(mnemonic) ? 'h' : '',
            zero ? `z${zero}` : '',
        ]
            .filter((x) => x)
            .join(' ');
        facts.set(op, { mnemonic, layout: specs.join(' '), reject0, reject1, mods });
    }
    return facts;
}
function validOps(mcpu, base, count, word1s) {
    const probes = [];
    for (let op = 0; op < count; op++)
        for (const w1 of word1s)
            probes.push([(base | (op << 16)) >>> 0, w1 >>> 0]);
    const r = probe(mcpu, probes);
    const ops = [];
    for (let op = 0; op < count; op++) {
        if (word1s.some((_, k) => r[op * word1s.length + k] !== undefined))
            ops.push(op);
    }
    return ops;
}
/** The mnemonic LLVM prints for a promoted op's VOP3 form: `_e64` unless it has no operands. */
function promotedMnemonic(op) {
    return op.dst !== undefined || op.srcs.length > 0 ? `${op.name}_e64` : op.name;
}
function main() {
    const only = new Map();
    const promoted = new Map();
    MCPUS.forEach((mcpu, mi) => {
        const ops = validOps(mcpu, VOP3_BASE, 1024, [0]);
        for (const [op, facts] of vop3Facts(mcpu, ops)) {
            const valu = valuByVop3Opcode(op, mcpu);
            if (valu) {
                // Names and numbers of promoted ops live in valu.ts; only the VOP3-form facts are kept here.
                if (facts.mnemonic !== promotedMnemonic(valu)) {
                    throw new Error(`VOP3 ${op} on ${mcpu}: llvm prints ${facts.mnemonic}, valu.ts has ${valu.name}`);
                }
                const seen = promoted.get(valu.name);
                const same = (a, b) => a.layout === b.layout && a.reject0 === b.reject0 && a.reject1 === b.reject1 && a.mods === b.mods;
                if (seen && !same(seen, facts))
                    throw new Error(`${valu.name}: VOP3 facts differ between targets`);
                promoted.set(valu.name, facts);
                continue;
            }
            const key = `${op}|${facts.mnemonic}|${facts.layout}|${facts.reject0}|${facts.reject1}|${facts.mods}`;
            const row = only.get(key);
            if (row)
                row.targets |= 1 << mi;
            else
                only.set(key, { op, targets: 1 << mi, facts });
        }
        // Every promoted op valu.ts lists for this target must have decoded here.
        for (const valu of VALU_OPS) {
            if (valu.vop3Opcode !== undefined && valu.mcpus.includes(mcpu) && !promoted.has(valu.name)) {
                throw new Error(`${valu.name}: valu.ts gives VOP3 opcode ${valu.vop3Opcode}, llvm decodes nothing there`);
            }
        }
    });
    const onlyLines = [...only.values()]
        .sort((a, b) => a.op - b.op || a.targets - b.targets)
        .map(({ op, targets, facts: f }) => `  [${op}, '${f.mnemonic}', ${targets}, '${f.layout}', ${f.reject0 >>> 0}, ${f.reject1 >>> 0}, '${f.mods}'],`);
    const promotedLines = [...promoted.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, f]) => `  ['${name}', '${f.layout}', ${f.reject0 >>> 0}, ${f.reject1 >>> 0}, '${f.mods}'],`);
    const out = `// Generated by scripts/gen-vop3-table.ts from llvm-mc-19 probes. Do not edit.
// VOP3-only row: [VOP3 opcode, mnemonic as printed, targets (1 gfx1013, 2 gfx1030), operand layout in
//       text order, word0 bits that must be clear, word1 bits that must be clear, modifiers].
// Promoted row (VOP1/VOP2/VOPC ops; their names, opcodes and targets are in valu.ts):
//       [valu.ts name, operand layout, word0 reject bits, word1 reject bits, modifiers].
// Layout: d:v<n> VGPR dst, d:s<n>[:class] scalar dst, s:m carry-out lane mask (VOP3b sdst),
//         <src>:<register class|any|attr>:<dwords|m (lane mask)>:<constant class b32|f16|i16|f64|i64>.
// Modifiers: a<mask> abs / n<mask> neg by source, c clamp, o omod, p<n> op_sel entries,
//            i<mask> op_sel bits accepted but not printed, x<mask> neg prints as sext(),
//            h any op_sel bit prints " high", z<mask> fields that must be zero (1 vdst, 2 src0, 4 src1, 8 src2).
import type { Vop3DataRow, Vop3PromotedRow } from './vop3.js';

/** Every VOP3-only opcode llvm-mc-19 decodes for gfx1013 and gfx1030. */
export const VOP3_DATA: readonly Vop3DataRow[] = [
${onlyLines.join('\n')}
];

/** The VOP3-form facts of every promoted VOP1/VOP2/VOPC operation, by valu.ts name. */
export const VOP3_PROMOTED_DATA: readonly Vop3PromotedRow[] = [
${promotedLines.join('\n')}
];
`;
    writeFileSync(new URL('../src/isa/tables/vop3-data.generated.ts', import.meta.url), out);
    console.log(`${only.size} VOP3-only rows, ${promoted.size} promoted rows`);
}
main();
//# sourceMappingURL=gen-vop3-table.js.map