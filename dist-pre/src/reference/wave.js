/** Scalar operand codes of the registers the executor touches directly. */
export const VCC_LO = 106;
export const VCC_HI = 107;
export const M0 = 124;
export const NULL_REG = 125;
export const EXEC_LO = 126;
export const EXEC_HI = 127;
/** Number of VGPRs a wave can address. */
export const VGPR_COUNT = 256;
/** One wave's registers and scheduling state. */
export class WaveState {
    target;
    waveId;
    /** Scalar registers by operand code 0..127. */
    sgpr = new Uint32Array(128);
    /** VGPR r of lane l is vgpr[r * laneCount + l]. */
    vgpr;
    scc = 0;
    /** Byte offset of the next instruction. */
    pc = 0;
    /** true once the wave has executed s_endpgm. */
    done = false;
    /** true while the wave waits at s_barrier. */
    atBarrier = false;
    /** Instructions executed (for the runaway guard and benchmarks). */
    executed = 0;
    laneCount;
    constructor(target, 
    /** Index of the wave in its workgroup. */
    waveId) {
        this.target = target;
        this.waveId = waveId;
        this.laneCount = target.wave64 ? 64 : 32;
        this.vgpr = new Uint32Array(VGPR_COUNT * this.laneCount);
    }
    /** EXEC as a bigint lane mask (upper half ignored in wave32). */
    get exec() {
        return this.target.wave64
            ? (BigInt(this.sgpr[EXEC_HI]) << 32n) | BigInt(this.sgpr[EXEC_LO])
            : BigInt(this.sgpr[EXEC_LO]);
    }
    set exec(mask) {
        this.sgpr[EXEC_LO] = Number(mask & 0xffffffffn);
        if (this.target.wave64)
            this.sgpr[EXEC_HI] = Number((mask >> 32n) & 0xffffffffn);
    }
    /** Whether lane `lane` is active in EXEC. */
    laneActive(lane) {
        const word = lane < 32 ? this.sgpr[EXEC_LO] : this.sgpr[EXEC_HI];
        return ((word >>> (lane & 31)) & 1) === 1;
    }
    /** A lane mask held in the scalar pair at `code` (one register in wave32). */
    readMask(code) {
        const lo = BigInt(this.sgpr[code]);
        return this.target.wave64 ? (BigInt(this.sgpr[code + 1]) << 32n) | lo : lo;
    }
    /** Writes a lane mask to the scalar pair at `code` (writes to null are dropped). */
    writeMask(code, mask) {
        if (code === NULL_REG)
            return;
        this.sgpr[code] = Number(mask & 0xffffffffn);
        if (this.target.wave64)
            this.sgpr[code + 1] = Number((mask >> 32n) & 0xffffffffn);
    }
    getVgpr(reg, lane) {
        return this.vgpr[reg * this.laneCount + lane];
    }
    setVgpr(reg, lane, value) {
        this.vgpr[reg * this.laneCount + lane] = value;
    }
}
//# sourceMappingURL=wave.js.map