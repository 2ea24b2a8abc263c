/**
 * What the driver's own compiler made of a pipeline, through VK_KHR_pipeline_executable_properties: each
 * executable (one per compiled stage) with its subgroup size, statistics and internal representations
 * (RADV: the final NIR, ACO's IR and the disassembly). The pipeline must have been created with the
 * capture flags ({@link CAPTURE_FLAGS}) on a device opened with the `pipelineExecutableInfo` tool feature.
 */
import koffi from 'koffi';
import { VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR, VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR, VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR, VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR, VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR, } from './bindings.generated.js';
import { check } from './errors.js';
import { enumerate, info, sTypeOf } from './structs.js';
/** Pipeline create flags that make the driver keep statistics and internal representations. */
export const CAPTURE_FLAGS = VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR | VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR;
function statisticValue(format, value) {
    if (format === VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR)
        return value.b32 !== 0;
    if (format === VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR)
        return value.f64 ?? 0;
    if (format === VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR)
        return BigInt(value.i64 ?? 0);
    return BigInt.asUintN(64, BigInt(value.u64 ?? 0));
}
/** The text representations of one executable (count, then sizes, then data: the spec's three calls). */
function representations(device, executable) {
    const { vk, handle } = device;
    const name = 'VkPipelineExecutableInternalRepresentationKHR';
    const stride = koffi.sizeof(name);
    const count = [0];
    check('vkGetPipelineExecutableInternalRepresentationsKHR', vk.vkGetPipelineExecutableInternalRepresentationsKHR(handle, executable, count, null));
    if (count[0] === 0)
        return [];
    const array = koffi.alloc(name, count[0]);
    const buffers = [];
    try {
        for (let i = 0; i < count[0]; i++)
            koffi.encode(array, i * stride, name, { sType: sTypeOf(name) });
        check('vkGetPipelineExecutableInternalRepresentationsKHR', vk.vkGetPipelineExecutableInternalRepresentationsKHR(handle, executable, count, array));
        const sized = koffi.decode(array, name, count[0]);
        sized.forEach((r, i) => {
            const data = koffi.alloc('uint8_t', Math.max(1, Number(r.dataSize)));
            buffers.push(data);
            koffi.encode(array, i * stride, name, { ...r, pNext: null, pData: data });
        });
        check('vkGetPipelineExecutableInternalRepresentationsKHR', vk.vkGetPipelineExecutableInternalRepresentationsKHR(handle, executable, count, array));
        const filled = koffi.decode(array, name, count[0]);
        return filled.flatMap((r, i) => {
            if (!r.isText)
                return [];
            const bytes = koffi.decode(buffers[i], 'uint8_t', Number(r.dataSize));
            const text = Buffer.from(bytes).toString('utf8').replace(/\0+$/, '');
            return [{ name: r.name, description: r.description, text }];
        });
    }
    finally {
        for (const b of buffers)
            koffi.free(b);
        koffi.free(array);
    }
}
/** Every executable of `pipeline` with its statistics and text representations. */
export function pipelineExecutables(device, pipeline) {
    const { vk, handle } = device;
    const pipelineInfo = info('VkPipelineInfoKHR', { pipeline: pipeline.handle });
    const properties = enumerate('VkPipelineExecutablePropertiesKHR', (n, p) => vk.vkGetPipelineExecutablePropertiesKHR(handle, pipelineInfo, n, p));
    return properties.map((p, index) => {
        const executable = info('VkPipelineExecutableInfoKHR', {
            pipeline: pipeline.handle,
            executableIndex: index,
        });
        const statistics = enumerate('VkPipelineExecutableStatisticKHR', (n, s) => vk.vkGetPipelineExecutableStatisticsKHR(handle, executable, n, s)).map((s) => ({
            name: s.name,
            description: s.description,
            value: statisticValue(s.format, s.value),
        }));
        return {
            name: p.name,
            description: p.description,
            stages: p.stages,
            subgroupSize: p.subgroupSize,
            statistics,
            representations: representations(device, executable),
        };
    });
}
//# sourceMappingURL=executable.js.map