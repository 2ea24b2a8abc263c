/**
 * Robustness targets of the agc layer. `pm4`: random packet streams (real opcodes, body lengths near
 * the table's, indirect buffers into a small guest memory that holds more streams) through the parser,
 * the printer and the command processor with its default limits, and every draw and dispatch through
 * draw decode, fixed-function decode and program lookup. `capture`: a valid scene capture mutated at
 * the byte level (flips, truncation, chunk table fields, rewritten JSON chunks with huge or odd
 * values) through the reader and what `oberon inspect` does with it (`inspectCapture`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CaptureBuilder } from '../../src/agc/capture/builder.js';
import { ChunkKind, TABLE_ENTRY_BYTES } from '../../src/agc/capture/format.js';
import { openCapture } from '../../src/agc/capture/reader.js';
import { decodeDraw } from '../../src/agc/draw/decode.js';
import { computeProgram, type ProgramRegistry, programRegistry } from '../../src/agc/draw/programs.js';
import { AgcStateError, CaptureError } from '../../src/agc/errors.js';
import { decodeFixedFunction } from '../../src/agc/fixed/index.js';
import { Pm4Writer } from '../../src/agc/pm4/builder.js';
import { PACKETS } from '../../src/agc/pm4/packets.js';
import { parsePm4 } from '../../src/agc/pm4/parse.js';
import { printPacket } from '../../src/agc/pm4/print.js';
import { type CommandMemory, CommandState, processSubmission } from '../../src/agc/pm4/processor.js';
import { decode } from '../../src/isa/decode.js';
import { DecodeError } from '../../src/isa/errors.js';
import { print } from '../../src/isa/print.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import type { Random } from './random.js';
import { hexWords, type RobustTarget } from './target.js';

const MEMORY_BASE = 0x10000;
const MEMORY_DWORDS = 256;

/** A stream of plausible packets, sometimes corrupted or truncated. */
function randomStream(random: Random, length: number): number[] {
  const words: number[] = [];
  while (words.length < length) {
    const roll = random.next();
    if (roll < 0.04) {
      words.push(0x80000000);
      continue;
    }
    if (roll < 0.08) {
      words.push(random.word());
      continue;
    }
    const spec = random.pick(PACKETS);
    const wanted = spec.maxBody === Number.POSITIVE_INFINITY ? spec.minBody + random.below(4) : spec.minBody;
    const body = Math.max(1, wanted + (random.chance(0.1) ? random.below(5) - 2 : 0));
    words.push(((3 << 30) | ((body - 1) << 16) | (spec.opcode << 8) | (random.chance(0.1) ? 3 : 0)) >>> 0);
    for (let j = 0; j < body; j++) {
      if (j === 0 && spec.kind.startsWith('set-'))
        words.push(random.below(random.chance(0.9) ? 0x400 : 0x10000));
      else if (spec.name === 'INDIRECT_BUFFER' && j === 0)
        words.push(MEMORY_BASE + 4 * random.below(MEMORY_DWORDS) + (random.chance(0.03) ? 2 : 0));
      else if (spec.name === 'INDIRECT_BUFFER' && j === 1)
        words.push(random.chance(0.95) ? 0 : random.word());
      else if (spec.name === 'INDIRECT_BUFFER' && j === 2)
        words.push(
          (random.chance(0.95) ? random.below(64) : random.word() & 0xfffff) |
            (random.chance(0.5) ? 1 << 20 : 0),
        );
      else words.push(random.chance(0.5) ? random.below(16) : random.word());
    }
  }
  const out = words.slice(0, length);
  if (out.length > 0 && random.chance(0.3)) out[random.below(out.length)] = random.word();
  return out;
}

/** Drives draw and dispatch decoding the way `oberon inspect` does for one event. */
function decodeEvent(
  event: ReturnType<typeof processSubmission> extends Generator<infer E> ? E : never,
  registry: ProgramRegistry | undefined,
): void {
  if (event.kind === 'packet') {
    printPacket(event.entry, event.buffer);
    return;
  }
  const agcRefusal = (fn: () => unknown): void => {
    try {
      fn();
    } catch (e) {
      if (!(e instanceof AgcStateError)) throw e;
    }
  };
  if (event.kind === 'draw') {
    agcRefusal(() => decodeDraw(event.registers, registry));
    agcRefusal(() => decodeFixedFunction(event.registers, event.draw.indexed));
  } else {
    agcRefusal(() => computeProgram(event.registers, event.dispatch.initiator, registry));
  }
}

