/**
 * Command recording: a {@link Recorder} wraps one primary command buffer and records binds, dispatches,
 * draws (direct, indexed, indirect, mesh tasks), barriers and dynamic rendering. Clears and copies live
 * in transfer.ts. Methods are thin: one FFI call each, arguments passed through, so the CPU
 * cost per draw stays that of the driver call (bench/vulkan.ts measures it).
 */
import {
  VK_ATTACHMENT_LOAD_OP_CLEAR,
  VK_ATTACHMENT_LOAD_OP_LOAD,
  VK_ATTACHMENT_STORE_OP_STORE,
  VK_COMMAND_BUFFER_LEVEL_PRIMARY,
  VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT,
  VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
  VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL,
  VK_INDEX_TYPE_UINT32,
  VK_QUEUE_FAMILY_IGNORED,
  VK_RESOLVE_MODE_AVERAGE_BIT,
  VK_RESOLVE_MODE_SAMPLE_ZERO_BIT,
  type VkCommands,
  type VkRenderingAttachmentInfo,
} from './bindings.generated.js';
import type { Buffer } from './buffer.js';
import type { Destroyable, Device } from './device.js';
import { check } from './errors.js';
import { isIntegerFormat } from './formats.js';
import type { Image } from './image.js';
import { info } from './structs.js';
import { layoutMask, SCOPES, type SyncScope } from './sync.js';

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
  /** A view of `image` to render through (default: its own view). */
  readonly view?: bigint;
}

/** The depth/stencil attachment of {@link Recorder.beginRendering}. */
export interface DepthAttachment {
  readonly image: Image;
  readonly clear?: { readonly depth: number; readonly stencil: number };
}

/** A command buffer being recorded. */
export class Recorder implements Destroyable {
  readonly device: Device;
  readonly handle: bigint;
  /** Device commands, exposed so hot loops can skip the wrapper (the benchmark's peer). */
  readonly vk: VkCommands;
  private alive = true;

  private constructor(device: Device, handle: bigint) {
    this.device = device;
    this.handle = handle;
    this.vk = device.vk;
  }

  /** Allocates a primary command buffer from the device's pool. */
  static allocate(device: Device): Recorder {
    const out = [null];
    const allocInfo = info('VkCommandBufferAllocateInfo', {
      commandPool: device.commandPool,
      level: VK_COMMAND_BUFFER_LEVEL_PRIMARY,
      commandBufferCount: 1,
    });
    check('vkAllocateCommandBuffers', device.vk.vkAllocateCommandBuffers(device.handle, allocInfo, out));
    return device.track(new Recorder(device, out[0] as unknown as bigint));
  }

  /** Starts recording (resetting previous contents). */
  begin(oneTimeSubmit = true): this {
    check('vkResetCommandBuffer', this.vk.vkResetCommandBuffer(this.handle, 0));
    const beginInfo = info('VkCommandBufferBeginInfo', {
      flags: oneTimeSubmit ? VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT : 0,
    });
    check('vkBeginCommandBuffer', this.vk.vkBeginCommandBuffer(this.handle, beginInfo));
    return this;
  }

  /** Ends recording. */
  end(): this {
    check('vkEndCommandBuffer', this.vk.vkEndCommandBuffer(this.handle));
    return this;
  }

  bindPipeline(pipeline: Bindable): void {
    this.vk.vkCmdBindPipeline(this.handle, pipeline.bindPoint, pipeline.handle);
  }

  /** Binds descriptor sets starting at set `first`. */
  bindDescriptorSets(pipeline: Bindable, sets: readonly bigint[], first = 0): void {
    this.vk.vkCmdBindDescriptorSets(
      this.handle,
      pipeline.bindPoint,
      pipeline.layout,
      first,
      sets.length,
      sets,
      0,
      null,
    );
  }

  /** Writes push constants for `stages` (VkShaderStageFlags) at byte `offset`. */
  pushConstants(pipeline: Bindable, stages: number, data: ArrayBufferView, offset = 0): void {
    this.vk.vkCmdPushConstants(this.handle, pipeline.layout, stages, offset, data.byteLength, data);
  }

  bindVertexBuffers(first: number, buffers: readonly Buffer[], offsets?: readonly number[]): void {
    const handles = buffers.map((b) => b.handle);
    this.vk.vkCmdBindVertexBuffers(
      this.handle,
      first,
      buffers.length,
      handles,
      offsets ?? buffers.map(() => 0),
    );
  }

