/** Field of a packet body dword: name, low bit, width, optional value names. */
export interface PacketField {
    readonly name: string;
    readonly shift: number;
    readonly width: number;
    readonly values?: Readonly<Record<number, string>>;
}
/** One body dword: its name and, when it is a bit field word, its fields. */
export interface PacketWord {
    readonly name: string;
    readonly fields?: readonly PacketField[];
    /** The name of a register whose field layout the word shares (e.g. VGT_DRAW_INITIATOR). */
    readonly register?: string;
}
/** What a packet does, for the command processor. */
export type PacketKind = 'set-context' | 'set-sh' | 'set-uconfig' | 'set-config' | 'draw' | 'dispatch' | 'index-state' | 'indirect-buffer' | 'memory' | 'sync' | 'nop' | 'other';
/** A row of the packet table. */
export interface PacketSpec {
    readonly opcode: number;
    readonly name: string;
    readonly kind: PacketKind;
    /** Fewest body dwords accepted. */
    readonly minBody: number;
    /** Most body dwords accepted (Infinity for variable-length packets). */
    readonly maxBody: number;
    /** Layout of the leading body dwords; later dwords print as `data[i]`. */
    readonly words: readonly PacketWord[];
}
/** Every packet Oberon decodes, by opcode. */
export declare const PACKETS: readonly PacketSpec[];
/** The table row for `opcode`, or undefined for an opcode Oberon does not decode. */
export declare function packetSpec(opcode: number): PacketSpec | undefined;
/** The table row called `name`; the name must be in the table (an internal contract of the builders). */
export declare function packetByName(name: string): PacketSpec;
/** Register space base (byte address) of each register-setting kind. */
export declare const SET_REG_BASE: Readonly<Record<string, number>>;
/** Exclusive end (byte address) of each register-setting kind's space. */
export declare const SET_REG_END: Readonly<Record<string, number>>;
