import { guestAddress } from '../../isa/tables/guest-address.js';
import { SMEM_ROWS } from '../../isa/tables/smem.js';
import { NULL_REG } from '../wave.js';
import { fail, operandOf, pairAt, read32, write32, write64 } from './scalar-common.js';
const MASK64 = 0xffffffffffffffffn;
function immOffset(ctx) {
    const raw = (ctx.inst.fields.offset ?? 0) & 0x1fffff;
    return (raw << 11) >> 11;
}
function soffsetValue(ctx) {
    const op = operandOf(ctx, 'soffset');
    return op ? read32(ctx, op) : 0;
}
function baseOperand(ctx) {
    const op = operandOf(ctx, 'sbase');
    if (!op || (op.kind !== 'sgpr' && op.kind !== 'special'))
        return fail(ctx, 'sbase is not a register');
    return op;
}
/** The dword-aligned address of a non-buffer access. */
function flatAddress(ctx) {
    const code = baseOperand(ctx).value;
    const s = ctx.wave.sgpr;
    const sum = s[code] + s[code + 1] * 0x1_0000_0000 + immOffset(ctx) + soffsetValue(ctx);
    if (sum >= 0 && sum < 2 ** 48)
        return sum - (sum % 4);
    // Past 48 bits (a sign-extended high half) or wrapping past 2^64: exactly, then the VM's 48 bits.
    const wide = (pairAt(ctx, code) + BigInt(immOffset(ctx)) + BigInt(soffsetValue(ctx))) & MASK64 & ~3n;
    return Number(guestAddress(wide));
}
function bufferAccess(ctx) {
    const code = baseOperand(ctx).value;
    const s = ctx.wave.sgpr;
    const d1 = s[code + 1];
    const base = s[code] + (d1 & 0xffff) * 0x1_0000_0000;
    const stride = (d1 >>> 16) & 0x3fff;
    const records = s[code + 2];
    const offset = (((immOffset(ctx) + soffsetValue(ctx)) >>> 0) & ~3) >>> 0;
    return { base, offset, size: stride === 0 ? records : records * stride };
}
/**
 * Whether dword `i` of a buffer access is in range (ExecError when it straddles the end, or when the
 * dword's offset passes 2^32, where whether the hardware wraps is not documented).
 */
