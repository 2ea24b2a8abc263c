import type { SemanticTable } from '../semantics.js';
import type { WaveState } from '../wave.js';
/** The MODE register value of `wave` (FP_ROUND is always round-to-nearest-even). */
export declare function modeRegister(wave: WaveState): number;
/** The MODE value of a fresh compute wave (DEFAULT_FLOAT_MODE, nothing else set). */
export declare const DEFAULT_MODE_REGISTER: number;
/** Hardware-register rules by mnemonic. */
export declare const HWREG_SEMANTICS: SemanticTable;
