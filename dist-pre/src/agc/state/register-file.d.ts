/** Read access to register values by byte address (what draw decode and the state models take). */
export interface RegisterReader {
    /** The value at a byte address, or undefined when it was never written. */
    get(byteAddress: number): number | undefined;
}
/** A mutable register file. */
export declare class RegisterFile implements RegisterReader {
    private readonly values;
    private readonly written;
    private slot;
    get(byteAddress: number): number | undefined;
    set(byteAddress: number, value: number): void;
    /** Writes consecutive registers from `byteAddress`. */
    setRange(byteAddress: number, values: ArrayLike<number>): void;
    /** Forgets every register of [first, end) (e.g. CLEAR_STATE of the context space). */
    clearRange(first: number, end: number): void;
    /** The value of a register by name, or undefined when unwritten. */
    getByName(name: string): number | undefined;
    /** Sets a register by name. */
    setByName(name: string, value: number): void;
    /** Every written register as [byte address, value], in address order. */
    entries(): Generator<[number, number]>;
    /** An independent copy. */
    clone(): RegisterFile;
    /** Builds a file from register names to values; throws {@link RegisterError} on an unknown name. */
    static fromNames(regs: Readonly<Record<string, number>>): RegisterFile;
    /** Written registers as name -> value (unknown addresses as hex text), for reports. */
    toNames(): Record<string, number>;
}
