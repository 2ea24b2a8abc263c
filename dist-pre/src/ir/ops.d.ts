/**
 * The IR's operation table: the one place that says what each operation takes, yields and does. The
 * builder, printer, parser and verifier read it; semantics are documented in src/ir/README.md.
 *
 * An operation may have a *variant* (a sub-operation chosen by its first immediate, printed as a
 * suffix: `icmp.ult`, `atomic.add`, `builtin.local_invocation_id`) and further integer immediates
 * (printed in brackets: `extract [2]`).
 */
import { type TypeId } from './types.js';
/** What the verifier knows of one instruction when it checks typing. */
export interface TypingContext {
    readonly result: TypeId;
    readonly operands: readonly TypeId[];
    readonly imms: readonly number[];
}
/** One operation of the IR. */
export interface OpInfo {
    readonly name: string;
    /** Operand count, or -1 for variadic. */
    readonly arity: number;
    /** Names of the sub-operations selected by imms[0], if the op has variants. */
    readonly variants?: readonly string[];
    /** Number of immediates besides the variant. */
    readonly extraImms: number;
    /** true when the op must stay even if its result is unused (stores, barriers, atomics...). */
    readonly effects: boolean;
    /** true for block terminators. */
    readonly terminator: boolean;
    /** Returns an error message when the types do not fit the op, else undefined. */
    readonly check: (t: TypingContext) => string | undefined;
}
/** Integer comparison predicates (variant of `icmp`). */
export declare const ICMP: readonly ["eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"];
/** Float comparison predicates (variant of `fcmp`): ordered `o*`, unordered `u*`, plus `ord`/`uno`. */
export declare const FCMP: readonly ["oeq", "one", "olt", "ole", "ogt", "oge", "ord", "ueq", "une", "ult", "ule", "ugt", "uge", "uno"];
/** Atomic read-modify-write operations (variant of `atomic`). */
export declare const ATOMIC: readonly ["add", "sub", "xchg", "and", "or", "xor", "umin", "umax", "smin", "smax", "inc", "dec"];
/** Invocation and workgroup inputs (variant of `builtin`). */
export declare const BUILTINS: readonly ["local_invocation_id", "workgroup_id", "local_invocation_index", "num_workgroups", "subgroup_invocation_id", "subgroup_id"];
/** Float unary operations (variant of `funary`), each with the semantics README.md gives. */
export declare const FUNARY: readonly ["neg", "abs", "floor", "ceil", "trunc", "round_even", "fract", "sqrt", "rsq", "rcp", "exp2", "log2", "sin", "cos"];
/** Integer unary operations (variant of `iunary`). */
export declare const IUNARY: readonly ["not", "neg", "bitcount", "bitreverse", "find_lsb", "find_umsb", "find_smsb"];
/** How many independent `opaque_zero`s there are (immediates 0..OPAQUE_ZEROS-1). */
export declare const OPAQUE_ZEROS = 2;
/** Every operation, by name. */
export declare const OPS: Readonly<Record<string, OpInfo>>;
/** The op named `name`. @throws RangeError for unknown names. */
export declare function opInfo(name: string): OpInfo;
