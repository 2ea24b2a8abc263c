import { typeDesc } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
/** The SPIR-V storage class of each IR address space. */
export const STORAGE_CLASS = {
    function: 'Function',
    workgroup: 'Workgroup',
    storage: 'StorageBuffer',
    physical: 'PhysicalStorageBuffer',
    uniform: 'Uniform',
    push: 'PushConstant',
    input: 'Input',
    output: 'Output',
};
/** A label being filled: the emitter appends instructions to the function section in order. */
export class EmitContext {
    b;
    module;
    options;
    glsl;
    /** IR value -> SPIR-V id, valid in the block being emitted (cleared per block for demoted values). */
    ids = new Map();
    /** Function variables holding values that cross blocks (and block parameters). */
    homes = new Map();
    /** Entry-block variable declarations (emitted at the top of the function). */
    variables = [];
    /** Global (Input) variables listed on the entry point. */
    interfaceIds = [];
    /** Capabilities used beyond Shader. */
    capabilities = new Set();
    builtins = new Map();
    fn;
    constructor(b, module, options) {
        this.b = b;
        this.module = module;
        this.options = options;
        this.glsl = b.id();
        b.emit('imports', 'OpExtInstImport', [this.glsl, 'GLSL.std.450']);
    }
    /** Declares a capability (and its extension, if any) once. */
    need(capability, extension) {
        this.capabilities.add(capability);
        this.b.capability(capability);
        if (extension)
            this.b.extension(extension);
    }
    /** Appends an instruction with a fresh result id to the function body; returns the id. */
    op(name, type, ...operands) {
        const id = this.b.id();
        this.b.emit('functions', name, [type, id, ...operands]);
        return id;
    }
    /** Appends a GLSL.std.450 instruction. */
    ext(instruction, type, ...operands) {
        return this.op('OpExtInst', type, this.glsl, instruction, ...operands);
    }
    /** Appends an instruction without result. */
    effect(name, ...operands) {
        this.b.emit('functions', name, operands);
    }
    /** A fresh label, placed in the function body. */
    label(id = this.b.id()) {
        this.b.emit('functions', 'OpLabel', [id]);
        return id;
    }
    typeCache = new Map();
    constCache = new Map();
    /** The SPIR-V type of an IR value type (not pointers: see emit-memory.ts). */
    type(t) {
        let id = this.typeCache.get(t);
        if (id === undefined) {
            id = this.declareType(t);
            this.typeCache.set(t, id);
        }
        return id;
    }
    declareType(t) {
        const d = typeDesc(t);
        switch (d.kind) {
            case 'void':
                return this.b.intern('OpTypeVoid', []);
            case 'int':
                if (d.bits === 1)
                    return this.b.intern('OpTypeBool', []);
                if (d.bits === 8)
                    this.need('Int8');
                if (d.bits === 16)
                    this.need('Int16');
                if (d.bits === 64)
                    this.need('Int64');
                return this.b.intern('OpTypeInt', [d.bits, 0]);
            case 'float':
                if (d.bits === 16)
                    this.need('Float16');
                if (d.bits === 64)
                    this.need('Float64');
                return this.b.intern('OpTypeFloat', [d.bits]);
            case 'vec':
                return this.b.intern('OpTypeVector', [this.type(d.elem), d.count]);
            case 'ptr':
                throw new InternalError('pointer types are materialized by emit-memory.ts');
        }
    }
    /** An unsigned integer SPIR-V type of `bits`. */
    uint(bits) {
        if (bits === 8)
            this.need('Int8');
        if (bits === 16)
            this.need('Int16');
        if (bits === 64)
            this.need('Int64');
        return this.b.intern('OpTypeInt', [bits, 0]);
    }
    get bool() {
        return this.b.intern('OpTypeBool', []);
    }
    /** A constant of IR type `t` from its bit pattern. */
    constant(t, bits) {
        const key = `${t}:${bits}`;
        let id = this.constCache.get(key);
        if (id === undefined) {
            id = this.declareConstant(t, bits);
            this.constCache.set(key, id);
        }
        return id;
    }
    declareConstant(t, bits) {
        const d = typeDesc(t);
        if (d.kind === 'int' && d.bits === 1) {
            return this.b.intern(bits & 1n ? 'OpConstantTrue' : 'OpConstantFalse', [this.bool]);
        }
        if (d.kind !== 'int' && d.kind !== 'float')
            throw new InternalError(`constant of type kind ${d.kind}`);
        const pattern = BigInt.asUintN(d.bits, bits);
        const literal = d.bits === 64 ? pattern : Number(pattern);
        return this.b.intern('OpConstant', [this.type(t), literal]);
    }
    /** An unsigned integer constant. */
    uconst(bits, value) {
        const key = `u${bits}:${value}`;
        let id = this.constCache.get(key);
        if (id === undefined) {
            const pattern = BigInt.asUintN(bits, BigInt(value));
            id = this.b.intern('OpConstant', [this.uint(bits), bits === 64 ? pattern : Number(pattern)]);
            this.constCache.set(key, id);
        }
        return id;
    }
    /** A composite constant of `count` copies of `scalar` (for vector operands). */
    splat(vectorType, scalar, count) {
        return this.b.intern('OpConstantComposite', [vectorType, ...new Array(count).fill(scalar)]);
    }
    /** An Input builtin variable's loaded value (loaded at each use; the variable is declared once). */
    builtin(name, valueType) {
        let v = this.builtins.get(name);
        if (v === undefined) {
            v = this.b.id();
            const ptrType = this.b.intern('OpTypePointer', ['Input', valueType]);
            this.b.emit('globals', 'OpVariable', [ptrType, v, 'Input']);
            this.b.emit('annotations', 'OpDecorate', [v, 'BuiltIn', name]);
            this.builtins.set(name, v);
            this.interfaceIds.push(v);
        }
        return this.op('OpLoad', valueType, v);
    }
    /** The SPIR-V id of IR value `v` at the current point (loading it from its home if it crosses blocks). */
    value(v) {
        const known = this.ids.get(v);
        if (known !== undefined)
            return known;
        const home = this.homes.get(v);
        if (home === undefined)
            throw new InternalError(`IR value %${v} used before its definition`);
        const id = this.op('OpLoad', this.type(this.irFn.typeOf(v)), home);
        this.ids.set(v, id);
        return id;
    }
    /** Records the SPIR-V id of IR value `v` (storing it to its home when it crosses blocks). */
    define(v, id) {
        this.ids.set(v, id);
        const home = this.homes.get(v);
        if (home !== undefined)
            this.effect('OpStore', home, id);
    }
    get irFn() {
        if (!this.fn)
            throw new InternalError('no function is being emitted');
        return this.fn;
    }
    /** The IR type of an instruction's operand. */
    operandType(inst, index) {
        return this.irFn.typeOf(inst.operands[index]);
    }
}
//# sourceMappingURL=emit-context.js.map