export const pm4Target: RobustTarget = {
  name: 'pm4',
  defaultCount: 100_000,
  timeBoundMs: 2000,
  run(random, record) {
    const memoryWords = Uint32Array.from(randomStream(random, MEMORY_DWORDS));
    const stream = randomStream(random, 1 + random.below(48));
    const memory: CommandMemory = {
      readDwords(address, count) {
        if (
          address >= MEMORY_BASE &&
          address + count * 4 <= MEMORY_BASE + MEMORY_DWORDS * 4 &&
          address % 4 === 0
        )
          return memoryWords.subarray((address - MEMORY_BASE) / 4, (address - MEMORY_BASE) / 4 + count);
        if (address === 0 && count <= stream.length) return Uint32Array.from(stream.slice(0, count));
        throw new CaptureError('fuzz', `no memory at ${address}+${count}`);
      },
    };
    record({ describe: () => `stream [${hexWords(stream)}] memory@0x10000 [${hexWords(memoryWords)}]` });
    for (const entry of parsePm4(Uint32Array.from(stream), 'fuzz')) printPacket(entry, 'fuzz');
    const state = new CommandState();
    for (const event of processSubmission(memory, [{ address: 0, dwords: stream.length }], state, 'fuzz'))
      decodeEvent(event, undefined);
  },
};

/** What `oberon inspect` does with a capture, without printing: every event and program listing. */
export function inspectCapture(path: string): void {
  const capture = openCapture(path);
  try {
    const registry = programRegistry(capture.programs);
    const state = new CommandState();
    capture.submissions.forEach((submission, s) => {
      for (const event of processSubmission(capture.memory, submission.buffers, state, `submission ${s}`)) {
        decodeEvent(event, registry);
        if (event.kind === 'dispatch') {
          try {
            const slot = computeProgram(event.registers, event.dispatch.initiator, registry);
            listing(capture.memory, slot.address, slot.wave === 64);
          } catch (e) {
            if (!(e instanceof AgcStateError)) throw e;
          }
        }
      }
    });
    for (const program of capture.programs) listing(capture.memory, program.address, false);
  } finally {
    capture.close();
  }
}

/** The start of a program disassembled, as inspect lists it (64 dwords at most). */
function listing(memory: CommandMemory, address: number, wave64: boolean): void {
  const words: number[] = [];
  for (let i = 0; i < 64; i++) {
    try {
      words.push(memory.readDwords(address + 4 * i, 1)[0] as number);
    } catch (e) {
      if (!(e instanceof CaptureError)) throw e;
      break;
    }
  }
  const target = wave64 ? PS5_WAVE64 : PS5_WAVE32;
  for (let pc = 0; pc < words.length * 4; ) {
    try {
      const inst = decode(words, pc, target);
      print(inst, target);
      pc += inst.size;
    } catch (e) {
      if (!(e instanceof DecodeError)) throw e;
      pc += 4;
    }
  }
}

let template: Buffer | undefined;
const capturePath = join(tmpdir(), `oberon-fuzz-robust-${process.pid}.obcap`);

/** A scene capture: a draw, a called and a chained buffer, a dispatch, programs and metadata. */
function templateCapture(): Buffer {
  if (template) return template;
  const b = new CaptureBuilder();
  const ps = b.program([0x7e000280, 0xbf810000], 1, 'ps');
  const cs = b.program([0xd5010012, 0x024e1108, 0xbf810000], 7, 'cs');
  const called = b.commandBuffer(new Pm4Writer().setRegs('VGT_PRIMITIVE_TYPE', 6).drawIndexAuto(4), 'called');
  const chained = b.commandBuffer(new Pm4Writer().drawIndexAuto(5), 'chained');
  const main = new Pm4Writer()
    .setRegs('VGT_PRIMITIVE_TYPE', 4)
    .setProgram('PS', ps)
    .indexType(1)
    .drawIndex2(6, 0x2000, 6)
    .indirectBuffer(called.address, called.dwords)
    .indirectBuffer(chained.address, chained.dwords, true);
  b.submit([main]);
  const shifted = cs / 256;
  b.submit(
    [
      new Pm4Writer()
        .setRegs('COMPUTE_PGM_LO', shifted >>> 0, Math.floor(shifted / 2 ** 32))
        .dispatchDirect(1, 2, 3),
    ],
    'compute',
  );
  b.metadata = { title: 'robust' };
  b.write(capturePath);
  template = readFileSync(capturePath);
  return template;
}

