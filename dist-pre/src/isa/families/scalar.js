import { assembleSop, decodeSop, encodeSop, isSopEncoding, operandsSop, printSop } from './scalar-sop.js';
import { assembleSopp, decodeSopp, encodeSopp, operandsSopp, printSopp } from './scalar-sopp.js';
import { assembleSmem, decodeSmem, encodeSmem, operandsSmem, printSmem } from './smem.js';
export { branchTarget, isBranch, isCall, isConditionalBranch, isNoFallthrough, isProgramEnd, isTerminator, } from './scalar-control.js';
/** The scalar ALU, program control and scalar memory encodings. */
export const scalarFamily = {
    encodings: ['SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP', 'SMEM'],
    decode(input) {
        const e = input.encoding;
        if (e === 'SOPP')
            return decodeSopp(input);
        if (e === 'SMEM')
            return decodeSmem(input);
        return decodeSop(input, e);
    },
    print(inst, target) {
        if (inst.encoding === 'SOPP')
            return printSopp(inst, target);
        if (inst.encoding === 'SMEM')
            return printSmem(inst, target);
        return printSop(inst, target);
    },
    encode(inst) {
        if (inst.encoding === 'SOPP')
            return encodeSopp(inst);
        if (inst.encoding === 'SMEM')
            return encodeSmem(inst);
        return encodeSop(inst);
    },
    operands(inst, target) {
        if (inst.encoding === 'SOPP')
            return operandsSopp(inst, target);
        if (inst.encoding === 'SMEM')
            return operandsSmem(inst, target);
        return operandsSop(inst, target);
    },
    assemble(statement, target) {
        return (assembleSop(statement, target) ?? assembleSopp(statement, target) ?? assembleSmem(statement, target));
    },
};
/** True for the encodings of this family. */
export function isScalarEncoding(encoding) {
    return encoding === 'SOPP' || encoding === 'SMEM' || isSopEncoding(encoding);
}
//# sourceMappingURL=scalar.js.map