/**
 * Typed PM4 emitters: tests and capture scenes write command buffers through these helpers, which
 * take register names (checked against the register database) and packet names (checked against the
 * packet table), so a scene cannot spell an address or an opcode by hand.
 */
import { RegisterError } from '../errors.js';
import { requireRegister } from '../registers/index.js';
import { packetByName, SET_REG_BASE } from './packets.js';
/** VGT_DRAW_INITIATOR.SOURCE_SELECT values. */
export const DrawSource = { Dma: 0, Immediate: 1, AutoIndex: 2 };
/** A growing PM4 command buffer. */
export class Pm4Writer {
    words = [];
    /** Number of dwords written so far (the dword offset of the next packet). */
    get length() {
        return this.words.length;
    }
    /** Appends a type-3 packet called `name` with `body`, unchecked beyond the header's limits. */
    packet(name, body, flags = {}) {
        const spec = packetByName(name);
        if (body.length < 1 || body.length > 0x4000)
            throw new RangeError(`${name}: body of ${body.length} dwords`);
        const header = (3 << 30) |
            ((body.length - 1) << 16) |
            (spec.opcode << 8) |
            (flags.compute ? 2 : 0) |
            (flags.predicate ? 1 : 0);
        this.words.push(header >>> 0, ...body.map((v) => v >>> 0));
        return this;
    }
    /** Appends raw dwords (for malformed-stream tests). */
    raw(...words) {
        for (const w of words)
            this.words.push(w >>> 0);
        return this;
    }
    /** Appends a type-2 padding dword. */
    pad() {
        this.words.push(0x80000000);
        return this;
    }
    /** Appends a NOP with `bodyDwords` zero dwords of payload (at least 1). */
    nop(bodyDwords = 1) {
        return this.packet('NOP', new Array(bodyDwords).fill(0));
    }
    /**
     * Sets consecutive registers starting at register `first` with `values`, through the packet of the
     * register's space (SET_CONTEXT_REG, SET_SH_REG, SET_UCONFIG_REG, SET_CONFIG_REG).
     */
    setRegs(first, ...values) {
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
    setAll(regs) {
        for (const [name, value] of Object.entries(regs))
            this.setRegs(name, value);
        return this;
    }
    /** Sets a program slot: SPI_SHADER_PGM_LO_<stage>/HI from a 256-byte-aligned 40-bit address. */
    setProgram(stage, address) {
        if (address % 256 !== 0 || address < 0 || address >= 2 ** 40) {
            throw new RegisterError(`program address 0x${address.toString(16)} is not a 256-byte-aligned 40-bit address`);
        }
        const shifted = address / 256;
        return this.setRegs(`SPI_SHADER_PGM_LO_${stage}`, shifted >>> 0, Math.floor(shifted / 2 ** 32));
    }
    /** DRAW_INDEX_AUTO of `count` vertices. */
    drawIndexAuto(count, initiator = DrawSource.AutoIndex) {
        return this.packet('DRAW_INDEX_AUTO', [count, initiator]);
    }
    /** DRAW_INDEX_2 of `count` indices at guest address `indexAddress`, `maxSize` indices in the buffer. */
    drawIndex2(maxSize, indexAddress, count, initiator = DrawSource.Dma) {
        return this.packet('DRAW_INDEX_2', [maxSize, lo(indexAddress), hi(indexAddress), count, initiator]);
    }
    /** DRAW_INDEX_OFFSET_2 from the INDEX_BASE buffer. */
    drawIndexOffset2(maxSize, offset, count, initiator = DrawSource.Dma) {
        return this.packet('DRAW_INDEX_OFFSET_2', [maxSize, offset, count, initiator]);
    }
    /** INDEX_TYPE: 0 16-bit, 1 32-bit, 2 8-bit. */
    indexType(type) {
        return this.packet('INDEX_TYPE', [type]);
    }
    /** INDEX_BASE at a guest address. */
    indexBase(address) {
        return this.packet('INDEX_BASE', [lo(address), hi(address)]);
    }
    /** INDEX_BUFFER_SIZE in indices. */
    indexBufferSize(count) {
        return this.packet('INDEX_BUFFER_SIZE', [count]);
    }
    /** NUM_INSTANCES. */
    numInstances(count) {
        return this.packet('NUM_INSTANCES', [count]);
    }
    /** SET_BASE of the indirect-argument base (base index 1). */
    setDrawIndirectBase(address) {
        return this.packet('SET_BASE', [1, lo(address), hi(address)]);
    }
    /** DISPATCH_DIRECT of x*y*z groups; initiator defaults to COMPUTE_SHADER_EN. */
    dispatchDirect(x, y, z, initiator = 1) {
        return this.packet('DISPATCH_DIRECT', [x, y, z, initiator], { compute: true });
    }
    /** INDIRECT_BUFFER of `sizeDwords` at a guest address; `chain` ends this buffer there. */
    indirectBuffer(address, sizeDwords, chain = false) {
        if (address % 4 !== 0)
            throw new RangeError(`indirect buffer address 0x${address.toString(16)} is not dword aligned`);
        return this.packet('INDIRECT_BUFFER', [
            lo(address),
            hi(address),
            sizeDwords | (chain ? 1 << 20 : 0) | (1 << 23),
        ]);
    }
    /** WRITE_DATA of `data` to memory (DST_SEL 5, write confirm). */
    writeData(address, data) {
        return this.packet('WRITE_DATA', [(5 << 8) | (1 << 20), lo(address), hi(address), ...data]);
    }
    /** EVENT_WRITE of an event type and index. */
    eventWrite(eventType, eventIndex = 0) {
        return this.packet('EVENT_WRITE', [eventType | (eventIndex << 8)]);
    }
    /** RELEASE_MEM writing a 32-bit value at an end-of-pipe event (BOTTOM_OF_PIPE_TS, index 5). */
    releaseMem(address, value) {
        return this.packet('RELEASE_MEM', [40 | (5 << 8), 1 << 29, lo(address), hi(address), value, 0, 0]);
    }
    /** ACQUIRE_MEM over the whole address range with `gcrCntl`. */
    acquireMem(gcrCntl = 0) {
        return this.packet('ACQUIRE_MEM', [0, 0xffffffff, 0xff, 0, 0, 10, gcrCntl]);
    }
    /** DMA_DATA copying `bytes` from `src` to `dst` in memory. */
    dmaCopy(dst, src, bytes) {
        return this.packet('DMA_DATA', [1 << 31, lo(src), hi(src), lo(dst), hi(dst), bytes]);
    }
    /** The buffer written so far. */
    finish() {
        return Uint32Array.from(this.words);
    }
}
function lo(address) {
    return address >>> 0;
}
function hi(address) {
    return Math.floor(address / 2 ** 32) >>> 0;
}
//# sourceMappingURL=builder.js.map