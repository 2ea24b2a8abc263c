import { inlineConstantBits } from '../isa/operands.js';
import { ExecError } from './errors.js';
import { M0, NULL_REG } from './wave.js';
/** The aperture values of the PS5 GPU are not known to Oberon; the executor maps LDS and scratch apart. */
export const DEFAULT_APERTURES = {
    sharedBase: 0x1_0000,
    sharedLimit: 0x1_ffff,
    privateBase: 0x2_0000,
    privateLimit: 0x2_ffff,
};
/** Bit pattern of an inline-constant operand at its value type's width (16, 32 or 64 bits). */
export function inlineBits(op) {
    const width = op.dwords === 2 ? 64 : /16$/.test(op.type) && !op.type.startsWith('v2') ? 16 : 32;
    if (op.type.startsWith('v2'))
        return inlineConstantBits(op.value, 16) & 0xffffn;
    return inlineConstantBits(op.value, width);
}
/** Thrown by accessors for operands they cannot read; the executor adds the pc and text. */
export class OperandError extends Error {
}
function specialRead32(wave, code, apertures) {
    switch (code) {
        case NULL_REG:
            return 0;
        case 235:
            return apertures.sharedBase >>> 16;
        case 236:
            return apertures.sharedLimit >>> 16;
        case 237:
            return apertures.privateBase >>> 16;
        case 238:
            return apertures.privateLimit >>> 16;
        case 239:
            return 0;
        case 251: // src_vccz
            return wave.readMask(106) === 0n ? 1 : 0;
        case 252: // src_execz
            return wave.exec === 0n ? 1 : 0;
        case 253: // src_scc
            return wave.scc;
        default:
            if (code < 128)
                return wave.sgpr[code];
            throw new OperandError(`source code ${code} cannot be read`);
    }
}
/** The 32-bit value of a scalar-space operand (SGPR, special, inline constant, literal). */
export function readScalar32(wave, op, apertures = DEFAULT_APERTURES, dword = 0) {
    switch (op.kind) {
        case 'sgpr':
            return wave.sgpr[op.value + dword];
        case 'special':
            return specialRead32(wave, op.value + (op.value < 128 ? dword : 0), apertures);
        case 'inline': {
            const bits = inlineBits(op);
            return Number(dword === 0 ? bits & 0xffffffffn : bits >> 32n);
        }
        case 'literal':
            return op.value >>> 0;
        case 'immediate':
            return op.value >>> 0;
        case 'vgpr':
            throw new OperandError('a VGPR has no wave-wide value');
    }
}
/** The 64-bit value of a scalar-space operand as a bigint (a literal fills the type's rule). */
export function readScalar64(wave, op, apertures = DEFAULT_APERTURES) {
    if (op.kind === 'inline')
        return inlineBits(op);
    if (op.kind === 'literal') {
        // A 64-bit float operand takes the literal as its high dword; an integer one zero-extends it.
        return op.type === 'f64' ? BigInt(op.value >>> 0) << 32n : BigInt(op.value >>> 0);
    }
    return BigInt(readScalar32(wave, op, apertures, 0)) | (BigInt(readScalar32(wave, op, apertures, 1)) << 32n);
}
/** The 32-bit value of any source operand in `lane` (VGPRs per lane, the rest wave-wide). */
export function readLane32(wave, op, lane, dword = 0, apertures = DEFAULT_APERTURES) {
    if (op.kind === 'vgpr')
        return wave.getVgpr(op.value + dword, lane);
    return readScalar32(wave, op, apertures, dword);
}
/** The 64-bit value of any source operand in `lane`. */
export function readLane64(wave, op, lane, apertures = DEFAULT_APERTURES) {
    if (op.kind === 'vgpr')
        return BigInt(wave.getVgpr(op.value, lane)) | (BigInt(wave.getVgpr(op.value + 1, lane)) << 32n);
    return readScalar64(wave, op, apertures);
}
/** Writes a scalar destination dword (writes to null are dropped; M0 and EXEC are ordinary codes). */
export function writeScalar32(wave, op, value, dword = 0) {
    if (op.kind !== 'sgpr' && op.kind !== 'special')
        throw new OperandError(`cannot write a ${op.kind} operand`);
    const code = op.value + dword;
    if (op.value === NULL_REG)
        return;
    if (code >= 128)
        throw new OperandError(`cannot write scalar code ${code}`);
    wave.sgpr[code] = value >>> 0;
}
/** Writes a 64-bit scalar destination. */
export function writeScalar64(wave, op, value) {
    writeScalar32(wave, op, Number(value & 0xffffffffn), 0);
    writeScalar32(wave, op, Number((value >> 32n) & 0xffffffffn), 1);
}
/** Writes dword `dword` of a VGPR destination in `lane`. */
export function writeLane32(wave, op, lane, value, dword = 0) {
    if (op.kind !== 'vgpr')
        throw new OperandError(`cannot write a ${op.kind} operand per lane`);
    wave.setVgpr(op.value + dword, lane, value >>> 0);
}
/** M0's value. */
export function m0(wave) {
    return wave.sgpr[M0];
}
/** Wraps an accessor failure into an ExecError naming the instruction. */
export function operandFailure(pc, text, error) {
    if (error instanceof OperandError)
        throw new ExecError(pc, text, error.message);
    throw error;
}
//# sourceMappingURL=access.js.map