import { runDifferential } from '../difftest/harness.js';
import { formatMismatchReport } from '../difftest/report.js';
import { decodeStream } from '../isa/decode.js';
import { GuestMemory } from '../reference/memory.js';
import { PROGRAM_PC_BASE } from '../reference/semantics/control.js';
import { InternalError } from '../util/errors.js';
import { UsageError } from './args.js';
/** VulkanSide places every region in one device buffer at its guest layout, so their span is bounded. */
const MAX_SPAN = 1 << 30;
/** Instructions that put the program's own guest address in registers, where pc-relative loads start. */
const PC_READERS = new Set(['s_getpc_b64', 's_swappc_b64', 's_call_b64']);
function readsPc(launch) {
    for (const item of decodeStream(launch.program, launch.target))
        if (item.ok && PC_READERS.has(item.inst.mnemonic))
            return true;
    return false;
}
function hex(v) {
    return `0x${v.toString(16)}`;
}
/**
 * The case a device runs: every --buffer is an output region; the program words are a region at
 * PROGRAM_PC_BASE only when the program reads its pc (the executor maps them there for pc-relative
 * loads; including them always would stretch the device buffer from the buffers up to 2^44).
 * Throws UsageError for what one device buffer cannot hold and for dumps outside every region.
 */
export function deviceCase(name, launch, buffers, dumps) {
    const regions = buffers.map((b) => {
        if (b.base % 4 !== 0 || b.bytes.length % 4 !== 0)
            throw new UsageError(`--buffer ${b.spec}: a device run needs a 4-aligned address and whole dwords`);
        return { base: b.base, bytes: b.bytes, output: true };
    });
    const pc = readsPc(launch);
    if (pc) {
        const words = launch.program;
        regions.push({
            base: PROGRAM_PC_BASE,
            bytes: new Uint8Array(words.buffer, words.byteOffset, words.byteLength).slice(),
            output: false,
        });
    }
    if (regions.length === 0)
        throw new UsageError('a device run needs at least one --buffer');
    const lo = Math.min(...regions.map((r) => r.base));
    const hi = Math.max(...regions.map((r) => r.base + r.bytes.length));
    if (hi - lo > MAX_SPAN) {
        throw new UsageError(`the device run places all memory in one buffer, and ${hex(lo)}..${hex(hi)} spans more than 1 GiB` +
            (pc
                ? ` (the program reads its pc, so its words are mapped at ${hex(PROGRAM_PC_BASE)}: place the --buffer regions near it, or use --device reference-only)`
                : ''));
    }
    for (const d of dumps) {
        if (!regions.some((r) => r.base <= d.address && d.address + d.size <= r.base + r.bytes.length))
            throw new UsageError(`--dump ${hex(d.address)}:${d.size} does not lie inside one --buffer region`);
    }
    return { name, ...launch, regions };
}
/** The regions' final contents as guest memory, for the dump printer. */
function memoryOf(c, contents) {
    const memory = new GuestMemory();
    c.regions.forEach((r, i) => {
        memory.map(r.base, contents[i]);
    });
    return memory;
}
function refused(reason) {
    process.stderr.write(`oberon exec: the recompiler refused the program: ${reason}\n`);
    return 2;
}
/**
 * Runs `c` on the selected device and hands its final memory to `dump`; with `compare`, runs the
 * executor too and prints the mismatch report after the dumps. Returns the exit code: 2 when the
 * recompiler refuses, 1 on a mismatch.
 */
export async function runOnDevice(c, selection, compare, dump) {
    const { Device } = await import('../vulkan/device.js');
    const { VulkanSide } = await import('../difftest/vulkan-side.js');
    const device = Device.open({ selection });
    try {
        const side = new VulkanSide(device);
        if (!compare) {
            const run = side.run(c);
            if (run.kind === 'refused')
                return refused(run.reason);
            dump(memoryOf(c, run.contents));
            return 0;
        }
        // The harness keeps only the comparison; keep the device's contents for the dumps.
        const runs = [];
        const recorded = {
            name: side.name,
            run: (dc) => {
                const r = side.run(dc);
                runs.push(r);
                return r;
            },
        };
        const result = runDifferential(c, [recorded]);
        const [run] = runs;
        const [outcome] = result.outcomes;
        if (run === undefined || outcome === undefined)
            throw new InternalError('exec: the harness did not run the device');
        if (run.kind === 'refused')
            return refused(run.reason);
        dump(memoryOf(c, run.contents));
        const mismatches = outcome.kind === 'mismatch' ? outcome.mismatches : [];
        process.stdout.write(`${formatMismatchReport(c, side.name, mismatches, result.trace)}\n`);
        return mismatches.length > 0 ? 1 : 0;
    }
    finally {
        device.destroy();
    }
}
//# sourceMappingURL=exec-device.js.map