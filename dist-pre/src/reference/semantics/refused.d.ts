/** Mnemonic -> why the reference executor has no rule for it. */
export declare const REFUSED: Readonly<Record<string, string>>;
/** The executor's message for an instruction without a rule, with its REFUSED reason when known. */
export declare function notImplemented(mnemonic: string): string;
