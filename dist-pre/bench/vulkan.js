/**
 * CPU cost of recording through the FFI: 1,000 draws and 1,000 dispatches per sample into one command
 * buffer (recorded, never submitted), through the Recorder wrappers and, as the peer in the same run,
 * through the raw koffi-bound driver commands in a tight loop. Median of 25 alternating samples after
 * 5 warm-up ones.
 * Rows: microseconds per call, ratio = ours / raw (1.0 means the wrapper adds nothing).
 *
 * Standalone: node --import tsx bench/vulkan.ts   (device from OBERON_DEVICE, lavapipe without a GPU)
 */
import { pathToFileURL } from 'node:url';
import { VK_SHADER_STAGE_COMPUTE_BIT, VK_SHADER_STAGE_VERTEX_BIT } from '../src/vulkan/bindings.generated.js';
import { Recorder } from '../src/vulkan/commands.js';
import { Device } from '../src/vulkan/device.js';
import { createGraphicsPipeline } from '../src/vulkan/graphics.js';
import { PipelineLayout, ShaderModule } from '../src/vulkan/layout.js';
import { createComputePipeline } from '../src/vulkan/pipeline.js';
import { colorTarget } from '../test/vulkan/support/render.js';
import { loadSpirv } from '../test/vulkan/support/spirv.js';
const CALLS = 1000;
const SAMPLES = 25;
function median(xs) {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)];
}
/**
 * Median microseconds per call of two bodies (each records CALLS commands between `open` and `close`),
 * sampled alternately in alternating order so warm-up and drift fall on both equally.
 */
function measure(rec, open, close, a, b) {
    const times = [[], []];
    const bodies = [a, b];
    for (let s = 0; s < SAMPLES + 5; s++) {
        for (const k of s % 2 ? [1, 0] : [0, 1]) {
            rec.begin();
            open();
            const t0 = process.hrtime.bigint();
            bodies[k]();
            const t1 = process.hrtime.bigint();
            close();
            rec.end();
            if (s >= 5)
                times[k].push(Number(t1 - t0) / 1000 / CALLS);
        }
    }
    return [median(times[0]), median(times[1])];
}
/** Runs the benchmark on the selected device. */
export async function bench() {
    const device = Device.open();
    try {
        const name = device.profile.device.name.replace(/ \(.*$/, '');
        const rec = Recorder.allocate(device);
        const vk = device.vk;
        const cb = rec.handle;
        const cLayout = PipelineLayout.create(device, {
            sets: [
                [0, 1].map((binding) => ({
                    binding,
                    kind: 'storageBuffer',
                    stages: VK_SHADER_STAGE_COMPUTE_BIT,
                })),
            ],
            pushConstants: [{ stages: VK_SHADER_STAGE_COMPUTE_BIT, size: 8 }],
        });
        const compute = createComputePipeline(device, {
            layout: cLayout,
            shader: { module: ShaderModule.create(device, loadSpirv('scale.comp')) },
        });
        const gLayout = PipelineLayout.create(device, {
            pushConstants: [{ stages: VK_SHADER_STAGE_VERTEX_BIT, size: 16 }],
        });
        const graphics = createGraphicsPipeline(device, {
            layout: gLayout,
            stages: [
                { stage: 'vertex', module: ShaderModule.create(device, loadSpirv('passthrough.vert')) },
                { stage: 'fragment', module: ShaderModule.create(device, loadSpirv('color.frag')) },
            ],
            vertexInput: {
                bindings: [{ binding: 0, stride: 8 }],
                attributes: [{ location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 }],
            },
            colorFormats: ['R8G8B8A8_UNORM'],
        });
        const target = colorTarget(device);
        const openDraw = () => {
            rec.beginRendering([{ image: target, clear: [0, 0, 0, 1] }]);
            rec.bindPipeline(graphics);
        };
        const closeDraw = () => rec.endRendering();
        const openDispatch = () => rec.bindPipeline(compute);
        const none = () => { };
        const push = new Float32Array([1, 2, 3, 4]);
        const [rawDraw, ourDraw] = measure(rec, openDraw, closeDraw, () => {
            for (let i = 0; i < CALLS; i++)
                vk.vkCmdDraw(cb, 3, 1, 0, 0);
        }, () => {
            for (let i = 0; i < CALLS; i++)
                rec.draw(3);
        });
        const [rawDispatch, ourDispatch] = measure(rec, openDispatch, none, () => {
            for (let i = 0; i < CALLS; i++)
                vk.vkCmdDispatch(cb, 1, 1, 1);
        }, () => {
            for (let i = 0; i < CALLS; i++)
                rec.dispatch(1);
        });
        const [rawPushDraw, ourPushDraw] = measure(rec, openDraw, closeDraw, () => {
            for (let i = 0; i < CALLS; i++) {
                vk.vkCmdPushConstants(cb, graphics.layout, VK_SHADER_STAGE_VERTEX_BIT, 0, 16, push);
                vk.vkCmdDraw(cb, 3, 1, 0, 0);
            }
        }, () => {
            for (let i = 0; i < CALLS; i++) {
                rec.pushConstants(graphics, VK_SHADER_STAGE_VERTEX_BIT, push);
                rec.draw(3);
            }
        });
        const peer = `raw koffi vkCmd* loop (${name})`;
        const row = (label, ours, raw) => [
            { name: `${label} via Recorder (${name})`, value: ours, unit: 'us/call', peer, ratio: ours / raw },
            { name: `${label} raw FFI (${name})`, value: raw, unit: 'us/call' },
        ];
        return [
            ...row('vkCmdDraw', ourDraw, rawDraw),
            ...row('vkCmdDispatch', ourDispatch, rawDispatch),
            ...row('push constants + draw', ourPushDraw, rawPushDraw),
        ];
    }
    finally {
        device.destroy();
    }
}
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
    bench().then((rows) => {
        for (const r of rows) {
            const ratio = r.ratio !== undefined ? `  x${r.ratio.toFixed(2)} vs ${r.peer}` : '';
            process.stdout.write(`${r.name.padEnd(58)} ${r.value.toFixed(3).padStart(9)} ${r.unit}${ratio}\n`);
        }
    }, (e) => {
        process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
        process.exitCode = 1;
    });
}
//# sourceMappingURL=vulkan.js.map