  bindIndexBuffer(buffer: Buffer, offset = 0, indexType = VK_INDEX_TYPE_UINT32): void {
    this.vk.vkCmdBindIndexBuffer(this.handle, buffer.handle, offset, indexType);
  }

  dispatch(x: number, y = 1, z = 1): void {
    this.vk.vkCmdDispatch(this.handle, x, y, z);
  }

  dispatchIndirect(buffer: Buffer, offset = 0): void {
    this.vk.vkCmdDispatchIndirect(this.handle, buffer.handle, offset);
  }

  draw(vertexCount: number, instanceCount = 1, firstVertex = 0, firstInstance = 0): void {
    this.vk.vkCmdDraw(this.handle, vertexCount, instanceCount, firstVertex, firstInstance);
  }

  drawIndexed(
    indexCount: number,
    instanceCount = 1,
    firstIndex = 0,
    vertexOffset = 0,
    firstInstance = 0,
  ): void {
    this.vk.vkCmdDrawIndexed(this.handle, indexCount, instanceCount, firstIndex, vertexOffset, firstInstance);
  }

  drawIndirect(buffer: Buffer, offset: number, drawCount: number, stride = 16): void {
    this.vk.vkCmdDrawIndirect(this.handle, buffer.handle, offset, drawCount, stride);
  }

  drawIndexedIndirect(buffer: Buffer, offset: number, drawCount: number, stride = 20): void {
    this.vk.vkCmdDrawIndexedIndirect(this.handle, buffer.handle, offset, drawCount, stride);
  }

  /** vkCmdDrawMeshTasksEXT (needs the meshShader feature). */
  drawMeshTasks(x: number, y = 1, z = 1): void {
    this.vk.vkCmdDrawMeshTasksEXT(this.handle, x, y, z);
  }

  drawMeshTasksIndirect(buffer: Buffer, offset: number, drawCount: number, stride = 12): void {
    this.vk.vkCmdDrawMeshTasksIndirectEXT(this.handle, buffer.handle, offset, drawCount, stride);
  }

  setViewport(x: number, y: number, width: number, height: number, minDepth = 0, maxDepth = 1): void {
    this.vk.vkCmdSetViewport(this.handle, 0, 1, [{ x, y, width, height, minDepth, maxDepth }]);
  }

  setScissor(x: number, y: number, width: number, height: number): void {
    this.vk.vkCmdSetScissor(this.handle, 0, 1, [{ offset: { x, y }, extent: { width, height } }]);
  }

  /** Sets viewports 0..n-1: each x, y, width, height, minDepth, maxDepth. */
  setViewports(viewports: readonly (readonly [number, number, number, number, number, number])[]): void {
    const list = viewports.map(([x, y, width, height, minDepth, maxDepth]) => ({
      x,
      y,
      width,
      height,
      minDepth,
      maxDepth,
    }));
    this.vk.vkCmdSetViewport(this.handle, 0, list.length, list);
  }

  /** Sets scissors 0..n-1: each x, y, width, height. */
  setScissors(scissors: readonly (readonly [number, number, number, number])[]): void {
    const list = scissors.map(([x, y, width, height]) => ({ offset: { x, y }, extent: { width, height } }));
    this.vk.vkCmdSetScissor(this.handle, 0, list.length, list);
  }

  setStencilReference(faceMask: number, reference: number): void {
    this.vk.vkCmdSetStencilReference(this.handle, faceMask, reference);
  }

  setBlendConstants(rgba: readonly [number, number, number, number]): void {
    this.vk.vkCmdSetBlendConstants(this.handle, rgba);
  }

  /** A global memory barrier: writes by `src` work become visible to `dst` work. */
  barrier(src: SyncScope, dst: SyncScope): void {
    const s = SCOPES[src];
    const d = SCOPES[dst];
    const mb = info('VkMemoryBarrier', { srcAccessMask: s.access, dstAccessMask: d.access });
    this.vk.vkCmdPipelineBarrier(this.handle, s.stage, d.stage, 0, 1, mb, 0, null, 0, null);
  }

