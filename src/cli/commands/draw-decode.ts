/**
 * `oberon draw-decode REGS.json`: decodes a draw from registers given as JSON, either an object of
 * register name to value, or `{ "registers": {...}, "programs": [{ "address", "type" }] }` to check
 * registered binary types too. Prints the decoded draw as JSON, or the refusal on stderr (exit 2).
 */
import { readFileSync } from 'node:fs';
import { decodeDraw } from '../../agc/draw/decode.js';
import { programRegistry } from '../../agc/draw/programs.js';
import { AgcStateError, RegisterError } from '../../agc/errors.js';
import { RegisterFile } from '../../agc/state/register-file.js';

function parseValue(name: string, v: unknown, max = 0xffffffff): number {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > max) {
    throw new RegisterError(
      `${name}: ${JSON.stringify(v)} is not an unsigned value up to 0x${max.toString(16)}`,
    );
  }
  return n;
}

/** Runs the command; returns the exit code. */
export async function run(argv: string[]): Promise<number> {
  if (argv.length !== 1) {
    process.stderr.write('usage: oberon draw-decode REGS.json\n');
    return 1;
  }
  const json = JSON.parse(readFileSync(argv[0], 'utf8')) as Record<string, unknown>;
  const wrapped = typeof json.registers === 'object' && json.registers !== null;
  const regsJson = (wrapped ? json.registers : json) as Record<string, unknown>;
  const regs = RegisterFile.fromNames(
    Object.fromEntries(Object.entries(regsJson).map(([k, v]) => [k, parseValue(k, v)])),
  );
  const programs =
    wrapped && Array.isArray(json.programs)
      ? programRegistry(
          (json.programs as { address: unknown; type: unknown }[]).map((p) => ({
            address: parseValue('program address', p.address, Number.MAX_SAFE_INTEGER),
            type: parseValue('program type', p.type),
          })),
        )
      : undefined;
  try {
    const draw = decodeDraw(regs, programs);
    process.stdout.write(`${JSON.stringify(draw, null, 2)}\n`);
    return 0;
  } catch (e) {
    if (!(e instanceof AgcStateError)) throw e;
    process.stderr.write(`${e.message}\n`);
    return 2;
  }
}
