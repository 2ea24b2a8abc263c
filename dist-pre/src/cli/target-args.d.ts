/** The `--mcpu` and `--wave32|--wave64` options shared by the isa commands. */
import { type Target } from '../isa/target.js';
import { type ParsedArgs } from './args.js';
/** Option names the target needs, for {@link parseArgs}. */
export declare const TARGET_FLAGS: readonly ["--wave32", "--wave64"];
export declare const TARGET_OPTIONS: readonly ["--mcpu"];
/** The target the options select (default gfx1013, wave32). */
export declare function targetFromArgs(args: ParsedArgs): Target;
