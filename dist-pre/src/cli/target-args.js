/** The `--mcpu` and `--wave32|--wave64` options shared by the isa commands. */
import { parseMcpu } from '../isa/target.js';
import { UsageError } from './args.js';
/** Option names the target needs, for {@link parseArgs}. */
export const TARGET_FLAGS = ['--wave32', '--wave64'];
export const TARGET_OPTIONS = ['--mcpu'];
/** The target the options select (default gfx1013, wave32). */
export function targetFromArgs(args) {
    const name = args.options.get('--mcpu') ?? 'gfx1013';
    const mcpu = parseMcpu(name);
    if (!mcpu)
        throw new UsageError(`unsupported --mcpu '${name}' (gfx1013 or gfx1030)`);
    if (args.flags.has('--wave32') && args.flags.has('--wave64'))
        throw new UsageError('--wave32 and --wave64 conflict');
    return { mcpu, wave64: args.flags.has('--wave64') };
}
//# sourceMappingURL=target-args.js.map