import type { Buffer } from './buffer.js';
import type { Destroyable, Device } from './device.js';
import type { Image } from './image.js';
import { type PipelineLayout } from './layout.js';
/** What one descriptor points at. */
export type DescriptorResource = {
    readonly buffer: Buffer;
    readonly offset?: number;
    readonly range?: number;
} | {
    readonly image: Image;
    readonly sampler?: bigint;
    readonly layout?: number;
} | {
    readonly sampler: bigint;
};
/** A descriptor set with its own pool. */
export declare class DescriptorSet implements Destroyable {
    readonly device: Device;
    readonly handle: bigint;
    readonly layout: PipelineLayout;
    readonly setIndex: number;
    private readonly pool;
    private alive;
    private constructor();
    /** Allocates set `setIndex` of `layout`. */
    static allocate(device: Device, layout: PipelineLayout, setIndex?: number): DescriptorSet;
    /** Points `binding` (array element `element`) at `resource`. */
    write(binding: number, resource: DescriptorResource, element?: number): void;
    /** Destroys the set's pool (and so the set). */
    destroy(): void;
}
