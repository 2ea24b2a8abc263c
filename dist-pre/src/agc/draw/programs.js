/**
 * Program slots of a draw or dispatch: which program each SH slot holds, in which role, with its wave
 * size and user-data SGPRs. The PS5 driver names slots by SH dword offset (0x148 local, 0x108 hull,
 * 0xc8 ES, 0x88 geometry back, 0x008 pixel) and registers each program with a binary type; when a
 * registry is given, each slot's registered type must fit its role, or the draw is refused.
 *
 * GFX10 runs local+hull as one merged hardware stage and ES+GS as another, so the LS and HS slots take
 * their resources and user data from the HS register block, and the ES and GS slots from the GS block.
 */
import { AgcStateError, hexAddress } from '../errors.js';
import { field, requireRegister } from '../registers/index.js';
import { fieldsOf, readOptional } from '../state/read.js';
import { pixelWave } from './stages.js';
/** Registered shader binary types of the PS5 driver. */
export const BinaryType = {
    Compute: 0,
    Pixel: 1,
    /** Vertex, domain, or merged ES+GS. */
    Vertex: 2,
    MergedLocalHull: 3,
    GeometryFront: 4,
    Local: 5,
    GeometryBack: 6,
    Hull: 7,
};
const TYPE_NAMES = [
    'compute',
    'pixel',
    'vertex/domain/merged ES+GS',
    'merged local+hull',
    'geometry front',
    'local',
    'geometry back',
    'hull',
];
const PGM_LO = {
    LS: 'SPI_SHADER_PGM_LO_LS',
    HS: 'SPI_SHADER_PGM_LO_HS',
    ES: 'SPI_SHADER_PGM_LO_ES',
    GS: 'SPI_SHADER_PGM_LO_GS',
    PS: 'SPI_SHADER_PGM_LO_PS',
    CS: 'COMPUTE_PGM_LO',
};
const PGM_HI = {
    LS: 'SPI_SHADER_PGM_HI_LS',
    HS: 'SPI_SHADER_PGM_HI_HS',
    ES: 'SPI_SHADER_PGM_HI_ES',
    GS: 'SPI_SHADER_PGM_HI_GS',
    PS: 'SPI_SHADER_PGM_HI_PS',
    CS: 'COMPUTE_PGM_HI',
};
/** Register block (resources and user data) each slot's hardware stage reads. */
const BLOCK = {
    LS: { rsrc2: 'SPI_SHADER_PGM_RSRC2_HS', userData: 'SPI_SHADER_USER_DATA_HS_', max: 32 },
    HS: { rsrc2: 'SPI_SHADER_PGM_RSRC2_HS', userData: 'SPI_SHADER_USER_DATA_HS_', max: 32 },
    ES: { rsrc2: 'SPI_SHADER_PGM_RSRC2_GS', userData: 'SPI_SHADER_USER_DATA_GS_', max: 32 },
    GS: { rsrc2: 'SPI_SHADER_PGM_RSRC2_GS', userData: 'SPI_SHADER_USER_DATA_GS_', max: 32 },
    PS: { rsrc2: 'SPI_SHADER_PGM_RSRC2_PS', userData: 'SPI_SHADER_USER_DATA_PS_', max: 32 },
    CS: { rsrc2: 'COMPUTE_PGM_RSRC2', userData: 'COMPUTE_USER_DATA_', max: 16 },
};
/** The program address of a slot (PGM_LO/HI hold it shifted right by 8), or undefined when unset. */
export function slotAddress(regs, slot) {
    const lo = readOptional(regs, PGM_LO[slot]);
    if (lo === undefined)
        return undefined;
    const hi = (readOptional(regs, PGM_HI[slot]) ?? 0) & 0xff;
    return (hi * 2 ** 32 + lo) * 256;
}
/** User-data SGPR count (RSRC2 USER_SGPR plus USER_SGPR_MSB * 32) and values of a slot's block. */
function userSgprs(regs, slot) {
    const block = BLOCK[slot];
    if (readOptional(regs, block.rsrc2) === undefined) {
        throw new AgcStateError(block.rsrc2, undefined, `is not set, so the ${slot} program's user-data SGPR count is unknown`);
    }
    const f = fieldsOf(regs, block.rsrc2);
    const count = f.USER_SGPR + 32 * (f.USER_SGPR_MSB ?? 0);
    if (count > block.max)
        throw new AgcStateError(block.rsrc2, readOptional(regs, block.rsrc2), `asks for ${count} user SGPRs, more than ${block.max}`);
    const out = [];
    for (let i = 0; i < count; i++)
        out.push(readOptional(regs, `${block.userData}${i}`) ?? null);
    return out;
}
function bind(regs, registry, slot, role, allowed, wave) {
    const address = slotAddress(regs, slot);
    const lo = PGM_LO[slot];
    if (address === undefined)
        throw new AgcStateError(lo, undefined, `is not set, but the draw needs a ${role} program`);
    let binaryType;
    if (registry) {
        binaryType = registry.typeAt(address);
        const value = readOptional(regs, lo);
        if (binaryType === undefined)
            throw new AgcStateError(lo, value, `no program is registered at ${hexAddress(address)}`);
        if (!allowed.includes(binaryType)) {
            const want = allowed.map((t) => `${t} (${TYPE_NAMES[t]})`).join(' or ');
            throw new AgcStateError(lo, value, `the program registered at ${hexAddress(address)} has binary type ${binaryType} (${TYPE_NAMES[binaryType] ?? 'unknown'}), but the ${role} role needs ${want}`);
        }
    }
    const shDword = (requireRegister(lo).address - 0xb000) / 4;
    return { slot, shDword, address, role, binaryType, wave, userSgprs: userSgprs(regs, slot) };
}
/** Is the slot's program registered (or, without a registry, merely bound) as `type`? */
function holds(regs, registry, slot, type) {
    const address = slotAddress(regs, slot);
    if (address === undefined)
        return false;
    return registry ? registry.typeAt(address) === type : true;
}
/**
 * The programs of a graphics draw on `stages`' path, in pipeline order. The local slot holds a merged
 * local+hull (type 3, hull slot unused) or a local program (type 5) with a hull (type 7) at 0x108; the
 * ES slot holds a type-2 program, or on geometry paths a geometry front (type 4) with its back (type 6)
 * at 0x88. The pixel slot is optional.
 */
