/**
 * `oberon devices [--json]`: every Vulkan device with its target profile (a logical device is created
 * on each to derive it). Text output is a summary per device; `--json` prints the profiles as an array.
 */
import { OberonError } from '../../util/errors.js';
import { Device } from '../../vulkan/device.js';
import { isLavapipe } from '../../vulkan/device-select.js';
import { Instance } from '../../vulkan/instance.js';
import { UsageError } from '../args.js';
function summary(e) {
    const head = `[${e.index}] ${e.name}${e.lavapipe ? ' (lavapipe)' : ''}`;
    const p = e.profile;
    if (!p)
        return `${head}\n    unavailable: ${e.error}\n`;
    const enabled = Object.entries(p.features)
        .filter(([, v]) => v)
        .map(([k]) => k);
    const missing = Object.entries(p.features)
        .filter(([, v]) => !v)
        .map(([k]) => k);
    return [
        head,
        `    Vulkan ${p.device.apiVersion}, ${p.device.type}, driver ${p.device.driverName} ${p.device.driverInfo}`,
        `    stages: ${p.stages.join(' ')}`,
        `    subgroup: size ${p.subgroup.size} (${p.subgroup.minSize}..${p.subgroup.maxSize}) in ${p.subgroup.stages.join(' ')}; ops ${p.subgroup.operations.join(' ')}`,
        `    features (${enabled.length}/${enabled.length + missing.length}); missing: ${missing.join(' ') || 'none'}`,
        `    extensions: ${p.extensions.join(' ') || 'none'}`,
        '',
    ].join('\n');
}
/** Runs the command; returns the exit code. */
export async function run(argv) {
    const json = argv.includes('--json');
    const unknown = argv.filter((a) => a !== '--json');
    if (unknown.length)
        throw new UsageError(`unknown argument '${unknown[0]}'`);
    const instance = Instance.create();
    const entries = [];
    try {
        instance.physicalDevices().forEach((physical, index) => {
            const name = physical.properties.deviceName;
            try {
                const device = Device.create(instance, physical);
                entries.push({ index, name, lavapipe: isLavapipe(physical), profile: device.profile });
                device.destroy();
            }
            catch (e) {
                if (!(e instanceof OberonError))
                    throw e;
                entries.push({ index, name, lavapipe: isLavapipe(physical), error: e.message });
            }
        });
    }
    finally {
        instance.destroy();
    }
    if (json)
        process.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
    else
        process.stdout.write(entries.length ? entries.map(summary).join('') : 'no Vulkan devices\n');
    return 0;
}
//# sourceMappingURL=devices.js.map