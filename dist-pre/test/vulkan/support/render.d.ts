import { Buffer } from '../../../src/vulkan/buffer.js';
import type { ColorAttachment, Recorder } from '../../../src/vulkan/commands.js';
import type { Device } from '../../../src/vulkan/device.js';
import { Image } from '../../../src/vulkan/image.js';
export declare const SIZE = 64;
/** An RGBA8 color target of SIZE x SIZE. */
export declare function colorTarget(device: Device, samples?: number): Image;
/** Renders into `attachments` with `record` between begin/end rendering, then reads `readFrom` back. */
export declare function render(device: Device, attachments: readonly ColorAttachment[], record: (rec: Recorder) => void, readFrom?: Image): Uint8Array;
/** The RGBA of pixel (x, y). */
export declare function pixel(img: Uint8Array, x: number, y: number): [number, number, number, number];
/** NDC coordinate of pixel index i's center. */
export declare function ndc(i: number): number;
/** A host-visible buffer holding `data` for vertex, index or indirect use. */
export declare function dataBuffer(device: Device, data: Float32Array | Uint32Array): Buffer;
/** Signed distance (NDC units) of p from the edges of triangle `tri`: positive inside, negative outside. */
export declare function insideTriangle(p: [number, number], tri: readonly [number, number][]): number;
/** Vertex input of triangle.vert: a vec2 position and a vec3 color, interleaved (20 bytes a vertex). */
export declare const COLOR_VERTEX_INPUT: {
    bindings: {
        binding: number;
        stride: number;
    }[];
    attributes: {
        location: number;
        binding: number;
        format: string;
        offset: number;
    }[];
};
/** A vertex buffer for triangle.vert: each triangle's three corners, all of color `rgb`. */
export declare function trianglesBuffer(device: Device, triangles: readonly (readonly [number, number][])[], rgb: readonly [number, number, number]): Buffer;
/** Vulkan's signed area of a polygon given in NDC, computed in framebuffer coordinates (full viewport). */
export declare function framebufferArea(polygon: readonly [number, number][]): number;
