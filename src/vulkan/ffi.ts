/**
 * The koffi side of the bindings: loads libvulkan, registers every generated type with koffi once, and
 * builds command tables (global from the loader, instance and device commands through GetProcAddr, so
 * device calls skip the loader trampoline).
 *
 * Invariant: `registerTypes` runs before any prototype is parsed; commands the driver does not expose
 * (an extension not enabled) become functions that throw {@link VulkanUnsupportedError} when called.
 */
import koffi from 'koffi';
import {
  COMMANDS,
  FUNCPOINTERS,
  HANDLES,
  SCALAR_ALIASES,
  STRUCTS,
  type VkCommands,
  type VkHandle,
} from './bindings.generated.js';
import { VulkanUnsupportedError } from './errors.js';

/** koffi's type object, as its declarations name it. */
export type KoffiType = ReturnType<typeof koffi.type>;

let registered = false;
let library: ReturnType<typeof koffi.load> | undefined;
let getInstanceProcAddr: ((instance: VkHandle, name: string) => bigint | null) | undefined;
const protos = new Map<string, KoffiType>();

/** Registers handles, scalar typedefs, structs, unions and function pointer prototypes with koffi. */
export function registerTypes(): void {
  if (registered) return;
  registered = true;
  for (const name of HANDLES) koffi.pointer(name, koffi.opaque(`${name}_T`));
  for (const [name, scalar] of SCALAR_ALIASES) koffi.alias(name, scalar);
  // STRUCTS lists pointees before the structs pointing to them: koffi takes a pointer member's element
  // size at registration, so a forward (opaque) declaration would give arrays behind pointers stride 0.
  for (const s of STRUCTS) {
    const def = Object.fromEntries(s.members);
    if (s.union) koffi.union(s.name, def);
    else koffi.struct(s.name, def);
  }
  for (const [, proto] of FUNCPOINTERS) koffi.proto(proto);
  for (const [name, , proto] of COMMANDS)
    protos.set(name, koffi.proto(proto.replace(` ${name}(`, ` ${name}_cmd(`)));
}

/** The loader library (libvulkan.so.1), loaded on first use. */
export function vulkanLibrary(): ReturnType<typeof koffi.load> {
  registerTypes();
  if (!library) {
    library = koffi.load(process.platform === 'win32' ? 'vulkan-1.dll' : 'libvulkan.so.1');
    getInstanceProcAddr = library.func(
      'void * vkGetInstanceProcAddr(VkInstance instance, const char * pName)',
    );
  }
  return library;
}

function unavailable(name: string): () => never {
  return () => {
    throw new VulkanUnsupportedError(
      name,
      'the driver does not expose this command (extension not enabled?)',
    );
  };
}

/**
 * Loads the commands of one level. `global` needs no handle; `instance` takes the VkInstance; `device`
 * takes the instance's `vkGetDeviceProcAddr` and the VkDevice.
 */
export function loadCommands(level: 'global' | 'instance', instance: VkHandle): VkCommands;
export function loadCommands(
  level: 'device',
  device: VkHandle,
  getDeviceProcAddr: VkCommands['vkGetDeviceProcAddr'],
): VkCommands;
export function loadCommands(
  level: 'global' | 'instance' | 'device',
  handle: VkHandle,
  getDeviceProcAddr?: VkCommands['vkGetDeviceProcAddr'],
): VkCommands {
  vulkanLibrary();
  const table: Record<string, unknown> = {};
  for (const [name, cmdLevel] of COMMANDS) {
    if (cmdLevel !== level) continue;
    const ptr = level === 'device' ? getDeviceProcAddr!(handle, name) : getInstanceProcAddr!(handle, name);
    table[name] = ptr ? koffi.decode(ptr, protos.get(name)!) : unavailable(name);
  }
  // The table is filled from COMMANDS, whose names are exactly the keys of VkCommands.
  return table as unknown as VkCommands;
}

/** koffi's handle on a registered type by name. */
export function typeOf(name: string): KoffiType {
  registerTypes();
  return koffi.type(name);
}
