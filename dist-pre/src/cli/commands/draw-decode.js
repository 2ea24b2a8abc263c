/**
 * `oberon draw-decode REGS.json`: decodes a draw from registers given as JSON, either an object of
 * register name to value, or `{ "registers": {...}, "programs": [{ "address", "type" }] }` to check
 * registered binary types too. Prints the decoded draw as JSON; a refusal (AgcStateError) or a
 * malformed file is thrown, and the dispatcher prints it as one line with exit code 2. The JSON is
 * checked shape by shape before use, and values are described, never echoed whole, so that a file
 * of any shape or depth gets a one-line answer.
 */
import { decodeDraw } from '../../agc/draw/decode.js';
import { programRegistry } from '../../agc/draw/programs.js';
import { RegisterError } from '../../agc/errors.js';
import { RegisterFile } from '../../agc/state/register-file.js';
import { UsageError } from '../args.js';
import { FileError, readInputJson } from '../files.js';
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A short description of a JSON value for messages (an array or object is not printed). */
function describe(value) {
    if (Array.isArray(value))
        return 'an array';
    if (value === null)
        return 'null';
    if (typeof value === 'object')
        return 'an object';
    const text = JSON.stringify(value);
    return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
function parseValue(name, v, max = 0xffffffff) {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > max) {
        throw new RegisterError(`${name}: ${describe(v)} is not an unsigned value up to 0x${max.toString(16)}`);
    }
    return n;
}
function parsePrograms(file, value) {
    if (!Array.isArray(value))
        throw new FileError(file, `"programs" is ${describe(value)}, not an array`);
    return value.map((p, i) => {
        if (!isObject(p))
            throw new FileError(file, `programs[${i}] is ${describe(p)}, not an object`);
        return {
            address: parseValue(`programs[${i}].address`, p.address, Number.MAX_SAFE_INTEGER),
            type: parseValue(`programs[${i}].type`, p.type),
        };
    });
}
/** Runs the command; returns the exit code. */
export async function run(argv) {
    const [file, ...extra] = argv;
    if (file === undefined || extra.length > 0)
        throw new UsageError('exactly one REGS.json file');
    const json = readInputJson(file);
    if (!isObject(json))
        throw new FileError(file, `holds ${describe(json)}, not an object of registers`);
    const wrapped = 'registers' in json;
    const regsJson = wrapped ? json.registers : json;
    if (!isObject(regsJson))
        throw new FileError(file, `"registers" is ${describe(regsJson)}, not an object`);
    const regs = RegisterFile.fromNames(Object.fromEntries(Object.entries(regsJson).map(([k, v]) => [k, parseValue(k, v)])));
    const programs = wrapped && json.programs !== undefined ? programRegistry(parsePrograms(file, json.programs)) : undefined;
    const draw = decodeDraw(regs, programs);
    process.stdout.write(`${JSON.stringify(draw, null, 2)}\n`);
    return 0;
}
//# sourceMappingURL=draw-decode.js.map