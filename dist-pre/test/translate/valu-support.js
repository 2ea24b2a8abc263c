/**
 * Helpers for the VALU translation tests: compute launch options, translating a program given as
 * assembly (our assembler for e32/DPP/SDWA text, llvm-mc-19 for VOP3/VOP3P text, which Oberon's
 * assembler does not cover yet), and the IR text of the translated function.
 */
import assert from 'node:assert/strict';
import { printFunction } from '../../src/ir/printer.js';
import { verifyFunction } from '../../src/ir/verifier.js';
import { assembleWords } from '../../src/isa/index.js';
import { translateProgram } from '../../src/translate/index.js';
import { llvmAssemble } from '../support/llvm-mc.js';
/** s_endpgm. */
export const ENDPGM = 0xbf810000;
/** Translate options of a one-dimensional compute launch. */
export function optionsFor(target) {
    return {
        target,
        entry: 0,
        launch: {
            stage: 'compute',
            userSgprs: [1, 2, 3, 4],
            workgroupIdSgprs: [true, false, false],
            localIdComponents: 1,
            workgroupSize: [target.wave64 ? 64 : 32, 1, 1],
            ldsBytes: 0,
        },
        host: { subgroupSize: target.wave64 ? 64 : 32, subgroupOperations: true },
    };
}
/** The words of each line assembled by llvm-mc-19 in one run (each line must assemble). */
export function llvmWordsPerLine(lines, target) {
    return llvmAssemble(lines, target).map((r, i) => {
        if (!r.ok)
            throw new Error(`llvm-mc rejects '${lines[i]}': ${r.error}`);
        const out = [];
        for (let k = 0; k < r.bytes.length; k += 4) {
            out.push((r.bytes[k] |
                (r.bytes[k + 1] << 8) |
                (r.bytes[k + 2] << 16) |
                (r.bytes[k + 3] << 24)) >>>
                0);
        }
        return out;
    });
}
/** Words of `lines` assembled by llvm-mc-19, concatenated. */
export function llvmWords(lines, target) {
    return llvmWordsPerLine(lines, target).flat();
}
/** Translates `words` (s_endpgm appended) and asserts the IR verifies; returns the function. */
export function translateWords(words, target) {
    const module = translateProgram([...words, ENDPGM], optionsFor(target));
    const fn = module.functions[0];
    const v = verifyFunction(fn);
    assert.ok(v.ok, `IR does not verify:\n${v.annotated}`);
    return fn;
}
/** Translates assembly in Oberon's assembler syntax (e32/DPP/SDWA forms). */
export function translateAsm(source, target) {
    return translateWords(assembleWords(source, target), target);
}
/** The printed IR of a function. */
export function irText(fn) {
    return printFunction(fn);
}
/** Opcode counts of the IR ops in a function (e.g. how many `ballot`s). */
export function opCounts(fn) {
    const m = new Map();
    for (const inst of fn.insts)
        m.set(inst.op, (m.get(inst.op) ?? 0) + 1);
    return m;
}
//# sourceMappingURL=valu-support.js.map