export function graphicsPrograms(regs, stages, registry) {
    const out = [];
    if (stages.tessellation) {
        const hullWave = stages.hullWave;
        const merged = registry
            ? holds(regs, registry, 'LS', BinaryType.MergedLocalHull)
            : slotAddress(regs, 'HS') === undefined;
        if (merged) {
            out.push(bind(regs, registry, 'LS', 'mergedLocalHull', [BinaryType.MergedLocalHull], hullWave));
        }
        else {
            out.push(bind(regs, registry, 'LS', 'local', [BinaryType.Local, BinaryType.MergedLocalHull], hullWave));
            out.push(bind(regs, registry, 'HS', 'hull', [BinaryType.Hull], hullWave));
        }
    }
    const wave = stages.geometryWave;
    if (stages.geometry) {
        const split = registry
            ? holds(regs, registry, 'ES', BinaryType.GeometryFront)
            : slotAddress(regs, 'GS') !== undefined;
        if (split) {
            out.push(bind(regs, registry, 'ES', 'geometryFront', [BinaryType.GeometryFront], wave));
            out.push(bind(regs, registry, 'GS', 'geometryBack', [BinaryType.GeometryBack], wave));
        }
        else {
            const role = stages.tessellation ? 'mergedDomainGeometry' : 'mergedVertexGeometry';
            out.push(bind(regs, registry, 'ES', role, [BinaryType.Vertex], wave));
        }
    }
    else {
        out.push(bind(regs, registry, 'ES', stages.tessellation ? 'domain' : 'vertex', [BinaryType.Vertex], wave));
    }
    if (slotAddress(regs, 'PS') !== undefined)
        out.push(bind(regs, registry, 'PS', 'pixel', [BinaryType.Pixel], pixelWave(regs)));
    return out;
}
/** The compute program of a dispatch; `initiator` is COMPUTE_DISPATCH_INITIATOR (CS_W32_EN decides the wave). */
export function computeProgram(regs, initiator, registry) {
    const wave = field('COMPUTE_DISPATCH_INITIATOR', 'CS_W32_EN', initiator) ? 32 : 64;
    return bind(regs, registry, 'CS', 'compute', [BinaryType.Compute], wave);
}
/** A registry over `{ address, type }` registrations (a later registration of an address wins). */
export function programRegistry(entries) {
    const map = new Map();
    for (const e of entries)
        map.set(e.address, e.type);
    return { typeAt: (address) => map.get(address) };
}
//# sourceMappingURL=programs.js.map