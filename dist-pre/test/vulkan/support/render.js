/**
 * Rendering helpers for the graphics tests: an RGBA8 target, one-shot render + readback, and pixel
 * geometry (Vulkan NDC: x right, y down, pixel centers at (i + 0.5) / size * 2 - 1).
 */
import { VK_BUFFER_USAGE_INDEX_BUFFER_BIT, VK_BUFFER_USAGE_INDIRECT_BUFFER_BIT, VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT, VK_IMAGE_USAGE_TRANSFER_DST_BIT, VK_IMAGE_USAGE_TRANSFER_SRC_BIT, } from '../../../src/vulkan/bindings.generated.js';
import { Buffer } from '../../../src/vulkan/buffer.js';
import { Image } from '../../../src/vulkan/image.js';
import { oneShot } from '../../../src/vulkan/submit.js';
import { readImage } from '../../../src/vulkan/transfer.js';
export const SIZE = 64;
/** An RGBA8 color target of SIZE x SIZE. */
export function colorTarget(device, samples = 1) {
    return Image.create(device, {
        dimension: '2d',
        format: 'R8G8B8A8_UNORM',
        width: SIZE,
        height: SIZE,
        samples,
        usage: VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
    });
}
/** Renders into `attachments` with `record` between begin/end rendering, then reads `readFrom` back. */
export function render(device, attachments, record, readFrom = attachments[0].image) {
    oneShot(device, (rec) => {
        rec.beginRendering(attachments);
        record(rec);
        rec.endRendering();
    });
    return readImage(device, readFrom);
}
/** The RGBA of pixel (x, y). */
export function pixel(img, x, y) {
    const o = (y * SIZE + x) * 4;
    return [img[o], img[o + 1], img[o + 2], img[o + 3]];
}
/** NDC coordinate of pixel index i's center. */
export function ndc(i) {
    return ((i + 0.5) / SIZE) * 2 - 1;
}
/** A host-visible buffer holding `data` for vertex, index or indirect use. */
export function dataBuffer(device, data) {
    const b = Buffer.create(device, {
        size: data.byteLength,
        usage: VK_BUFFER_USAGE_VERTEX_BUFFER_BIT |
            VK_BUFFER_USAGE_INDEX_BUFFER_BIT |
            VK_BUFFER_USAGE_INDIRECT_BUFFER_BIT,
        memory: 'upload',
    });
    b.write(data);
    return b;
}
/** Signed distance (NDC units) of p from the edges of triangle `tri`: positive inside, negative outside. */
export function insideTriangle(p, tri) {
    const [[ax, ay], [bx, by], [cx, cy]] = tri;
    const orientation = Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
    let minDist = Infinity;
    for (let i = 0; i < 3; i++) {
        const [x0, y0] = tri[i];
        const [x1, y1] = tri[(i + 1) % 3];
        const cross = (x1 - x0) * (p[1] - y0) - (y1 - y0) * (p[0] - x0);
        minDist = Math.min(minDist, (orientation * cross) / Math.hypot(x1 - x0, y1 - y0));
    }
    return minDist;
}
/** Vertex input of triangle.vert: a vec2 position and a vec3 color, interleaved (20 bytes a vertex). */
export const COLOR_VERTEX_INPUT = {
    bindings: [{ binding: 0, stride: 20 }],
    attributes: [
        { location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 },
        { location: 1, binding: 0, format: 'R32G32B32_SFLOAT', offset: 8 },
    ],
};
/** A vertex buffer for triangle.vert: each triangle's three corners, all of color `rgb`. */
export function trianglesBuffer(device, triangles, rgb) {
    return dataBuffer(device, new Float32Array(triangles.flatMap((t) => t.flatMap(([x, y]) => [x, y, ...rgb]))));
}
/** Vulkan's signed area of a polygon given in NDC, computed in framebuffer coordinates (full viewport). */
export function framebufferArea(polygon) {
    const f = polygon.map(([x, y]) => [((x + 1) / 2) * SIZE, ((y + 1) / 2) * SIZE]);
    let sum = 0;
    for (let i = 0; i < f.length; i++) {
        const [x0, y0] = f[i];
        const [x1, y1] = f[(i + 1) % f.length];
        sum += x0 * y1 - x1 * y0;
    }
    return -sum / 2;
}
//# sourceMappingURL=render.js.map