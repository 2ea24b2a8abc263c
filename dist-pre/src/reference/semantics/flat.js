/**
 * FLAT, GLOBAL and SCRATCH semantics (RDNA 1 ISA chapter 9): loads, stores and atomics per lane.
 *
 * Addresses: flat_* take a 64-bit VGPR address plus the unsigned offset; global_* a 64-bit VGPR
 * address, or an SGPR-pair base plus a 32-bit VGPR offset, plus the signed offset; scratch_* a 32-bit
 * private offset from a VGPR or an SGPR (or neither) plus the signed offset. A flat address inside
 * the shared aperture goes to LDS (offset from the aperture base, LDS out-of-range rules), inside the
 * private aperture to the lane's private memory (flat-private.ts), anywhere else to guest memory,
 * whose faults become ExecErrors naming the pc and address. Aperture registers hold address bits
 * [47:16] (src_shared_base reads bits [63:32] of the base, as access.ts returns it). A global access
 * inside an aperture is a memory violation and is refused.
 *
 * Refused: the lds bit (loads into LDS), guest accesses of 2+ bytes not aligned to min(size, 4), and
 * the gfx1030-only global_{load,store}_dword_addtid and global_atomic_csub (not registered).
 */
import { guestAddress } from '../../isa/tables/guest-address.js';
import { readScalar32, readScalar64 } from '../access.js';
import { MEMORY_ATOMIC_OPS, RAW_LOADS, RAW_STORES } from './buffer.js';
import { ATOMICS_32, ATOMICS_64, atomicAt, guard, guestSpace, LOAD_KINDS, laneDwords, ldsSpace, Refusal, STORE_KINDS, setLaneDwords, } from './buffer-common.js';
import { privateSpace } from './flat-private.js';
const SEG_FLAT = 0;
const SEG_SCRATCH = 1;
const MASK64 = (1n << 64n) - 1n;
function field(ctx, name) {
    return ctx.inst.fields[name];
}
/** An aperture [lo, hi] from registers holding address bits [47:16]. */
function aperture(base, limit) {
    return [BigInt(base) << 16n, (BigInt(limit) << 16n) | 0xffffn];
}
/** A guest space that refuses misaligned multi-byte accesses. */
function alignedGuest(ctx) {
    const g = guestSpace(ctx);
    const check = (addr, n) => {
        if (n >= 2 && addr % Math.min(n, 4) !== 0) {
            throw new Refusal(`access of ${n} bytes at 0x${addr.toString(16)} is misaligned (alignment mode not modelled)`);
        }
    };
    return {
        read: (addr, n) => {
            check(addr, n);
            return g.read(addr, n);
        },
        write: (addr, bytes) => {
            check(addr, bytes.length);
            g.write(addr, bytes);
        },
    };
}
function vaddr64(ctx, lane) {
    const a = field(ctx, 'addr');
    return BigInt(ctx.wave.getVgpr(a, lane)) | (BigInt(ctx.wave.getVgpr(a + 1, lane)) << 32n);
}
function offsetOf(ctx) {
    return ctx.operands.find((o) => o.field === 'offset')?.value ?? 0;
}
function targetOf(ctx, lane, guest) {
    const seg = field(ctx, 'seg');
    const saddr = ctx.operands.find((o) => o.field === 'saddr');
    const hasVaddr = ctx.operands.some((o) => o.field === 'addr');
    const offset = offsetOf(ctx);
    if (seg === SEG_SCRATCH) {
        let base = 0;
        if (saddr)
            base = readScalar32(ctx.wave, saddr, ctx.apertures);
        else if (hasVaddr)
            base = ctx.wave.getVgpr(field(ctx, 'addr'), lane);
        return { space: privateSpace(ctx.wave, lane), addr: (base + offset) >>> 0 };
    }
    let a64;
    if (seg === SEG_FLAT || !saddr)
        a64 = (vaddr64(ctx, lane) + BigInt(offset)) & MASK64;
    else {
        const v = BigInt(ctx.wave.getVgpr(field(ctx, 'addr'), lane));
        a64 = (readScalar64(ctx.wave, saddr, ctx.apertures) + v + BigInt(offset)) & MASK64;
    }
    const ap = ctx.apertures;
    const [sharedLo, sharedHi] = aperture(ap.sharedBase, ap.sharedLimit);
    const [privLo, privHi] = aperture(ap.privateBase, ap.privateLimit);
    const inShared = a64 >= sharedLo && a64 <= sharedHi;
    const inPrivate = a64 >= privLo && a64 <= privHi;
    if ((inShared || inPrivate) && seg !== SEG_FLAT) {
        throw new Refusal(`global access at 0x${a64.toString(16)} inside the ${inShared ? 'shared' : 'private'} aperture (memory violation)`);
    }
    if (inShared)
        return { space: ldsSpace(ctx.lds), addr: Number(a64 - sharedLo) };
    if (inPrivate) {
        const off = a64 - privLo;
        if (off > 0xffffffffn)
            throw new Refusal(`private offset 0x${off.toString(16)} exceeds 32 bits`);
        return { space: privateSpace(ctx.wave, lane), addr: Number(off) };
    }
    return { space: guest, addr: Number(guestAddress(a64)) };
}
function forLanes(ctx, body) {
    guard(ctx, () => {
        if (field(ctx, 'lds'))
            throw new Refusal('loads into LDS (lds bit) are not modelled');
        const guest = alignedGuest(ctx);
        for (let lane = 0; lane < ctx.wave.laneCount; lane++) {
            if (ctx.wave.laneActive(lane))
                body(lane, targetOf(ctx, lane, guest));
        }
    });
}
function load(kind) {
    const k = LOAD_KINDS[kind];
    if (!k)
        throw new Error(`unknown load kind ${kind}`);
    return (ctx) => forLanes(ctx, (lane, t) => {
        const vdst = field(ctx, 'vdst');
        const values = k.convert(t.space.read(t.addr, k.bytes), ctx.wave.getVgpr(vdst, lane));
        setLaneDwords(ctx, vdst, lane, values);
    });
}
function store(kind) {
    const k = STORE_KINDS[kind];
    if (!k)
        throw new Error(`unknown store kind ${kind}`);
    return (ctx) => forLanes(ctx, (lane, t) => t.space.write(t.addr, k.convert(laneDwords(ctx, field(ctx, 'data'), k.dwords, lane))));
}
function atomic(op) {
    return (ctx) => forLanes(ctx, (lane, t) => {
        const data = laneDwords(ctx, field(ctx, 'data'), (op.bits / 32) * op.operands, lane);
        const old = atomicAt(t.space, t.addr, op, data);
        if (field(ctx, 'glc'))
            setLaneDwords(ctx, field(ctx, 'vdst'), lane, old);
    });
}
function rules() {
    const out = {};
    for (const prefix of ['flat', 'global', 'scratch']) {
        for (const [suffix, kind] of Object.entries(RAW_LOADS))
            out[`${prefix}_${suffix}`] = load(kind);
        for (const [suffix, kind] of Object.entries(RAW_STORES))
            out[`${prefix}_${suffix}`] = store(kind);
        if (prefix === 'scratch')
            continue;
        for (const name of MEMORY_ATOMIC_OPS) {
            out[`${prefix}_atomic_${name}`] = atomic(ATOMICS_32[name]);
            out[`${prefix}_atomic_${name}_x2`] = atomic(ATOMICS_64[name]);
        }
    }
    return out;
}
/** Every FLAT/GLOBAL/SCRATCH rule. */
export const FLAT_SEMANTICS = rules();
//# sourceMappingURL=flat.js.map