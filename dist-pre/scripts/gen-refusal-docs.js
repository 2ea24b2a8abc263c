/**
 * Generates the `## Refused instructions (generated)` section of docs/debt.md: for every encoding
 * group of gfx1013's isa tables (SOP1, SOP2, SOPK, SOPC, SOPP, SMEM, VOP1, VOP2, VOPC, VOP3, VOP3P,
 * DS, MUBUF, MTBUF, FLAT, GLOBAL, SCRATCH), how many mnemonics the translator translates and refuses,
 * how many the reference executor runs and refuses, and every refused mnemonic with its reason.
 *
 * The REFUSED tables (src/translate/rules/refused.ts, src/reference/semantics/refused.ts) are the one
 * source of truth; test/translate/coverage.test.ts and test/reference/coverage.test.ts check that
 * they match the rules and that the section in docs/debt.md is up to date.
 *
 * Run: `node --import tsx scripts/gen-refusal-docs.ts` (rewrites the section and prints the counts),
 * `--check` (exits 1 when the section is stale, writes nothing).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DS_TABLE } from '../src/isa/tables/ds.js';
import { FLAT_TABLE } from '../src/isa/tables/flat.js';
import { MTBUF_TABLE } from '../src/isa/tables/mtbuf.js';
import { MUBUF_TABLE } from '../src/isa/tables/mubuf.js';
import { SMEM_ROWS } from '../src/isa/tables/smem.js';
import { SOP1_ROWS } from '../src/isa/tables/sop1.js';
import { SOP2_ROWS } from '../src/isa/tables/sop2.js';
import { SOPC_ROWS } from '../src/isa/tables/sopc.js';
import { SOPK_ROWS } from '../src/isa/tables/sopk.js';
import { SOPP_ROWS } from '../src/isa/tables/sopp.js';
import { VALU_OPS } from '../src/isa/tables/valu.js';
import { vop3Table } from '../src/isa/tables/vop3.js';
import { vop3pTable } from '../src/isa/tables/vop3p.js';
import { REFUSED as EXECUTOR_REFUSED } from '../src/reference/semantics/refused.js';
import { REFUSED as TRANSLATOR_REFUSED } from '../src/translate/rules/refused.js';
/** The encoding groups the accounting covers, in report order, with the family each belongs to. */
export const GROUPS = [
    ['SOP1', 'SALU'],
    ['SOP2', 'SALU'],
    ['SOPK', 'SALU'],
    ['SOPC', 'SALU'],
    ['SOPP', 'SALU'],
    ['SMEM', 'SMEM'],
    ['VOP1', 'VALU'],
    ['VOP2', 'VALU'],
    ['VOPC', 'VALU'],
    ['VOP3', 'VALU'],
    ['VOP3P', 'VALU'],
    ['DS', 'DS'],
    ['MUBUF', 'buffer'],
    ['MTBUF', 'buffer'],
    ['FLAT', 'FLAT/GLOBAL/SCRATCH'],
    ['GLOBAL', 'FLAT/GLOBAL/SCRATCH'],
    ['SCRATCH', 'FLAT/GLOBAL/SCRATCH'],
];
/** The heading of the generated section in docs/debt.md. */
export const SECTION_HEADING = '## Refused instructions (generated)';
const unique = (names) => [...new Set(names)];
/**
 * Every mnemonic of `mcpu`'s tables per group, as the decoder names instructions (no `_e64`): VOP1,
 * VOP2 and VOPC list the operations with that 32-bit encoding, VOP3 the VOP3-only operations.
 */
