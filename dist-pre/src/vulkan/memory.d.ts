import { type VkMemoryRequirements } from './bindings.generated.js';
import type { Device } from './device.js';
/** What memory is for: GPU-only data, CPU-written data (staging, uniforms), or CPU-read results. */
export type MemoryUse = 'device' | 'upload' | 'readback';
/** One allocation and, when host visible, its persistent mapping. */
export interface Allocation {
    readonly memory: bigint;
    readonly size: number;
    readonly typeIndex: number;
    readonly hostVisible: boolean;
    readonly coherent: boolean;
    /** The mapped bytes (host-visible memory only). */
    readonly mapped: Uint8Array | undefined;
}
/** The index of the best memory type allowed by `typeBits` for `use`. */
export declare function chooseMemoryType(device: Device, typeBits: number, use: MemoryUse): number;
/** Allocates memory meeting `requirements` for `use`, mapping it when host visible. */
export declare function allocate(device: Device, requirements: VkMemoryRequirements, use: MemoryUse, deviceAddress?: boolean): Allocation;
/** Frees an allocation (unmapping it first). */
export declare function free(device: Device, allocation: Allocation): void;
/** Makes host writes visible to the device (no-op on coherent memory). */
export declare function flush(device: Device, allocation: Allocation): void;
/** Makes device writes visible to the host (no-op on coherent memory). */
export declare function invalidate(device: Device, allocation: Allocation): void;
