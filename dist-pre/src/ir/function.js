/** A function: block 0 is the entry. */
export class IrFunction {
    name;
    blocks = [];
    insts = [];
    values = [];
    constructor(name) {
        this.name = name;
    }
    /** Appends a new empty block with parameters of `paramTypes`. */
    addBlock(paramTypes = []) {
        const id = this.blocks.length;
        const params = paramTypes.map((type, index) => this.newValue(type, { kind: 'param', block: id, index }));
        this.blocks.push({ params, insts: [] });
        return id;
    }
    /** Registers a value (used by addBlock and by instruction creation). */
    newValue(type, def) {
        const id = this.values.length;
        this.values.push({ type, def });
        return id;
    }
    block(id) {
        const b = this.blocks[id];
        if (!b)
            throw new RangeError(`no block ^${id}`);
        return b;
    }
    inst(id) {
        const i = this.insts[id];
        if (!i)
            throw new RangeError(`no instruction ${id}`);
        return i;
    }
    value(id) {
        const v = this.values[id];
        if (!v)
            throw new RangeError(`no value %${id}`);
        return v;
    }
    typeOf(id) {
        return this.value(id).type;
    }
    /** The terminator of a block, if it has one. */
    terminator(id) {
        const insts = this.block(id).insts;
        const last = insts[insts.length - 1];
        return last === undefined ? undefined : this.inst(last);
    }
    /** Successor blocks of `id`. */
    successors(id) {
        return (this.terminator(id)?.targets ?? []).map((e) => e.block);
    }
    /** Detaches an instruction from its block. */
    remove(id) {
        const inst = this.inst(id);
        if (inst.block === -1)
            return;
        const block = this.block(inst.block);
        block.insts = block.insts.filter((i) => i !== id);
        inst.block = -1;
    }
}
/** A module: resources and functions. */
export class IrModule {
    globals = [];
    functions = [];
    addGlobal(g) {
        this.globals.push(g);
        return this.globals.length - 1;
    }
    addFunction(name) {
        const f = new IrFunction(name);
        this.functions.push(f);
        return f;
    }
}
//# sourceMappingURL=function.js.map