export function tableMnemonics(mcpu) {
    const on1013 = mcpu === 'gfx1013';
    const valu = (encoding) => unique(VALU_OPS.filter((op) => op.encoding === encoding && op.mcpus.includes(mcpu)).map((op) => op.name));
    const flags = (text) => text.split(' ');
    const onTarget = (text) => !on1013 || !flags(text).includes('1030');
    const flat = (segment, prefix) => FLAT_TABLE.filter(([, , , , f]) => (flags(f)[0] ?? '').includes(segment) && onTarget(f)).map(([, name]) => `${prefix}${name}`);
    const groups = [
        ['SOP1', SOP1_ROWS.map((r) => r[1])],
        ['SOP2', SOP2_ROWS.map((r) => r[1])],
        ['SOPK', SOPK_ROWS.map((r) => r[1])],
        ['SOPC', SOPC_ROWS.map((r) => r[1])],
        ['SOPP', SOPP_ROWS.map((r) => r[1])],
        ['SMEM', SMEM_ROWS.filter((r) => on1013 || r[4] === 'all').map((r) => r[1])],
        ['VOP1', valu('VOP1')],
        ['VOP2', valu('VOP2')],
        ['VOPC', valu('VOPC')],
        ['VOP3', vop3Table(mcpu).flatMap((op) => (op && !op.valu ? [op.mnemonic.replace(/_e64$/, '')] : []))],
        ['VOP3P', vop3pTable(mcpu).flatMap((op) => (op ? [op.mnemonic] : []))],
        ['DS', DS_TABLE.filter((r) => on1013 || !flags(r[2]).includes('!1030')).map((r) => r[1])],
        ['MUBUF', MUBUF_TABLE.filter((r) => onTarget(r[4])).map((r) => r[1])],
        ['MTBUF', MTBUF_TABLE.map((r) => r[1])],
        ['FLAT', flat('F', 'flat_')],
        ['GLOBAL', flat('G', 'global_')],
        ['SCRATCH', flat('S', 'scratch_')],
    ];
    return new Map(groups.map(([g, names]) => [g, unique(names)]));
}
/** Per-group counts of gfx1013's mnemonics against one layer's REFUSED table. */
export function countRefusals(refused) {
    return [...tableMnemonics('gfx1013')].map(([group, names]) => {
        const n = names.filter((name) => refused[name] !== undefined).length;
        return { group, total: names.length, handled: names.length - n, refused: n };
    });
}
/** The layers the section reports, with their REFUSED tables and what a refusal raises. */
const LAYERS = [
    {
        title: 'Translator',
        refused: TRANSLATOR_REFUSED,
        source: 'src/translate/rules/refused.ts',
        raises: 'RecompileError',
    },
    {
        title: 'Reference executor',
        refused: EXECUTOR_REFUSED,
        source: 'src/reference/semantics/refused.ts',
        raises: 'ExecError "not implemented"',
    },
];
/** `first` + `text` split at spaces into lines of at most 110 columns, continuations indented by `indent`. */
function wrap(first, text, indent) {
    const out = [];
    let line = first;
    for (const word of text.split(' ')) {
        if (line.trim() !== first.trim() && line.length + 1 + word.length > 110) {
            out.push(line);
            line = indent + word;
        }
        else
            line = line.endsWith(' ') ? line + word : `${line} ${word}`;
    }
    out.push(line);
    return out;
}
function refusalList(refused) {
    const lines = [];
    for (const [group, names] of tableMnemonics('gfx1013')) {
        const byReason = new Map();
        for (const name of names) {
            const reason = refused[name];
            if (reason === undefined)
                continue;
            byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
        }
        if (byReason.size === 0)
            continue;
        const n = [...byReason.values()].reduce((sum, list) => sum + list.length, 0);
        lines.push(`- **${group}** (${n}):`);
        for (const [reason, list] of byReason) {
            lines.push(...wrap('  - ', `${list.map((name) => `\`${name}\``).join(', ')}: ${reason}.`, '    '));
        }
    }
    return lines;
}
/** The generated section, heading included, ending with a newline. */
export function renderSection() {
    const [translator, executor] = LAYERS.map((layer) => countRefusals(layer.refused));
    const row = (label, t, e) => {
        const sum = (list, key) => list.reduce((s, c) => s + c[key], 0);
        return `| ${label} | ${sum(t, 'total')} | ${sum(t, 'handled')} | ${sum(t, 'refused')} | ${sum(e, 'handled')} | ${sum(e, 'refused')} |`;
    };
    const lines = [
        SECTION_HEADING,
        '',
        '<!-- Generated by `node --import tsx scripts/gen-refusal-docs.ts` from the REFUSED tables and the',
        'isa tables; do not edit by hand: test/translate/coverage.test.ts and test/reference/coverage.test.ts',
        'fail when this section is stale. -->',
        '',
        "Every mnemonic of gfx1013's SALU, SMEM, VALU, DS, buffer and FLAT/GLOBAL/SCRATCH tables (names as",
        'the decoder gives them, VOP3 counting the VOP3-only operations) is translated or executed, or',
        'listed below with its reason. A listed instruction is refused whatever its operands; the others',
        'may still refuse particular operand values, modifiers or descriptors (see the sections above).',
        '',
        '| Group | Mnemonics | Translated | Refused by the translator | Executed | Refused by the executor |',
        '|---|---:|---:|---:|---:|---:|',
    ];
    translator.forEach((t, i) => {
        lines.push(row(t.group, [t], [executor[i]]));
    });
    const families = [...new Set(GROUPS.map(([, family]) => family))];
    for (const family of families) {
        const member = (c) => GROUPS.some(([g, f]) => g === c.group && f === family);
        lines.push(row(`*${family}*`, translator.filter(member), executor.filter(member)));
    }
    lines.push(row('**all**', translator, executor));
    for (const layer of LAYERS) {
        lines.push('', `### ${layer.title} (\`${layer.source}\`: ${layer.raises})`, '');
        lines.push(...refusalList(layer.refused));
    }
    return `${lines.join('\n')}\n`;
}
/**
 * The generated section of `debt` (from SECTION_HEADING up to the next `## ` heading, trailing blank
 * lines dropped) and where it lies, or undefined when absent.
 */
export function currentSection(debt) {
    const start = debt.startsWith(`${SECTION_HEADING}\n`) ? 0 : debt.indexOf(`\n${SECTION_HEADING}\n`) + 1;
    if (start <= 0 && !debt.startsWith(SECTION_HEADING))
        return undefined;
    const next = debt.indexOf('\n## ', start + SECTION_HEADING.length);
    const end = next < 0 ? debt.length : next;
    return { text: debt.slice(start, end).trimEnd(), start, end };
}
/** `debt` with the generated section replaced by `section` (appended when absent). */
export function withSection(debt, section) {
    const body = section.trimEnd();
    const current = currentSection(debt);
    if (current === undefined)
        return `${debt.trimEnd()}\n\n${body}\n`;
    const rest = debt.slice(current.end);
    return `${debt.slice(0, current.start)}${body}\n${rest === '' ? '' : rest}`;
}
/** True when `debt` holds the section as renderSection() gives it now. */
export function sectionIsFresh(debt) {
    return currentSection(debt)?.text === renderSection().trimEnd();
}
/** Path of docs/debt.md. */
export const DEBT_PATH = fileURLToPath(new URL('../docs/debt.md', import.meta.url));
function main() {
    const debt = readFileSync(DEBT_PATH, 'utf8');
    const section = renderSection();
    if (process.argv.includes('--check')) {
        const fresh = sectionIsFresh(debt);
        console.log(fresh ? 'docs/debt.md: refusal section up to date' : 'docs/debt.md: refusal section is stale');
        process.exit(fresh ? 0 : 1);
    }
    writeFileSync(DEBT_PATH, withSection(debt, section));
    const table = section.split('\n').filter((line) => line.startsWith('|'));
    console.log(table.join('\n'));
}
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
    main();
//# sourceMappingURL=gen-refusal-docs.js.map