/**
 * The koffi side of the bindings: loads libvulkan, registers every generated type with koffi once, and
 * builds command tables (global from the loader, instance and device commands through GetProcAddr, so
 * device calls skip the loader trampoline).
 *
 * Invariant: `registerTypes` runs before any prototype is parsed; commands the driver does not expose
 * (an extension not enabled) become functions that throw {@link VulkanUnsupportedError} when called.
 */
import koffi from 'koffi';
import { COMMANDS, FUNCPOINTERS, HANDLES, SCALAR_ALIASES, STRUCTS, } from './bindings.generated.js';
import { VulkanUnsupportedError } from './errors.js';
let registered = false;
let library;
let getInstanceProcAddr;
const protos = new Map();
/** Registers handles, scalar typedefs, structs, unions and function pointer prototypes with koffi. */
export function registerTypes() {
    if (registered)
        return;
    registered = true;
    for (const name of HANDLES)
        koffi.pointer(name, koffi.opaque(`${name}_T`));
    for (const [name, scalar] of SCALAR_ALIASES)
        koffi.alias(name, scalar);
    // STRUCTS lists pointees before the structs pointing to them: koffi takes a pointer member's element
    // size at registration, so a forward (opaque) declaration would give arrays behind pointers stride 0.
    for (const s of STRUCTS) {
        const def = Object.fromEntries(s.members);
        if (s.union)
            koffi.union(s.name, def);
        else
            koffi.struct(s.name, def);
    }
    for (const [, proto] of FUNCPOINTERS)
        koffi.proto(proto);
    for (const [name, , proto] of COMMANDS)
        protos.set(name, koffi.proto(proto.replace(` ${name}(`, ` ${name}_cmd(`)));
}
/** The loader library (libvulkan.so.1), loaded on first use. */
export function vulkanLibrary() {
    registerTypes();
    if (!library) {
        library = koffi.load(process.platform === 'win32' ? 'vulkan-1.dll' : 'libvulkan.so.1');
        getInstanceProcAddr = library.func('void * vkGetInstanceProcAddr(VkInstance instance, const char * pName)');
    }
    return library;
}
function unavailable(name) {
    return () => {
        throw new VulkanUnsupportedError(name, 'the driver does not expose this command (extension not enabled?)');
    };
}
export function loadCommands(level, handle, getDeviceProcAddr) {
    vulkanLibrary();
    const table = {};
    for (const [name, cmdLevel] of COMMANDS) {
        if (cmdLevel !== level)
            continue;
        const ptr = level === 'device' ? getDeviceProcAddr(handle, name) : getInstanceProcAddr(handle, name);
        table[name] = ptr ? koffi.decode(ptr, protos.get(name)) : unavailable(name);
    }
    // The table is filled from COMMANDS, whose names are exactly the keys of VkCommands.
    return table;
}
/** koffi's handle on a registered type by name. */
export function typeOf(name) {
    registerTypes();
    return koffi.type(name);
}
//# sourceMappingURL=ffi.js.map