/** VGT_DRAW_INITIATOR.SOURCE_SELECT values. */
export declare const DrawSource: {
    readonly Dma: 0;
    readonly Immediate: 1;
    readonly AutoIndex: 2;
};
/** A growing PM4 command buffer. */
export declare class Pm4Writer {
    private readonly words;
    /** Number of dwords written so far (the dword offset of the next packet). */
    get length(): number;
    /** Appends a type-3 packet called `name` with `body`, unchecked beyond the header's limits. */
    packet(name: string, body: readonly number[], flags?: {
        predicate?: boolean;
        compute?: boolean;
    }): this;
    /** Appends raw dwords (for malformed-stream tests). */
    raw(...words: number[]): this;
    /** Appends a type-2 padding dword. */
    pad(): this;
    /** Appends a NOP with `bodyDwords` zero dwords of payload (at least 1). */
    nop(bodyDwords?: number): this;
    /**
     * Sets consecutive registers starting at register `first` with `values`, through the packet of the
     * register's space (SET_CONTEXT_REG, SET_SH_REG, SET_UCONFIG_REG, SET_CONFIG_REG).
     */
    setRegs(first: string, ...values: number[]): this;
    /** Sets every register of `regs` (name -> value), one packet per register. */
    setAll(regs: Readonly<Record<string, number>>): this;
    /** Sets a program slot: SPI_SHADER_PGM_LO_<stage>/HI from a 256-byte-aligned 40-bit address. */
    setProgram(stage: 'PS' | 'VS' | 'GS' | 'ES' | 'HS' | 'LS', address: number): this;
    /** DRAW_INDEX_AUTO of `count` vertices. */
    drawIndexAuto(count: number, initiator?: number): this;
    /** DRAW_INDEX_2 of `count` indices at guest address `indexAddress`, `maxSize` indices in the buffer. */
    drawIndex2(maxSize: number, indexAddress: number, count: number, initiator?: number): this;
    /** DRAW_INDEX_OFFSET_2 from the INDEX_BASE buffer. */
    drawIndexOffset2(maxSize: number, offset: number, count: number, initiator?: number): this;
    /** INDEX_TYPE: 0 16-bit, 1 32-bit, 2 8-bit. */
    indexType(type: number): this;
    /** INDEX_BASE at a guest address. */
    indexBase(address: number): this;
    /** INDEX_BUFFER_SIZE in indices. */
    indexBufferSize(count: number): this;
    /** NUM_INSTANCES. */
    numInstances(count: number): this;
    /** SET_BASE of the indirect-argument base (base index 1). */
    setDrawIndirectBase(address: number): this;
    /** DISPATCH_DIRECT of x*y*z groups; initiator defaults to COMPUTE_SHADER_EN. */
    dispatchDirect(x: number, y: number, z: number, initiator?: number): this;
    /** INDIRECT_BUFFER of `sizeDwords` at a guest address; `chain` ends this buffer there. */
    indirectBuffer(address: number, sizeDwords: number, chain?: boolean): this;
    /** WRITE_DATA of `data` to memory (DST_SEL 5, write confirm). */
    writeData(address: number, data: readonly number[]): this;
    /** EVENT_WRITE of an event type and index. */
    eventWrite(eventType: number, eventIndex?: number): this;
    /** RELEASE_MEM writing a 32-bit value at an end-of-pipe event (BOTTOM_OF_PIPE_TS, index 5). */
    releaseMem(address: number, value: number): this;
    /** ACQUIRE_MEM over the whole address range with `gcrCntl`. */
    acquireMem(gcrCntl?: number): this;
    /** DMA_DATA copying `bytes` from `src` to `dst` in memory. */
    dmaCopy(dst: number, src: number, bytes: number): this;
    /** The buffer written so far. */
    finish(): Uint32Array;
}
