/**
 * Typed PM4 emitters: tests and capture scenes write command buffers through these helpers, which
 * take register names (checked against the register database) and packet names (checked against the
 * packet table), so a scene cannot spell an address or an opcode by hand.
 */
import { RegisterError } from '../errors.js';
import { requireRegister } from '../registers/index.js';
import { packetByName, SET_REG_BASE } from './packets.js';

/** VGT_DRAW_INITIATOR.SOURCE_SELECT values. */
export const DrawSource = { Dma: 0, Immediate: 1, AutoIndex: 2 } as const;

/** A growing PM4 command buffer. */
export class Pm4Writer {
  private readonly words: number[] = [];

  /** Number of dwords written so far (the dword offset of the next packet). */
  get length(): number {
    return this.words.length;
  }

  /** Appends a type-3 packet called `name` with `body`, unchecked beyond the header's limits. */
  packet(
    name: string,
    body: readonly number[],
    flags: { predicate?: boolean; compute?: boolean } = {},
  ): this {
    const spec = packetByName(name);
    if (body.length < 1 || body.length > 0x4000)
      throw new RangeError(`${name}: body of ${body.length} dwords`);
    const header =
      (3 << 30) |
      ((body.length - 1) << 16) |
      (spec.opcode << 8) |
      (flags.compute ? 2 : 0) |
      (flags.predicate ? 1 : 0);
    this.words.push(header >>> 0, ...body.map((v) => v >>> 0));
    return this;
  }

  /** Appends raw dwords (for malformed-stream tests). */
  raw(...words: number[]): this {
    for (const w of words) this.words.push(w >>> 0);
    return this;
  }

  /** Appends a type-2 padding dword. */
  pad(): this {
    this.words.push(0x80000000);
    return this;
  }

  /** Appends a NOP with `bodyDwords` zero dwords of payload (at least 1). */
  nop(bodyDwords = 1): this {
    return this.packet('NOP', new Array<number>(bodyDwords).fill(0));
  }

  /**
   * Sets consecutive registers starting at register `first` with `values`, through the packet of the
   * register's space (SET_CONTEXT_REG, SET_SH_REG, SET_UCONFIG_REG, SET_CONFIG_REG).
   */
  setRegs(first: string, ...values: number[]): this {
    const reg = requireRegister(first);
    const packet = {
      context: 'SET_CONTEXT_REG',
      sh: 'SET_SH_REG',
      uconfig: 'SET_UCONFIG_REG',
      config: 'SET_CONFIG_REG',
    }[reg.space];
    const base = SET_REG_BASE[packetByName(packet).kind];
    return this.packet(packet, [(reg.address - base) / 4, ...values]);
  }

  /** Sets every register of `regs` (name -> value), one packet per register. */
  setAll(regs: Readonly<Record<string, number>>): this {
    for (const [name, value] of Object.entries(regs)) this.setRegs(name, value);
    return this;
  }

  /** Sets a program slot: SPI_SHADER_PGM_LO_<stage>/HI from a 256-byte-aligned 40-bit address. */
  setProgram(stage: 'PS' | 'VS' | 'GS' | 'ES' | 'HS' | 'LS', address: number): this {
    if (address % 256 !== 0 || address < 0 || address >= 2 ** 40) {
      throw new RegisterError(
        `program address 0x${address.toString(16)} is not a 256-byte-aligned 40-bit address`,
      );
    }
    const shifted = address / 256;
    return this.setRegs(`SPI_SHADER_PGM_LO_${stage}`, shifted >>> 0, Math.floor(shifted / 2 ** 32));
  }

  /** DRAW_INDEX_AUTO of `count` vertices. */
  drawIndexAuto(count: number, initiator: number = DrawSource.AutoIndex): this {
    return this.packet('DRAW_INDEX_AUTO', [count, initiator]);
  }

