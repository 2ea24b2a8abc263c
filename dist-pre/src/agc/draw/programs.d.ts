import type { RegisterReader } from '../state/register-file.js';
import { type ShaderStages, type WaveSize } from './stages.js';
/** Registered shader binary types of the PS5 driver. */
export declare const BinaryType: {
    readonly Compute: 0;
    readonly Pixel: 1;
    /** Vertex, domain, or merged ES+GS. */
    readonly Vertex: 2;
    readonly MergedLocalHull: 3;
    readonly GeometryFront: 4;
    readonly Local: 5;
    readonly GeometryBack: 6;
    readonly Hull: 7;
};
/** What a slot's program does in this draw. */
export type ProgramRole = 'local' | 'hull' | 'mergedLocalHull' | 'vertex' | 'domain' | 'mergedVertexGeometry' | 'mergedDomainGeometry' | 'geometryFront' | 'geometryBack' | 'pixel' | 'compute';
/** Registered programs: binary type by guest address. */
export interface ProgramRegistry {
    typeAt(address: number): number | undefined;
}
/** Hardware slot names. */
export type SlotName = 'LS' | 'HS' | 'ES' | 'GS' | 'PS' | 'CS';
/** One bound program. */
export interface ProgramSlot {
    readonly slot: SlotName;
    /** SH register dword offset of the slot's PGM_LO register (0x148, 0x108, 0xc8, 0x88, 0x8, 0x20c). */
    readonly shDword: number;
    readonly address: number;
    readonly role: ProgramRole;
    /** The registered binary type, when a registry was given. */
    readonly binaryType: number | undefined;
    readonly wave: WaveSize;
    /** The user-data SGPR values (null where the register was never written). */
    readonly userSgprs: readonly (number | null)[];
}
/** The program address of a slot (PGM_LO/HI hold it shifted right by 8), or undefined when unset. */
export declare function slotAddress(regs: RegisterReader, slot: SlotName): number | undefined;
/**
 * The programs of a graphics draw on `stages`' path, in pipeline order. The local slot holds a merged
 * local+hull (type 3, hull slot unused) or a local program (type 5) with a hull (type 7) at 0x108; the
 * ES slot holds a type-2 program, or on geometry paths a geometry front (type 4) with its back (type 6)
 * at 0x88. The pixel slot is optional.
 */
export declare function graphicsPrograms(regs: RegisterReader, stages: ShaderStages, registry?: ProgramRegistry): ProgramSlot[];
/** The compute program of a dispatch; `initiator` is COMPUTE_DISPATCH_INITIATOR (CS_W32_EN decides the wave). */
export declare function computeProgram(regs: RegisterReader, initiator: number, registry?: ProgramRegistry): ProgramSlot;
/** A registry over `{ address, type }` registrations (a later registration of an address wins). */
export declare function programRegistry(entries: Iterable<{
    readonly address: number;
    readonly type: number;
}>): ProgramRegistry;
