/**
 * `oberon inspect CAPTURE [--json]`: every packet of every submission, and for every draw and dispatch
 * the decoded draw (shader path, programs, stage configurations), the fixed-function state and the
 * start of each program disassembled through the isa layer. `--json` writes JSON Lines (one event per
 * line) so large captures stream. Refusals are reported per draw; a malformed stream stops with exit 2.
 */
import { openCapture } from '../../agc/capture/reader.js';
import { decodeDraw } from '../../agc/draw/decode.js';
import { computeProgram, programRegistry } from '../../agc/draw/programs.js';
import { AgcStateError, CaptureError, hexAddress } from '../../agc/errors.js';
import { decodeFixedFunction } from '../../agc/fixed/index.js';
import { printPacket } from '../../agc/pm4/print.js';
import { CommandState, processSubmission } from '../../agc/pm4/processor.js';
import { DecodeError, decode, PS5_WAVE32, PS5_WAVE64, print } from '../../isa/index.js';
import { UsageError } from '../args.js';
import { checkInputFile, withFile } from '../files.js';
/** Most program dwords read for the listing. */
const LISTING_DWORDS = 64;
function listing(memory, slot) {
    const read = [];
    for (let i = 0; i < LISTING_DWORDS; i++) {
        try {
            read.push(memory.readDwords(slot.address + 4 * i, 1)[0]);
        }
        catch (e) {
            if (!(e instanceof CaptureError))
                throw e;
            break;
        }
    }
    if (read.length === 0)
        return [`(program memory at ${hexAddress(slot.address)} is not in the capture)`];
    const words = Uint32Array.from(read);
    const target = slot.wave === 32 ? PS5_WAVE32 : PS5_WAVE64;
    const out = [];
    let pc = 0;
    while (pc < words.length * 4) {
        try {
            const inst = decode(words, pc, target);
            out.push(`${hexAddress(slot.address + pc).padStart(14)}: ${print(inst, target)}`);
            pc += inst.size;
            if (inst.mnemonic === 's_endpgm')
                return out;
        }
        catch (e) {
            if (!(e instanceof DecodeError))
                throw e;
            out.push(`${hexAddress(slot.address + pc).padStart(14)}: .long 0x${words[pc / 4].toString(16)} ; ${e.message}`);
            pc += 4;
        }
    }
    out.push(`(listing stops after ${LISTING_DWORDS} dwords)`);
    return out;
}
function refusal(fn) {
    try {
        return { ok: true, value: fn() };
    }
    catch (e) {
        if (e instanceof AgcStateError)
            return { ok: false, refusal: e.message };
        throw e;
    }
}
/** Runs the command; returns the exit code. */
export async function run(argv) {
    const json = argv.includes('--json');
    const files = argv.filter((a) => a !== '--json');
    const [file, ...extra] = files;
    if (file === undefined || extra.length > 0)
        throw new UsageError('exactly one CAPTURE file');
    if (file.startsWith('-'))
        throw new UsageError(`unknown option '${file}'`);
    // openCapture opens the file itself: check it first so a bad path is a FileError, not an errno.
    checkInputFile(file);
    const capture = withFile(file, () => openCapture(file));
    const out = (line) => {
        process.stdout.write(`${line}\n`);
    };
    try {
        const registry = programRegistry(capture.programs);
        const state = new CommandState();
        let draws = 0;
        let dispatches = 0;
        capture.submissions.forEach((submission, s) => {
            if (json)
                out(JSON.stringify({
                    event: 'submission',
                    index: s,
                    queue: submission.queue,
                    buffers: submission.buffers,
                }));
            else
                out(`== submission ${s} (${submission.queue}, ${submission.buffers.length} buffers)`);
            for (const ev of processSubmission(capture.memory, submission.buffers, state, `submission ${s}`)) {
                if (ev.kind === 'packet') {
                    const lines = printPacket(ev.entry, ev.buffer);
                    if (json)
                        out(JSON.stringify({
                            event: 'packet',
                            buffer: ev.buffer,
                            depth: ev.depth,
                            offset: ev.entry.offset,
                            text: lines,
                        }));
                    else
                        for (const l of lines)
                            out(`${'  '.repeat(ev.depth)}${l}`);
                    continue;
                }
                if (ev.kind === 'draw') {
                    const decoded = refusal(() => decodeDraw(ev.registers, registry));
                    const fixed = refusal(() => decodeFixedFunction(ev.registers, ev.draw.indexed));
                    const programs = decoded.ok ? decoded.value.programs : [];
                    const listings = programs.map((p) => ({
                        slot: p.slot,
                        address: p.address,
                        text: listing(capture.memory, p),
                    }));
                    const record = {
                        event: 'draw',
                        index: draws++,
                        buffer: ev.buffer,
                        offset: ev.entry.offset,
                        call: ev.draw,
                        draw: decoded,
                        fixedFunction: fixed,
                        listings,
                    };
                    if (json)
                        out(JSON.stringify(record));
                    else
                        printRecord(out, record);
                }
                else {
                    const program = refusal(() => computeProgram(ev.registers, ev.dispatch.initiator, registry));
                    const listings = program.ok
                        ? [
                            {
                                slot: 'CS',
                                address: program.value.address,
                                text: listing(capture.memory, program.value),
                            },
                        ]
                        : [];
                    const record = {
                        event: 'dispatch',
                        index: dispatches++,
                        buffer: ev.buffer,
                        offset: ev.entry.offset,
                        call: ev.dispatch,
                        program,
                        listings,
                    };
                    if (json)
                        out(JSON.stringify(record));
                    else
                        printRecord(out, record);
                }
            }
        });
        if (!json)
            out(`== ${draws} draws, ${dispatches} dispatches`);
        return 0;
    }
    finally {
        capture.close();
    }
}
function printRecord(out, record) {
    const { listings, ...rest } = record;
    out(`-- ${record.event} ${record.index}`);
    for (const line of JSON.stringify(rest, null, 2).split('\n'))
        out(`   ${line}`);
    for (const l of listings) {
        out(`   program ${l.slot} at ${hexAddress(l.address)}:`);
        for (const t of l.text)
            out(`     ${t}`);
    }
}
//# sourceMappingURL=inspect.js.map