/**
 * `oberon reg NAME VALUE`: prints the register's decoded fields, one `FIELD=value` per line in bit
 * order (`VALUE=value` for a register without fields).
 */
import { RegisterError } from '../../agc/errors.js';
import { extractField, requireRegister } from '../../agc/registers/index.js';
import { UsageError } from '../args.js';
/** Runs the command; returns the exit code. */
export async function run(argv) {
    const [name, text] = argv;
    if (!name || !text || argv.length !== 2)
        throw new UsageError('needs a register NAME and a VALUE');
    const value = /^\s*$/.test(text) ? Number.NaN : Number(text);
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff)
        throw new RegisterError(`value '${text}' is not a 32-bit unsigned integer`);
    const reg = requireRegister(name);
    const lines = reg.fields.length === 0
        ? [`VALUE=${value}`]
        : reg.fields.map((f) => `${f.name}=${extractField(f, value)}`);
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
}
//# sourceMappingURL=reg.js.map