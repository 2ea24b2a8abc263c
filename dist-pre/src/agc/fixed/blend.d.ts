import type { RegisterReader } from '../state/register-file.js';
export type BlendFactor = 'zero' | 'one' | 'srcColor' | 'oneMinusSrcColor' | 'srcAlpha' | 'oneMinusSrcAlpha' | 'dstAlpha' | 'oneMinusDstAlpha' | 'dstColor' | 'oneMinusDstColor' | 'srcAlphaSaturate' | 'constantColor' | 'oneMinusConstantColor' | 'src1Color' | 'oneMinusSrc1Color' | 'src1Alpha' | 'oneMinusSrc1Alpha' | 'constantAlpha' | 'oneMinusConstantAlpha';
export type BlendOp = 'add' | 'subtract' | 'min' | 'max' | 'reverseSubtract';
export type LogicOp = 'clear' | 'and' | 'andReverse' | 'copy' | 'andInverted' | 'noOp' | 'xor' | 'or' | 'nor' | 'equivalent' | 'invert' | 'orReverse' | 'copyInverted' | 'orInverted' | 'nand' | 'set';
/** One blend equation. */
export interface BlendEquation {
    readonly src: BlendFactor;
    readonly dst: BlendFactor;
    readonly op: BlendOp;
}
/** Blend of one color target. */
export interface TargetBlend {
    readonly slot: number;
    readonly control: number;
    readonly enable: boolean;
    readonly color: BlendEquation;
    readonly alpha: BlendEquation;
    /** DISABLE_ROP3: the logic operation does not apply to this target. */
    readonly logicOpDisabled: boolean;
}
/** Blend state of a draw. */
export interface BlendState {
    readonly mode: 'disable' | 'normal';
    /** The logic operation (CB_COLOR_CONTROL.ROP3); undefined for plain copy. */
    readonly logicOp: LogicOp | undefined;
    readonly constants: readonly [number, number, number, number];
    readonly targets: readonly TargetBlend[];
}
/** Decodes the blend state for the color target slots in `slots`. */
export declare function decodeBlend(regs: RegisterReader, slots: readonly number[]): BlendState;
