/**
 * Guest program to IR. The program layer gives the reachable code and its block leaders; each guest
 * basic block becomes an IR block, each instruction goes through its rule (rules/), and scalar
 * branches become IR branches (uniform over the wave by the wave model, see context.ts). The entry IR
 * block declares the register variables and loads the launch state the hardware would: user SGPRs,
 * workgroup ids, the thread-group information (TG_SIZE), local ids in v0..v2, and EXEC for the lanes that exist.
 */
import { IrModule } from '../ir/function.js';
import type { TranslateOptions } from './options.js';
/**
 * Translates the program in `words` into an IR module with one function, `main`.
 *
 * Rules may ask for recompile-time constants (TranslationContext.constantOf: register jumps, M0,
 * descriptors, addresses of known memory). Translation therefore runs in passes: each pass answers
 * with the facts the constant analysis (constant-facts.ts) proved on the previous pass's IR, and
 * jump targets found become block leaders. The result is the first pass whose answers the analysis
 * of its own IR confirms (each used fact holds wherever it is reached), so specializing on them is
 * exact: by induction over an execution, the specialized program computes what the general one would.
 */
export declare function translateProgram(words: ArrayLike<number>, options: TranslateOptions): IrModule;
