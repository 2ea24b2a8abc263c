/**
 * The recompile request: everything a recompile depends on, as plain JSON-compatible data (program
 * words, stage, wave size, user SGPR values, the guest memory the program's resource tables read, the
 * stage configuration and the host target profile). Requests are versioned; `parseRequest` checks a
 * request read from JSON field by field and names the first bad one.
 */
import { OberonError } from '../util/errors.js';
/**
 * Bumped when the request's shape or meaning changes. 2 added compute.pgmRsrc1; a version-1 request
 * (which had no such field) still loads, as a version-2 request without it.
 */
export const REQUEST_VERSION = 2;
/** Older request versions parseRequest upgrades to REQUEST_VERSION. */
const UPGRADABLE_VERSIONS = [1];
/** A malformed request: names the field and the reason. */
export class RequestError extends OberonError {
    field;
    reason;
    constructor(field, reason) {
        super('E_REQUEST', `recompile request: ${field}: ${reason}`);
        this.field = field;
        this.reason = reason;
    }
}
const isU32 = (x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 0xffffffff;
/**
 * What one compute launch may ask for: a workgroup of at most 1024 threads (GFX10's limit, and
 * Vulkan's usual maxComputeWorkGroupInvocations), 64 KiB of LDS, 32 user SGPR values.
 */
export const LAUNCH_LIMITS = { maxWorkgroupSize: 1024, maxLdsBytes: 65536, maxUserSgprs: 32 };
/**
 * Checks a launch against {@link LAUNCH_LIMITS}; throws RequestError naming the request field
 * (`compute.workgroupSize`, `compute.ldsBytes`, `userSgprs`). parseRequest and the `exec` command's
 * launch flags both check through it, so every path accepts the same launches.
 */
export function checkLaunch(launch) {
    const { maxWorkgroupSize, maxLdsBytes, maxUserSgprs } = LAUNCH_LIMITS;
    const size = launch.workgroupSize;
    if (!Array.isArray(size) ||
        size.length !== 3 ||
        !size.every((n) => isU32(n) && n >= 1 && n <= maxWorkgroupSize)) {
        throw new RequestError('compute.workgroupSize', `needs three sizes of 1..${maxWorkgroupSize}`);
    }
    const threads = size[0] * size[1] * size[2];
    if (threads > maxWorkgroupSize) {
        throw new RequestError('compute.workgroupSize', `${size.join('x')} is ${threads} threads, more than ${maxWorkgroupSize}`);
    }
    if (!isU32(launch.ldsBytes) || launch.ldsBytes > maxLdsBytes)
        throw new RequestError('compute.ldsBytes', `needs 0..${maxLdsBytes}`);
    const sgprs = launch.userSgprs;
    if (!Array.isArray(sgprs) || !sgprs.every(isU32) || sgprs.length > maxUserSgprs) {
        throw new RequestError('userSgprs', `needs at most ${maxUserSgprs} u32 values`);
    }
}
/** Parses a guest address text (`0x...` or decimal) to a u64. */
export function parseAddress(text, field) {
    if (!/^(0x[0-9a-f]+|\d+)$/i.test(text))
        throw new RequestError(field, `'${text}' is not an address`);
    const v = BigInt(text);
    if (v >= 1n << 64n)
        throw new RequestError(field, `${text} is past 64 bits`);
    return v;
}
/** The u32 words of a memory region. */
export function regionWords(region, field) {
    if (region.words !== undefined) {
        if (!region.words.every(isU32))
            throw new RequestError(`${field}.words`, 'not all u32 values');
        return Uint32Array.from(region.words);
    }
    if (region.bytes === undefined)
        throw new RequestError(field, 'needs bytes (base64) or words');
    const bytes = Buffer.from(region.bytes, 'base64');
    if (bytes.length % 4 !== 0)
        throw new RequestError(`${field}.bytes`, `${bytes.length} bytes is not whole dwords`);
    const words = new Uint32Array(bytes.length / 4);
    for (let i = 0; i < words.length; i++)
        words[i] = bytes.readUInt32LE(i * 4);
    return words;
}
/**
 * Checks an untrusted value (e.g. from JSON) is a request, upgraded to REQUEST_VERSION; throws
 * RequestError naming the field.
 */
export function parseRequest(value) {
    const r = value;
    if (typeof r !== 'object' || r === null)
        throw new RequestError('<request>', 'not an object');
    if (r.version !== REQUEST_VERSION && !UPGRADABLE_VERSIONS.includes(r.version)) {
        throw new RequestError('version', `${String(r.version)} is not a supported version (${[...UPGRADABLE_VERSIONS, REQUEST_VERSION].join(', ')})`);
    }
    if (r.stage !== 'compute')
        throw new RequestError('stage', `'${String(r.stage)}' is not supported (compute only)`);
    if (r.mcpu !== 'gfx1013' && r.mcpu !== 'gfx1030')
        throw new RequestError('mcpu', `'${String(r.mcpu)}'`);
    if (r.waveSize !== 32 && r.waveSize !== 64)
        throw new RequestError('waveSize', `${String(r.waveSize)} is not 32 or 64`);
    if (!Array.isArray(r.program) || r.program.length === 0 || !r.program.every(isU32)) {
        throw new RequestError('program', 'needs a non-empty array of u32 words');
    }
    if (r.entry !== undefined && !(isU32(r.entry) && r.entry % 4 === 0))
        throw new RequestError('entry', 'not a dword offset');
    if (r.programAddress !== undefined)
        parseAddress(String(r.programAddress), 'programAddress');
    if (!Array.isArray(r.memory))
        throw new RequestError('memory', 'needs an array of regions');
    r.memory.forEach((m, i) => {
        parseAddress(String(m?.base), `memory[${i}].base`);
        regionWords(m, `memory[${i}]`);
    });
    const c = r.compute;
    if (typeof c !== 'object' || c === null)
        throw new RequestError('compute', 'missing');
    checkLaunch({ workgroupSize: c.workgroupSize, ldsBytes: c.ldsBytes, userSgprs: r.userSgprs });
    const ids = c.workgroupIdSgprs;
    if (!Array.isArray(ids) || ids.length !== 3 || !ids.every((b) => typeof b === 'boolean')) {
        throw new RequestError('compute.workgroupIdSgprs', 'needs three booleans');
    }
    if (c.tgSizeSgpr !== undefined && typeof c.tgSizeSgpr !== 'boolean')
        throw new RequestError('compute.tgSizeSgpr', `${String(c.tgSizeSgpr)} is not a boolean`);
    if (c.localIdComponents !== 1 && c.localIdComponents !== 2 && c.localIdComponents !== 3) {
        throw new RequestError('compute.localIdComponents', 'needs 1, 2 or 3');
    }
    if (c.pgmRsrc1 !== undefined && !isU32(c.pgmRsrc1)) {
        throw new RequestError('compute.pgmRsrc1', `${String(c.pgmRsrc1)} is not a u32`);
    }
    const t = r.target;
    if (typeof t !== 'object' ||
        t === null ||
        typeof t.subgroup !== 'object' ||
        typeof t.features !== 'object') {
        throw new RequestError('target', 'needs a target profile (src/util/target-profile.ts)');
    }
    // Version 1 differs only by lacking compute.pgmRsrc1: upgrade it, so equal requests get equal keys.
    return r.version === REQUEST_VERSION
        ? value
        : { ...value, version: REQUEST_VERSION };
}
/** The request as JSON text (what `--dump-request` writes). */
export function dumpRequest(request) {
    return `${JSON.stringify(request, null, 1)}\n`;
}
/** Reads a request from JSON text. */
export function loadRequest(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new RequestError('<json>', error.message);
    }
    return parseRequest(value);
}
//# sourceMappingURL=request.js.map