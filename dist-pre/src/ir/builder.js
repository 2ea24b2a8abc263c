/**
 * Builds instructions at the end of a current block, filling in variant immediates by name and
 * checking arity against the op table (typing is the verifier's job, so tests can build bad IR).
 */
import { InternalError } from '../util/errors.js';
import { opInfo } from './ops.js';
import { typeDesc, VOID } from './types.js';
/** An instruction builder positioned at the end of a block. */
export class Builder {
    fn;
    current;
    constructor(fn) {
        this.fn = fn;
    }
    /** Appends a block and returns its id (does not move the insertion point). */
    block(paramTypes = []) {
        return this.fn.addBlock(paramTypes);
    }
    /** Moves the insertion point to the end of `block`. */
    at(block) {
        this.current = block;
        return this;
    }
    get insertionBlock() {
        if (this.current === undefined)
            throw new InternalError('builder has no insertion block');
        return this.current;
    }
    /**
     * Appends `op` (optionally `op.variant`) with result type `type` (VOID for none). Returns the
     * instruction id and its result value.
     */
    emit(name, type, operands, options = {}) {
        const [base, variant] = name.split('.', 2);
        const info = opInfo(base);
        if (info.arity >= 0 && operands.length !== info.arity) {
            throw new InternalError(`${base} takes ${info.arity} operands, got ${operands.length}`);
        }
        const imms = [];
        if (info.variants) {
            const index = variant === undefined ? -1 : info.variants.indexOf(variant);
            if (index < 0)
                throw new InternalError(`${base} needs a variant of ${info.variants.join('|')}`);
            imms.push(index);
        }
        else if (variant !== undefined) {
            throw new InternalError(`${base} has no variants`);
        }
        imms.push(...(options.imms ?? []));
        const block = this.insertionBlock;
        const id = this.fn.insts.length;
        const result = type === VOID ? undefined : this.fn.newValue(type, { kind: 'inst', inst: id });
        this.fn.insts.push({
            op: base,
            type,
            operands: [...operands],
            imms,
            ...(options.constant === undefined ? {} : { constant: options.constant }),
            targets: [...(options.targets ?? [])],
            result,
            block,
        });
        this.fn.block(block).insts.push(id);
        return { inst: id, result };
    }
    /** Appends an op with a result and returns the result. */
    value(name, type, ...operands) {
        const { result } = this.emit(name, type, operands);
        if (result === undefined)
            throw new InternalError(`${name} yields no value`);
        return result;
    }
    /** An integer or float constant from its bit pattern (a number is taken as the value for ints). */
    const(type, bits) {
        const d = typeDesc(type);
        const width = d.kind === 'int' || d.kind === 'float' ? BigInt(d.bits) : 64n;
        const pattern = BigInt.asUintN(Number(width), typeof bits === 'number' ? BigInt(bits) : bits);
        const { result } = this.emit('const', type, [], { constant: pattern });
        return result;
    }
    /** A float constant from a JS number, rounded to the type's precision (f32, f64). */
    constFloat(type, value) {
        const d = typeDesc(type);
        if (d.kind !== 'float' || d.bits === 16)
            throw new InternalError('constFloat supports f32 and f64');
        const view = new DataView(new ArrayBuffer(8));
        if (d.bits === 32) {
            view.setFloat32(0, value, true);
            return this.const(type, BigInt(view.getUint32(0, true)));
        }
        view.setFloat64(0, value, true);
        return this.const(type, view.getBigUint64(0, true));
    }
    /** Appends an instruction without result. */
    effect(name, operands, options = {}) {
        return this.emit(name, VOID, operands, options).inst;
    }
    br(target, args = []) {
        this.emit('br', VOID, [], { targets: [{ block: target, args }] });
    }
    condBr(cond, onTrue, onFalse, trueArgs = [], falseArgs = []) {
        this.emit('cond_br', VOID, [cond], {
            targets: [
                { block: onTrue, args: trueArgs },
                { block: onFalse, args: falseArgs },
            ],
        });
    }
    ret() {
        this.emit('ret', VOID, []);
    }
}
//# sourceMappingURL=builder.js.map