  /** DRAW_INDEX_2 of `count` indices at guest address `indexAddress`, `maxSize` indices in the buffer. */
  drawIndex2(maxSize: number, indexAddress: number, count: number, initiator: number = DrawSource.Dma): this {
    return this.packet('DRAW_INDEX_2', [maxSize, lo(indexAddress), hi(indexAddress), count, initiator]);
  }

  /** DRAW_INDEX_OFFSET_2 from the INDEX_BASE buffer. */
  drawIndexOffset2(maxSize: number, offset: number, count: number, initiator: number = DrawSource.Dma): this {
    return this.packet('DRAW_INDEX_OFFSET_2', [maxSize, offset, count, initiator]);
  }

  /** INDEX_TYPE: 0 16-bit, 1 32-bit, 2 8-bit. */
  indexType(type: number): this {
    return this.packet('INDEX_TYPE', [type]);
  }

  /** INDEX_BASE at a guest address. */
  indexBase(address: number): this {
    return this.packet('INDEX_BASE', [lo(address), hi(address)]);
  }

  /** INDEX_BUFFER_SIZE in indices. */
  indexBufferSize(count: number): this {
    return this.packet('INDEX_BUFFER_SIZE', [count]);
  }

  /** NUM_INSTANCES. */
  numInstances(count: number): this {
    return this.packet('NUM_INSTANCES', [count]);
  }

  /** SET_BASE of the indirect-argument base (base index 1). */
  setDrawIndirectBase(address: number): this {
    return this.packet('SET_BASE', [1, lo(address), hi(address)]);
  }

  /** DISPATCH_DIRECT of x*y*z groups; initiator defaults to COMPUTE_SHADER_EN. */
  dispatchDirect(x: number, y: number, z: number, initiator = 1): this {
    return this.packet('DISPATCH_DIRECT', [x, y, z, initiator], { compute: true });
  }

  /** INDIRECT_BUFFER of `sizeDwords` at a guest address; `chain` ends this buffer there. */
  indirectBuffer(address: number, sizeDwords: number, chain = false): this {
    if (address % 4 !== 0)
      throw new RangeError(`indirect buffer address 0x${address.toString(16)} is not dword aligned`);
    return this.packet('INDIRECT_BUFFER', [
      lo(address),
      hi(address),
      sizeDwords | (chain ? 1 << 20 : 0) | (1 << 23),
    ]);
  }

  /** WRITE_DATA of `data` to memory (DST_SEL 5, write confirm). */
  writeData(address: number, data: readonly number[]): this {
    return this.packet('WRITE_DATA', [(5 << 8) | (1 << 20), lo(address), hi(address), ...data]);
  }

  /** EVENT_WRITE of an event type and index. */
  eventWrite(eventType: number, eventIndex = 0): this {
    return this.packet('EVENT_WRITE', [eventType | (eventIndex << 8)]);
  }

  /** RELEASE_MEM writing a 32-bit value at an end-of-pipe event (BOTTOM_OF_PIPE_TS, index 5). */
  releaseMem(address: number, value: number): this {
    return this.packet('RELEASE_MEM', [40 | (5 << 8), 1 << 29, lo(address), hi(address), value, 0, 0]);
  }

  /** ACQUIRE_MEM over the whole address range with `gcrCntl`. */
  acquireMem(gcrCntl = 0): this {
    return this.packet('ACQUIRE_MEM', [0, 0xffffffff, 0xff, 0, 0, 10, gcrCntl]);
  }

  /** DMA_DATA copying `bytes` from `src` to `dst` in memory. */
  dmaCopy(dst: number, src: number, bytes: number): this {
    return this.packet('DMA_DATA', [1 << 31, lo(src), hi(src), lo(dst), hi(dst), bytes]);
  }

  /** The buffer written so far. */
  finish(): Uint32Array {
    return Uint32Array.from(this.words);
  }
}

function lo(address: number): number {
  return address >>> 0;
}

function hi(address: number): number {
  return Math.floor(address / 2 ** 32) >>> 0;
}
