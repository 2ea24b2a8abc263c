/**
 * Struct helpers over the generated table: fill `sType` from the registry, build input pNext chains
 * (koffi marshals each link through `koffi.as`), and read output chains through native memory
 * (koffi cannot copy out through `void *pNext`, so each link is allocated, linked by address, decoded).
 */
import koffi from 'koffi';
import { InternalError } from '../util/errors.js';
import { STRUCTS } from './bindings.generated.js';
import { registerTypes } from './ffi.js';
const sTypes = new Map(STRUCTS.filter((s) => s.sType !== undefined).map((s) => [s.name, s.sType]));
/** The VkStructureType of a struct, from vk.xml. */
export function sTypeOf(name) {
    const v = sTypes.get(name);
    if (v === undefined)
        throw new InternalError(`${name} has no sType`);
    return v;
}
/** An input struct with its sType filled (when it has one); absent members are zero. */
export function info(name, value) {
    const s = sTypes.get(name);
    return s === undefined ? value : { sType: s, ...value };
}
/** Builds an input pNext chain (first link first); the result goes in a struct's `pNext`. */
export function chain(...links) {
    registerTypes();
    let next = null;
    for (let i = links.length - 1; i >= 0; i--) {
        const link = links[i];
        if (!link)
            continue;
        const [name, value] = link;
        next = koffi.as({ ...value, sType: sTypeOf(name), pNext: next }, `${name} *`);
    }
    return next;
}
/**
 * Calls `fill(pointer)` with an output struct `names[0]` whose pNext chain holds `names[1..]`, then decodes
 * every link. Returns the decoded structs in the order given.
 */
export function queryChain(names, fill) {
    registerTypes();
    const pointers = names.map((name) => koffi.alloc(name, 1));
    try {
        for (let i = names.length - 1; i >= 0; i--) {
            const pNext = i + 1 < names.length ? pointers[i + 1] : null;
            koffi.encode(pointers[i], names[i], { sType: sTypeOf(names[i]), pNext });
        }
        fill(pointers[0]);
        // Decoded objects match the generated interfaces member for member.
        return names.map((name, i) => koffi.decode(pointers[i], name));
    }
    finally {
        for (const p of pointers)
            koffi.free(p);
    }
}
/** Decodes `count` structs of type `name` from native memory or a buffer. */
export function decodeArray(source, name, count) {
    registerTypes();
    return koffi.decode(source, name, count);
}
/** Byte size of a registered struct. */
export function sizeOf(name) {
    registerTypes();
    return koffi.sizeof(name);
}
/**
 * The two-call enumeration idiom: `call(count, null)` for the count, then `call(count, pointer)` into
 * native memory of `count` structs of type `name`, decoded. `call` returns the VkResult (or 0 for void).
 */
export function enumerate(name, call) {
    registerTypes();
    const count = [0];
    call(count, null);
    if (count[0] === 0)
        return [];
    const pointer = koffi.alloc(name, count[0]);
    try {
        const init = sTypes.get(name);
        if (init !== undefined) {
            for (let i = 0; i < count[0]; i++)
                koffi.encode(pointer, i * koffi.sizeof(name), name, { sType: init });
        }
        call(count, pointer);
        return koffi.decode(pointer, name, count[0]);
    }
    finally {
        koffi.free(pointer);
    }
}
//# sourceMappingURL=structs.js.map