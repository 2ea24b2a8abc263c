/**
 * `oberon blend`: the reversed-order blend model from the command line.
 *   oberon blend --comp-swap N --control 0xVALUE [--info 0xCB_COLOR_INFO]
 *     prints the Vulkan factors and the per-channel copy routes; a refusal is thrown (the dispatcher
 *     prints it, exit 2); without --info the target is COLOR_8_8_8_8 UNORM with the given COMP_SWAP.
 *   oberon blend --count
 *     prints `routed R of T` over the measured factor combinations.
 */
import { countReversedBlendRoutes } from '../../agc/models/blend-enumeration.js';
import { describeEquation, translateReversedBlend } from '../../agc/models/reversed-blend.js';
import { encodeFields } from '../../agc/registers/index.js';
import { parseArgs, UsageError } from '../args.js';
/** A u32 option (decimal or 0x hex) no larger than `max`; undefined when absent. */
function parseWord(text, option, max = 0xffffffff) {
    if (text === undefined)
        return undefined;
    const v = /^(0x[0-9a-f]+|\d+)$/i.test(text) ? Number(text) : Number.NaN;
    if (!(v <= max))
        throw new UsageError(`${option} '${text}' is not a number 0..0x${max.toString(16)}`);
    return v;
}
/** Runs the command; returns the exit code. */
export async function run(argv) {
    const args = parseArgs(argv, { flags: ['--count'], options: ['--comp-swap', '--control', '--info'] });
    if (args.positionals.length > 0)
        throw new UsageError(`unexpected argument '${args.positionals[0]}'`);
    if (args.flags.has('--count')) {
        if (args.options.size > 0)
            throw new UsageError('--count takes no other option');
        const { routed, total } = countReversedBlendRoutes(2);
        process.stdout.write(`routed ${routed} of ${total}\n`);
        return 0;
    }
    const swap = parseWord(args.options.get('--comp-swap'), '--comp-swap', 3);
    const control = parseWord(args.options.get('--control'), '--control');
    if (swap === undefined || control === undefined)
        throw new UsageError('needs --comp-swap N and --control WORD (or --count)');
    const info = parseWord(args.options.get('--info'), '--info') ??
        encodeFields('CB_COLOR0_INFO', { FORMAT: 10, NUMBER_TYPE: 0, COMP_SWAP: swap });
    const r = translateReversedBlend(control, info);
    if (!r) {
        process.stdout.write('blending disabled: nothing to route\n');
        return 0;
    }
    const lines = [
        `mapping ${r.mapping} (host R G B A hold export ${r.mapping.split('').join(' ')})`,
        `color: ${describeEquation(r.color)}`,
        `alpha: ${describeEquation(r.alpha)}`,
        `first color routes: ${r.first.join(' ')}`,
        `second color routes: ${r.dualSource ? r.second.join(' ') : 'unused (no dual-source blending)'}`,
        `route code: 0x${r.code.toString(16).padStart(4, '0')}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
}
//# sourceMappingURL=blend.js.map