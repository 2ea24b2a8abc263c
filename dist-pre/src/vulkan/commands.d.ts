/**
 * Command recording: a {@link Recorder} wraps one primary command buffer and records binds, dispatches,
 * draws (direct, indexed, indirect, mesh tasks), barriers and dynamic rendering. Clears and copies live
 * in transfer.ts. Methods are thin: one FFI call each, arguments passed through, so the CPU
 * cost per draw stays that of the driver call (bench/vulkan.ts measures it).
 */
import { type VkCommands } from './bindings.generated.js';
import type { Buffer } from './buffer.js';
import type { Destroyable, Device } from './device.js';
import type { Image } from './image.js';
import { type SyncScope } from './sync.js';
/** What a bound pipeline exposes to the recorder. */
export interface Bindable {
    readonly handle: bigint;
    readonly bindPoint: number;
    readonly layout: bigint;
}
/** One color attachment of {@link Recorder.beginRendering}. */
export interface ColorAttachment {
    readonly image: Image;
    /** Clear to this RGBA value (floats), or keep contents when absent. */
    readonly clear?: readonly [number, number, number, number];
    /** Clear value as integers, for integer formats. */
    readonly clearInt?: readonly [number, number, number, number];
    /** Multisample resolve target. */
    readonly resolve?: Image;
}
/** The depth/stencil attachment of {@link Recorder.beginRendering}. */
export interface DepthAttachment {
    readonly image: Image;
    readonly clear?: {
        readonly depth: number;
        readonly stencil: number;
    };
}
/** A command buffer being recorded. */
export declare class Recorder implements Destroyable {
    readonly device: Device;
    readonly handle: bigint;
    /** Device commands, exposed so hot loops can skip the wrapper (the benchmark's peer). */
    readonly vk: VkCommands;
    private alive;
    private constructor();
    /** Allocates a primary command buffer from the device's pool. */
    static allocate(device: Device): Recorder;
    /** Starts recording (resetting previous contents). */
    begin(oneTimeSubmit?: boolean): this;
    /** Ends recording. */
    end(): this;
    bindPipeline(pipeline: Bindable): void;
    /** Binds descriptor sets starting at set `first`. */
    bindDescriptorSets(pipeline: Bindable, sets: readonly bigint[], first?: number): void;
    /** Writes push constants for `stages` (VkShaderStageFlags) at byte `offset`. */
    pushConstants(pipeline: Bindable, stages: number, data: ArrayBufferView, offset?: number): void;
    bindVertexBuffers(first: number, buffers: readonly Buffer[], offsets?: readonly number[]): void;
    bindIndexBuffer(buffer: Buffer, offset?: number, indexType?: number): void;
    dispatch(x: number, y?: number, z?: number): void;
    dispatchIndirect(buffer: Buffer, offset?: number): void;
    draw(vertexCount: number, instanceCount?: number, firstVertex?: number, firstInstance?: number): void;
    drawIndexed(indexCount: number, instanceCount?: number, firstIndex?: number, vertexOffset?: number, firstInstance?: number): void;
    drawIndirect(buffer: Buffer, offset: number, drawCount: number, stride?: number): void;
    drawIndexedIndirect(buffer: Buffer, offset: number, drawCount: number, stride?: number): void;
    /** vkCmdDrawMeshTasksEXT (needs the meshShader feature). */
    drawMeshTasks(x: number, y?: number, z?: number): void;
    drawMeshTasksIndirect(buffer: Buffer, offset: number, drawCount: number, stride?: number): void;
    setViewport(x: number, y: number, width: number, height: number, minDepth?: number, maxDepth?: number): void;
    setScissor(x: number, y: number, width: number, height: number): void;
    setStencilReference(faceMask: number, reference: number): void;
    setBlendConstants(rgba: readonly [number, number, number, number]): void;
    /** A global memory barrier: writes by `src` work become visible to `dst` work. */
    barrier(src: SyncScope, dst: SyncScope): void;
    /** Moves every subresource of `image` to `layout`, with masks from the two layouts (sync.ts). */
    transition(image: Image, layout: number): void;
    /**
     * Begins dynamic rendering over the full extent of the attachments, transitioning them to attachment
     * layouts, and sets a full-size viewport and scissor.
     */
    beginRendering(colors: readonly ColorAttachment[], depth?: DepthAttachment): void;
    endRendering(): void;
    /** Frees the command buffer (it must not be pending). */
    destroy(): void;
}
