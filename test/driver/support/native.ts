/**
 * The reference picture of a scene: the same GLSL stand-ins drawn natively on the same device, with
 * plain Vulkan calls and no driver code: guest memory copied into one buffer with a device address,
 * an RGBA8 target holding the scene's background, a D32 target holding 1.0, and each scene draw as
 * the scene's registers describe it (topology, restart, 16/32-bit indices, vertex offset, instances,
 * blend, depth LESS with writes).
 */

import type { SceneDraw, SceneFacts } from '../../../scripts/example-scene.js';
import type { Capture } from '../../../src/agc/capture/reader.js';
import type { VertexRequest } from '../../../src/driver/index.js';
import {
  VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA,
  VK_BLEND_FACTOR_SRC_ALPHA,
  VK_BUFFER_USAGE_INDEX_BUFFER_BIT,
  VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
  VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
  VK_COMPARE_OP_LESS,
  VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_TRANSFER_DST_BIT,
  VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
  VK_INDEX_TYPE_UINT16,
  VK_INDEX_TYPE_UINT32,
  VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
  VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP,
  VK_SHADER_STAGE_FRAGMENT_BIT,
  VK_SHADER_STAGE_VERTEX_BIT,
} from '../../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../../src/vulkan/buffer.js';
import type { Destroyable, Device } from '../../../src/vulkan/device.js';
import { createGraphicsPipeline } from '../../../src/vulkan/graphics.js';
import { Image } from '../../../src/vulkan/image.js';
import { PipelineLayout, ShaderModule } from '../../../src/vulkan/layout.js';
import { oneShot } from '../../../src/vulkan/submit.js';
import { clearDepthStencil, readImage, uploadImage } from '../../../src/vulkan/transfer.js';
import { compileText, PIXEL_GLSL, vertexGlsl } from './standins.js';

/** Draws `draws` natively; `vertexRequests[i]` is draw i's vertex request (for its table's V#s). */
export function drawNative(
  device: Device,
  capture: Capture,
  facts: SceneFacts,
  draws: readonly SceneDraw[],
  vertexRequests: readonly VertexRequest[],
  indexAddresses: readonly (number | undefined)[],
): { color: Uint8Array; depth: Uint8Array | undefined } {
  const owned: Destroyable[] = [];
  try {
    const regions = capture.memory.layout;
    const base = regions[0].guestAddress;
    const end = Math.max(...regions.map((r) => r.guestAddress + r.length));
    const guest = Buffer.create(device, {
      size: Math.ceil((end - base) / 4) * 4,
      usage:
        VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
        VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
        VK_BUFFER_USAGE_INDEX_BUFFER_BIT,
      memory: 'readback',
    });
    owned.push(guest);
    for (const r of regions)
      guest.write(capture.memory.read(r.guestAddress, r.length), r.guestAddress - base);
    const push = new Uint8Array(16);
    new DataView(push.buffer).setBigUint64(
      0,
      ((guest.address ?? 0n) - BigInt(base)) & 0xffff_ffff_ffff_ffffn,
      true,
    );

    const { width, height } = facts;
    const transfer = VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
    const color = Image.create(device, {
      dimension: '2d',
      format: 'R8G8B8A8_UNORM',
      width,
      height,
      usage: VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | transfer,
    });
    owned.push(color);
    const fill = new Uint8Array(width * height * 4);
    for (let i = 0; i < fill.length; i += 4) fill.set(facts.background, i);
    uploadImage(device, color, fill);
    let depth: Image | undefined;
    if (facts.depthAddress !== undefined) {
      depth = Image.create(device, {
        dimension: '2d',
        format: 'D32_SFLOAT',
        width,
        height,
        usage: VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT | transfer,
      });
      owned.push(depth);
      const d = depth;
      oneShot(device, (rec) => clearDepthStencil(rec, d, 1));
    }
    const stages = VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT;
    const layout = PipelineLayout.create(device, { pushConstants: [{ stages, size: 16 }] });
    owned.push(layout);
    const fs = ShaderModule.create(device, compileText(PIXEL_GLSL, 'frag'));
    owned.push(fs);
    const pipelines = draws.map((draw, i) => {
      const vs = ShaderModule.create(device, compileText(vertexGlsl(vertexRequests[i]), 'vert'));
      owned.push(vs);
      const pipeline = createGraphicsPipeline(device, {
        layout,
        stages: [
          { stage: 'vertex', module: vs },
          { stage: 'fragment', module: fs },
        ],
        topology:
          draw.topology === 'triangleStrip'
            ? VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP
            : VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
        primitiveRestart: draw.indices !== undefined,
        rasterization: { depthClamp: false },
        ...(depth
          ? { depthStencil: { depthTest: true, depthWrite: true, compareOp: VK_COMPARE_OP_LESS } }
          : {}),
        blend: {
          attachments: [
            draw.blend
              ? {
                  enable: true,
                  srcColor: VK_BLEND_FACTOR_SRC_ALPHA,
                  dstColor: VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA,
                  srcAlpha: VK_BLEND_FACTOR_SRC_ALPHA,
                  dstAlpha: VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA,
                }
              : {},
          ],
        },
        colorFormats: ['R8G8B8A8_UNORM'],
        ...(depth ? { depthFormat: 'D32_SFLOAT' } : {}),
      });
      owned.push(pipeline);
      return pipeline;
    });
    oneShot(device, (rec) => {
      rec.beginRendering([{ image: color }], depth ? { image: depth } : undefined);
      draws.forEach((draw, i) => {
        rec.bindPipeline(pipelines[i]);
        rec.pushConstants(pipelines[i], stages, push);
        const instances = draw.instances?.length ?? 1;
        const indexAddress = indexAddresses[i];
        const offset = draw.vertexOffset ?? 0;
        if (draw.indices && indexAddress !== undefined) {
          const type = draw.indexBits === 32 ? VK_INDEX_TYPE_UINT32 : VK_INDEX_TYPE_UINT16;
          rec.bindIndexBuffer(guest, indexAddress - base, type);
          rec.drawIndexed(draw.indices.length, instances, 0, offset);
        } else {
          rec.draw(draw.vertices.length, instances, offset);
        }
      });
      rec.endRendering();
    });
    return {
      color: readImage(device, color),
      depth: depth ? readImage(device, depth, { aspect: 'depth' }) : undefined,
    };
  } finally {
    for (const o of owned.reverse()) o.destroy();
  }
}