function inRange(ctx, a, i) {
    const off = a.offset + 4 * i;
    if (off >= 0x1_0000_0000)
        return fail(ctx, `buffer offset 0x${a.offset.toString(16)} + ${4 * i} passes 2^32`);
    if (off + 4 <= a.size)
        return true;
    if (off >= a.size)
        return false;
    return fail(ctx, `dword at buffer offset ${off} straddles the end of a ${a.size}-byte buffer`);
}
/** Guest byte address of dword `i` of a buffer access (low two bits ignored). */
function bufferDword(a, i) {
    const address = a.base + a.offset + 4 * i;
    return address - (address % 4);
}
/** The data registers (first code) of an SMEM instruction in `role`, or undefined for null. */
function dataCode(ctx, role) {
    const op = operandOf(ctx, 'sdata', role);
    if (!op)
        return undefined;
    if (op.kind !== 'sgpr' && op.kind !== 'special')
        return fail(ctx, 'sdata is not a register');
    return op.value === NULL_REG ? undefined : op.value;
}
function load(dwords, buffer) {
    return (ctx) => {
        const values = [];
        if (buffer) {
            const a = bufferAccess(ctx);
            for (let i = 0; i < dwords; i++)
                values.push(inRange(ctx, a, i) ? ctx.memory.read32(bufferDword(a, i)) : 0);
        }
        else {
            const address = flatAddress(ctx);
            for (let i = 0; i < dwords; i++)
                values.push(ctx.memory.read32(address + 4 * i));
        }
        const code = dataCode(ctx, 'dst');
        if (code === undefined)
            return;
        for (let i = 0; i < dwords; i++)
            ctx.wave.sgpr[code + i] = values[i];
    };
}
function store(dwords, buffer) {
    return (ctx) => {
        const code = dataCode(ctx, 'src');
        const data = (i) => (code === undefined ? 0 : ctx.wave.sgpr[code + i]);
        if (buffer) {
            const a = bufferAccess(ctx);
            for (let i = 0; i < dwords; i++)
                if (inRange(ctx, a, i))
                    ctx.memory.write32(bufferDword(a, i), data(i));
        }
        else {
            const address = flatAddress(ctx);
            for (let i = 0; i < dwords; i++)
                ctx.memory.write32(address + 4 * i, data(i));
        }
    };
}
const signed = (v, bits) => BigInt.asIntN(bits, v);
const ATOMIC_OPS = {
    swap: (_o, s) => s,
    cmpswap: (o, s, c) => (o === c ? s : o),
    add: (o, s) => o + s,
    sub: (o, s) => o - s,
    smin: (o, s, _c, b) => (signed(s, b) < signed(o, b) ? s : o),
    umin: (o, s) => (s < o ? s : o),
    smax: (o, s, _c, b) => (signed(s, b) > signed(o, b) ? s : o),
    umax: (o, s) => (s > o ? s : o),
    and: (o, s) => o & s,
    or: (o, s) => o | s,
    xor: (o, s) => o ^ s,
    inc: (o, s) => (o >= s ? 0n : o + 1n),
    dec: (o, s) => (o === 0n || o > s ? s : o - 1n),
};
function readWide(ctx, address, dwords) {
    const lo = BigInt(ctx.memory.read32(address));
    return dwords === 1 ? lo : lo | (BigInt(ctx.memory.read32(address + 4)) << 32n);
}
function writeWide(ctx, address, dwords, value) {
    ctx.memory.write32(address, Number(value & 0xffffffffn));
    if (dwords === 2)
        ctx.memory.write32(address + 4, Number((value >> 32n) & 0xffffffffn));
}
function regs(ctx, code, dwords) {
    const lo = BigInt(ctx.wave.sgpr[code]);
    return dwords === 1 ? lo : lo | (BigInt(ctx.wave.sgpr[code + 1]) << 32n);
}
function atomic(op, dwords, compare, buffer) {
    const bits = 32 * dwords;
    const mask = (1n << BigInt(bits)) - 1n;
    return (ctx) => {
        const code = dataCode(ctx, 'src');
        if (code === undefined)
            return fail(ctx, 'an atomic needs data registers');
        const src = regs(ctx, code, dwords);
        const cmp = compare ? regs(ctx, code + dwords, dwords) : 0n;
        let address;
        if (buffer) {
            const a = bufferAccess(ctx);
            let inside = true;
            for (let i = 0; i < dwords; i++)
                inside = inRange(ctx, a, i) && inside;
            address = inside ? bufferDword(a, 0) : undefined;
        }
        else {
            address = flatAddress(ctx);
        }
        let old = 0n;
        if (address !== undefined) {
            old = readWide(ctx, address, dwords);
            writeWide(ctx, address, dwords, op(old, src, cmp, bits) & mask);
        }
        const ret = dataCode(ctx, 'dst');
        if (ret === undefined || !ctx.inst.fields.glc)
            return;
        ctx.wave.sgpr[ret] = Number(old & 0xffffffffn);
        if (dwords === 2)
            ctx.wave.sgpr[ret + 1] = Number(old >> 32n);
    };
}
const noop = () => { };
function counter(ctx) {
    const op = operandOf(ctx, 'sdata', 'dst');
    if (op)
        write64(ctx, op, BigInt(ctx.wave.executed));
}
function build() {
    const out = {};
    for (const [, name, form, dwords] of SMEM_ROWS) {
        if (name.startsWith('s_scratch_'))
            continue;
        const atomicName = name.replace(/^s_(buffer_)?atomic_/, '').replace(/_x2$/, '');
        switch (form) {
            case 'load':
            case 'bload':
                out[name] = load(dwords, form === 'bload');
                break;
            case 'store':
            case 'bstore':
                out[name] = store(dwords, form === 'bstore');
                break;
            case 'atomic':
            case 'batomic': {
                const op = ATOMIC_OPS[atomicName];
                if (!op)
                    throw new Error(`no atomic rule for ${name}`);
                const width = name.endsWith('_x2') ? 2 : 1;
                out[name] = atomic(op, width, atomicName === 'cmpswap', form === 'batomic');
                break;
            }
            case 'time':
                out[name] = counter;
                break;
            case 'none':
            case 'probe':
            case 'bprobe':
                out[name] = noop;
                break;
            case 'waveid':
                out[name] = (ctx) => {
                    const op = operandOf(ctx, 'sdata', 'dst');
                    if (op)
                        write32(ctx, op, ctx.wave.waveId);
                };
                break;
            case 'discard':
                break;
        }
    }
    return out;
}
/** SMEM rules by mnemonic. */
export const SMEM_SEMANTICS = build();
//# sourceMappingURL=smem.js.map