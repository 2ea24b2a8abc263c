import type { IrFunction } from '../ir/function.js';
import type { EmitContext } from './emit-context.js';
import { type MemoryState } from './emit-memory.js';
/** Emits the body of `fn` (after OpFunction), ending with OpFunctionEnd. */
export declare function emitBody(c: EmitContext, mem: MemoryState, fn: IrFunction): void;