  /** Moves every subresource of `image` to `layout`, with masks from the two layouts (sync.ts). */
  transition(image: Image, layout: number): void {
    const from = layoutMask(image.layout);
    const to = layoutMask(layout);
    const ib = info('VkImageMemoryBarrier', {
      srcAccessMask: from.access,
      dstAccessMask: to.access,
      oldLayout: image.layout,
      newLayout: layout,
      srcQueueFamilyIndex: VK_QUEUE_FAMILY_IGNORED,
      dstQueueFamilyIndex: VK_QUEUE_FAMILY_IGNORED,
      image: image.handle,
      subresourceRange: image.fullRange(),
    });
    this.vk.vkCmdPipelineBarrier(this.handle, from.stage, to.stage, 0, 0, null, 0, null, 1, ib);
    image.layout = layout;
  }

  /**
   * Begins dynamic rendering over the full extent of the attachments and every layer they all have,
   * transitioning them to attachment layouts, and sets a full-size viewport and scissor.
   */
  beginRendering(colors: readonly ColorAttachment[], depth?: DepthAttachment): void {
    const first = colors[0]?.image ?? depth?.image;
    if (!first) return;
    const color: Partial<VkRenderingAttachmentInfo>[] = colors.map((c) => {
      if (c.image.layout !== VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL)
        this.transition(c.image, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
      if (c.resolve && c.resolve.layout !== VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL) {
        this.transition(c.resolve, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
      }
      const cleared = c.clear ?? c.clearInt;
      return info('VkRenderingAttachmentInfo', {
        imageView: c.view ?? c.image.view(),
        imageLayout: VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
        resolveMode: c.resolve
          ? isIntegerFormat(c.image.format)
            ? VK_RESOLVE_MODE_SAMPLE_ZERO_BIT
            : VK_RESOLVE_MODE_AVERAGE_BIT
          : 0,
        resolveImageView: c.resolve ? c.resolve.view() : null,
        resolveImageLayout: c.resolve ? VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL : 0,
        loadOp: cleared ? VK_ATTACHMENT_LOAD_OP_CLEAR : VK_ATTACHMENT_LOAD_OP_LOAD,
        storeOp: VK_ATTACHMENT_STORE_OP_STORE,
        clearValue: {
          color: c.clearInt
            ? c.image.format.numeric === 'sint'
              ? { int32: c.clearInt }
              : { uint32: c.clearInt }
            : { float32: c.clear ?? [0, 0, 0, 0] },
        },
      });
    });
    let depthInfo: Partial<VkRenderingAttachmentInfo> | null = null;
    if (depth) {
      if (depth.image.layout !== VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL) {
        this.transition(depth.image, VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL);
      }
      depthInfo = info('VkRenderingAttachmentInfo', {
        imageView: depth.image.view(),
        imageLayout: VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL,
        loadOp: depth.clear ? VK_ATTACHMENT_LOAD_OP_CLEAR : VK_ATTACHMENT_LOAD_OP_LOAD,
        storeOp: VK_ATTACHMENT_STORE_OP_STORE,
        clearValue: { depthStencil: depth.clear ?? { depth: 0, stencil: 0 } },
      });
    }
    const hasStencil =
      depth?.image.format.aspect === 'depthStencil' || depth?.image.format.aspect === 'stencil';
    const hasDepth = depth !== undefined && depth.image.format.aspect !== 'stencil';
    const renderingInfo = info('VkRenderingInfo', {
      renderArea: { offset: { x: 0, y: 0 }, extent: { width: first.width, height: first.height } },
      layerCount: Math.min(...colors.map((c) => c.image.layers), depth?.image.layers ?? Infinity),
      colorAttachmentCount: color.length,
      pColorAttachments: color.length ? color : null,
      pDepthAttachment: hasDepth ? depthInfo : null,
      pStencilAttachment: hasStencil ? depthInfo : null,
    });
    this.vk.vkCmdBeginRendering(this.handle, renderingInfo);
    this.setViewport(0, 0, first.width, first.height);
    this.setScissor(0, 0, first.width, first.height);
  }

  endRendering(): void {
    this.vk.vkCmdEndRendering(this.handle);
  }

  /** Frees the command buffer (it must not be pending). */
  destroy(): void {
    if (!this.alive) return;
    this.alive = false;
    this.device.vk.vkFreeCommandBuffers(this.device.handle, this.device.commandPool, 1, [this.handle]);
    this.device.untrack(this);
  }
}
