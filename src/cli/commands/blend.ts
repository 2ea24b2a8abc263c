/**
 * `oberon blend`: the reversed-order blend model from the command line.
 *   oberon blend --comp-swap N --control 0xVALUE [--info 0xCB_COLOR_INFO]
 *     prints the Vulkan factors and the per-channel copy routes, or the refusal on stderr (exit 2);
 *     without --info the target is COLOR_8_8_8_8 UNORM with the given COMP_SWAP.
 *   oberon blend --count
 *     prints `routed R of T` over the measured factor combinations.
 */
import { countReversedBlendRoutes } from '../../agc/models/blend-enumeration.js';
import { describeEquation, translateReversedBlend } from '../../agc/models/reversed-blend.js';
import { encodeFields } from '../../agc/registers/index.js';
import { OberonError } from '../../util/errors.js';

function usage(): number {
  process.stderr.write('usage: oberon blend --comp-swap N --control 0xVALUE [--info 0xVALUE] | --count\n');
  return 1;
}

function parseNumber(text: string | undefined): number | undefined {
  if (text === undefined || !/^(0x[0-9a-f]+|\d+)$/i.test(text)) return undefined;
  const v = Number(text);
  return v <= 0xffffffff ? v : undefined;
}

/** Runs the command; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  if (argv.includes('--count')) {
    const { routed, total } = countReversedBlendRoutes(2);
    process.stdout.write(`routed ${routed} of ${total}\n`);
    return 0;
  }
  const opt = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const swap = parseNumber(opt('--comp-swap'));
  const control = parseNumber(opt('--control'));
  if (swap === undefined || control === undefined || swap > 3) return usage();
  const infoText = opt('--info');
  const info =
    infoText !== undefined
      ? parseNumber(infoText)
      : encodeFields('CB_COLOR0_INFO', { FORMAT: 10, NUMBER_TYPE: 0, COMP_SWAP: swap });
  if (info === undefined) return usage();
  try {
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
  } catch (error) {
    if (error instanceof OberonError) {
      process.stderr.write(`oberon: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
