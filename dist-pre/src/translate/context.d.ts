/**
 * The state of one translation: the IR function being built and the guest register file modelled as
 * function-local variables. Wave model (DESIGN.md): one guest lane is one host invocation; host control
 * flow follows the guest's scalar control flow, so every invocation executes every scalar instruction
 * and its copy of the SGPRs (EXEC, VCC and SCC included) stays equal to its neighbours'. A vector
 * instruction takes effect only where the lane's EXEC bit is set: register writes become selects,
 * memory accesses are guarded by the rules. Lane masks are wave-wide values built with `ballot`.
 */
import { Builder } from '../ir/builder.js';
import type { BlockId, IrFunction, IrModule, ValueId } from '../ir/function.js';
import { type TypeId } from '../ir/types.js';
import type { Instruction, Operand } from '../isa/instruction.js';
import { RecompileError } from './errors.js';
import { type FloatMode } from './float-mode.js';
import type { TranslateOptions } from './options.js';
export declare const VCC = 106;
export declare const M0 = 124;
export declare const NULL_CODE = 125;
export declare const EXEC = 126;
/** Translation state shared by the rules. */
export declare class TranslationContext {
    readonly module: IrModule;
    readonly fn: IrFunction;
    readonly options: TranslateOptions;
    readonly b: Builder;
    readonly waveSize: 32 | 64;
    /** The mask type of the wave: i32 (wave32) or i64 (wave64). */
    readonly maskType: TypeId;
    /** The MODE the program runs with (the launch's COMPUTE_PGM_RSRC1; programs cannot change it). */
    readonly floatMode: FloatMode;
    private readonly sgprs;
    private readonly vgprs;
    private sccVar;
    private laneValue;
    /** The guest instruction being translated (for errors and per-instruction caches). */
    current: Instruction | undefined;
    private activeCache;
    /** Facts proved by the previous translation pass, by query key (see constantOf and translate.ts). */
    facts: ReadonlyMap<string, bigint>;
    /** The queries of this pass: key (`pc:ordinal`) -> the value asked about. */
    readonly queries: Map<string, ValueId>;
    private queryInst;
    private queryOrdinal;
    constructor(module: IrModule, fn: IrFunction, options: TranslateOptions);
    /** A RecompileError for the current instruction. */
    refuse(reason: string): RecompileError;
    /**
     * The constant `value` has in every execution reaching this point, when known at recompile time: a
     * `const` directly, otherwise what the constant analysis (constant-facts.ts) proved for the same
     * query in the previous translation pass. translate.ts re-translates until the answers are stable,
     * so a rule may specialize on the answer; an unknown answer means "emit the general code". Queries
     * are keyed by instruction and order, so a rule must ask the same questions in the same order
     * whatever the answers.
     */
    constantOf(value: ValueId): bigint | undefined;
    /** Refusals that stand unless a later pass proves the constant they lack (see constantOrDefer). */
    readonly deferred: {
        readonly block: BlockId;
        readonly error: RecompileError;
    }[];
    /**
     * The constant a rule cannot translate without: constantOf(value), or, while unknown, 0 after
     * recording the refusal `reason`. translate.ts throws a recorded refusal when no later pass proves
     * the constant and its block is reachable, so the placeholder never reaches a result.
     */
    constantOrDefer(value: ValueId, reason: string): bigint;
    /** Declares the variables of SGPR `code` and VGPR `reg` (call in the entry block, before any use). */
    declareSgpr(code: number): void;
    declareVgpr(reg: number): void;
    /** Declares SCC and computes the lane index (entry block). */
    declareWaveState(): void;
    /** This invocation's lane within its wave (i32). */
    get lane(): ValueId;
    private sgprVar;
    private vgprVar;
    const32(value: number): ValueId;
    /** Loads scalar code `code` (an SGPR or special register below 128; null reads 0). */
    loadSgpr(code: number): ValueId;
    /** Stores scalar code `code` (writes to null are dropped). */
    storeSgpr(code: number, value: ValueId): void;
    get scc(): ValueId;
    set scc(value: ValueId);
    /** The wave-wide value of a scalar-space source operand's dword `dword` (i32). */
    readScalar32(op: Operand, dword?: number): ValueId;
    private readSpecial32;
    /** The 64-bit wave-wide value of a scalar-space source operand (i64). */
    readScalar64(op: Operand): ValueId;
    /**
     * An i32 `value` the host compiler cannot see the constant of (plus an opaque zero): for guest
     * operations a host compiler folds wrongly when an operand is known.
     */
    hiddenFromHost(value: ValueId): ValueId;
    /** i64 from two i32 halves. */
    join64(lo: ValueId, hi: ValueId): ValueId;
    /** The i32 halves of an i64. */
    split64(value: ValueId): [ValueId, ValueId];
    writeScalar32(op: Operand, value: ValueId, dword?: number): void;
    writeScalar64(op: Operand, value: ValueId): void;
    /** A lane mask held at scalar code `code` (i32 in wave32, i64 in wave64). */
    readMask(code: number): ValueId;
    writeMask(code: number, mask: ValueId): void;
    /** Bit `lane` of `mask` (i1). */
    laneBit(mask: ValueId, lane?: ValueId): ValueId;
    /** Whether this invocation's lane is set in EXEC, computed once per instruction and block. */
    active(): ValueId;
    /** The wave-wide mask of lanes where `predicate` holds (callers AND with EXEC as the ISA says). */
    ballot(predicate: ValueId): ValueId;
    /** Per-lane value of a source operand's dword (VGPR load, or the scalar value). */
    readLane32(op: Operand, dword?: number): ValueId;
    /** Per-lane 64-bit value of a source operand. */
    readLane64(op: Operand): ValueId;
    /** Writes dword `dword` of a VGPR destination where the lane is active (EXEC), keeping it elsewhere. */
    writeLane32(op: Operand, value: ValueId, dword?: number): void;
    writeLane64(op: Operand, value: ValueId): void;
    /** Writes a VGPR unconditionally (initial state). */
    initVgpr(reg: number, value: ValueId): void;
}
/** Bit pattern of an inline-constant operand at its width (the isa layer gives the code). */
export declare function inlineBitsOf(op: Operand): bigint;