const ODD_VALUES = [0, 1, 3, 2 ** 31, 2 ** 32, 2 ** 40, 2 ** 53, -1, 0.5, 1e300];
const ODD_JSON = ['null', '"x"', '[]', '{}', '[[[[["deep"]]]]]', 'true', '-0', '1e999'];

/** Rewrites one JSON chunk's text: numbers swapped for odd values, a value replaced by another type. */
function mutateJson(random: Random, text: string): string {
  const roll = random.next();
  if (roll < 0.5) {
    let count = 0;
    return text.replace(/-?\d+(\.\d+)?/g, (m) =>
      count++ % 3 === 0 && random.chance(0.5) ? String(random.pick(ODD_VALUES)) : m,
    );
  }
  if (roll < 0.8) return text.replace(/:("[^"]*"|\d+)/, `:${random.pick(ODD_JSON)}`);
  return text.slice(0, random.below(text.length + 1));
}

/** A mutated copy of the template capture. */
function mutatedCapture(random: Random): Buffer {
  const bytes = Buffer.from(templateCapture());
  const tableOffset = Number(bytes.readBigUInt64LE(16));
  const count = bytes.readUInt32LE(12);
  const edits = 1 + random.below(3);
  let out: Buffer = bytes;
  for (let i = 0; i < edits; i++) {
    const roll = random.next();
    if (roll < 0.25) {
      const at = random.below(out.length);
      out[at] = (out[at] as number) ^ (1 << random.below(8));
    } else if (roll < 0.35) {
      out = out.subarray(0, random.below(out.length));
    } else if (roll < 0.55 && tableOffset + count * TABLE_ENTRY_BYTES <= out.length) {
      const entry = tableOffset + random.below(count) * TABLE_ENTRY_BYTES;
      const field = random.pick([0, 8, 16, 24]);
      if (field === 0) out.writeUInt32LE(random.below(6), entry);
      else
        out.writeBigUInt64LE(
          BigInt(random.pick(ODD_VALUES.filter((v) => v >= 0 && Number.isInteger(v) && v < 2 ** 64))),
          entry + field,
        );
    } else if (tableOffset + count * TABLE_ENTRY_BYTES <= out.length) {
      out = rewriteJsonChunk(random, out, tableOffset, count);
    }
  }
  return out;
}

/** Replaces a JSON chunk with a mutated text appended before a rebuilt chunk table. */
function rewriteJsonChunk(random: Random, bytes: Buffer, tableOffset: number, count: number): Buffer {
  const entries: { kind: number; offset: number; length: number; guest: bigint }[] = [];
  for (let i = 0; i < count; i++) {
    const at = tableOffset + i * TABLE_ENTRY_BYTES;
    entries.push({
      kind: bytes.readUInt32LE(at),
      offset: Number(bytes.readBigUInt64LE(at + 8)),
      length: Number(bytes.readBigUInt64LE(at + 16)),
      guest: bytes.readBigUInt64LE(at + 24),
    });
  }
  const json = entries.filter((e) => e.kind !== ChunkKind.Memory && e.offset + e.length <= tableOffset);
  if (json.length === 0) return bytes;
  const victim = random.pick(json);
  const text = mutateJson(random, bytes.toString('utf8', victim.offset, victim.offset + victim.length));
  const data = Buffer.from(text, 'utf8');
  const newOffset = tableOffset;
  victim.offset = newOffset;
  victim.length = data.length;
  const table = Buffer.alloc(count * TABLE_ENTRY_BYTES);
  entries.forEach((e, i) => {
    table.writeUInt32LE(e.kind, i * TABLE_ENTRY_BYTES);
    table.writeBigUInt64LE(BigInt(e.offset), i * TABLE_ENTRY_BYTES + 8);
    table.writeBigUInt64LE(BigInt(e.length), i * TABLE_ENTRY_BYTES + 16);
    table.writeBigUInt64LE(e.guest, i * TABLE_ENTRY_BYTES + 24);
  });
  const out = Buffer.concat([bytes.subarray(0, tableOffset), data, table]);
  out.writeBigUInt64LE(BigInt(tableOffset + data.length), 16);
  return out;
}

export const captureTarget: RobustTarget = {
  name: 'capture',
  defaultCount: 10_000,
  timeBoundMs: 2000,
  run(random, record) {
    const bytes = mutatedCapture(random);
    writeFileSync(capturePath, bytes);
    record({ describe: () => `capture bytes (base64) ${bytes.toString('base64')}` });
    inspectCapture(capturePath);
  },
};
