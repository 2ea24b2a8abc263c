/**
 * Generates src/vulkan/bindings.generated.ts from the Khronos registry (vk.xml, Debian libvulkan-dev).
 *
 * The commands and extra structs Oberon uses are listed below; every type they reach (structs, unions,
 * handles, enums, bitmasks) is pulled in by closure, so the generated file is the single source of truth
 * for C layouts (koffi type strings), command prototypes, enum values and the matching TypeScript types.
 *
 * Usage: node --import tsx scripts/gen-vulkan-bindings.ts [path/to/vk.xml] [out.ts]
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** Commands Oberon calls (core names; extension commands are loaded through GetProcAddr). */
const COMMANDS = `
vkCreateInstance vkDestroyInstance vkEnumerateInstanceExtensionProperties vkEnumerateInstanceLayerProperties
vkEnumerateInstanceVersion vkEnumeratePhysicalDevices vkGetPhysicalDeviceProperties vkGetPhysicalDeviceProperties2
vkGetPhysicalDeviceFeatures2 vkGetPhysicalDeviceQueueFamilyProperties vkGetPhysicalDeviceMemoryProperties
vkGetPhysicalDeviceFormatProperties vkGetPhysicalDeviceImageFormatProperties vkEnumerateDeviceExtensionProperties
vkCreateDevice vkGetDeviceProcAddr vkCreateDebugUtilsMessengerEXT vkDestroyDebugUtilsMessengerEXT
vkDestroyDevice vkGetDeviceQueue vkDeviceWaitIdle vkQueueSubmit vkQueueWaitIdle
vkCreateCommandPool vkDestroyCommandPool vkResetCommandPool vkAllocateCommandBuffers vkFreeCommandBuffers
vkBeginCommandBuffer vkEndCommandBuffer vkResetCommandBuffer
vkCreateFence vkDestroyFence vkWaitForFences vkResetFences vkGetFenceStatus
vkAllocateMemory vkFreeMemory vkMapMemory vkUnmapMemory vkFlushMappedMemoryRanges vkInvalidateMappedMemoryRanges
vkCreateBuffer vkDestroyBuffer vkGetBufferMemoryRequirements vkBindBufferMemory vkGetBufferDeviceAddress
vkCreateImage vkDestroyImage vkGetImageMemoryRequirements vkBindImageMemory vkCreateImageView vkDestroyImageView
vkCreateSampler vkDestroySampler vkCreateShaderModule vkDestroyShaderModule
vkCreatePipelineCache vkDestroyPipelineCache vkGetPipelineCacheData
vkCreatePipelineLayout vkDestroyPipelineLayout vkCreateDescriptorSetLayout vkDestroyDescriptorSetLayout
vkCreateDescriptorPool vkDestroyDescriptorPool vkResetDescriptorPool vkAllocateDescriptorSets vkUpdateDescriptorSets
vkCreateComputePipelines vkCreateGraphicsPipelines vkDestroyPipeline
vkCmdBindPipeline vkCmdBindDescriptorSets vkCmdPushConstants vkCmdBindVertexBuffers vkCmdBindIndexBuffer
vkCmdDispatch vkCmdDispatchIndirect vkCmdDraw vkCmdDrawIndexed vkCmdDrawIndirect vkCmdDrawIndexedIndirect
vkCmdDrawMeshTasksEXT vkCmdDrawMeshTasksIndirectEXT vkCmdPipelineBarrier vkCmdBeginRendering vkCmdEndRendering
vkCmdSetViewport vkCmdSetScissor vkCmdSetBlendConstants vkCmdSetStencilReference
vkCmdClearColorImage vkCmdClearDepthStencilImage vkCmdClearAttachments vkCmdFillBuffer vkCmdUpdateBuffer
vkCmdCopyBuffer vkCmdCopyBufferToImage vkCmdCopyImageToBuffer vkCmdCopyImage vkCmdBlitImage vkCmdResolveImage
vkCreateQueryPool vkDestroyQueryPool vkCmdResetQueryPool vkCmdWriteTimestamp vkGetQueryPoolResults
vkGetPipelineExecutablePropertiesKHR vkGetPipelineExecutableStatisticsKHR
vkGetPipelineExecutableInternalRepresentationsKHR
`;

/** Structs reached only through pNext chains or used as raw memory layouts (indirect commands). */
const EXTRA_TYPES = `
VkPhysicalDeviceFeatures2 VkPhysicalDeviceProperties2 VkPhysicalDeviceVulkan11Features
VkPhysicalDeviceVulkan12Features VkPhysicalDeviceVulkan13Features VkPhysicalDeviceVulkan11Properties
VkPhysicalDeviceVulkan12Properties VkPhysicalDeviceVulkan13Properties VkPhysicalDeviceMeshShaderFeaturesEXT
VkPhysicalDeviceMeshShaderPropertiesEXT VkPhysicalDeviceFragmentShaderBarycentricFeaturesKHR
VkPhysicalDeviceFragmentShaderBarycentricPropertiesKHR VkPhysicalDeviceProvokingVertexFeaturesEXT
VkPhysicalDeviceProvokingVertexPropertiesEXT VkPipelineRasterizationProvokingVertexStateCreateInfoEXT
VkPipelineShaderStageRequiredSubgroupSizeCreateInfo VkPipelineRenderingCreateInfo VkValidationFeaturesEXT
VkDebugUtilsMessengerCreateInfoEXT VkPipelineTessellationDomainOriginStateCreateInfo VkMemoryAllocateFlagsInfo
VkDrawIndirectCommand VkDrawIndexedIndirectCommand VkDispatchIndirectCommand VkDrawMeshTasksIndirectCommandEXT
VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR
PFN_vkDebugUtilsMessengerCallbackEXT
`;

// ---------------------------------------------------------------------------------------------------------
// A minimal XML reader: vk.xml is well formed, has no CDATA and only the five predefined entities.

interface XNode {
  tag: string;
  attrs: Record<string, string>;
  children: (XNode | string)[];
}

function unescapeXml(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function parseXml(text: string): XNode {
  const root: XNode = { tag: '#root', attrs: {}, children: [] };
  const stack = [root];
  const re =
    /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/([\w:-]+)\s*>|<([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const top = stack[stack.length - 1];
    if (m[1]) {
      if (top.tag !== m[1]) throw new Error(`vk.xml: </${m[1]}> closes <${top.tag}> at ${m.index}`);
      stack.pop();
    } else if (m[2]) {
      const attrs: Record<string, string> = {};
      for (const a of m[3].matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1]] = unescapeXml(a[2]);
      const node: XNode = { tag: m[2], attrs, children: [] };
      top.children.push(node);
      if (!m[4]) stack.push(node);
    } else if (m[5] !== undefined) {
      top.children.push(unescapeXml(m[5]));
    }
  }
  return root;
}

const elems = (n: XNode, tag?: string): XNode[] =>
  n.children.filter((c): c is XNode => typeof c !== 'string' && (tag === undefined || c.tag === tag));
const textOf = (n: XNode | string): string =>
  typeof n === 'string' ? n : n.tag === 'comment' ? '' : n.children.map(textOf).join('');
const isVulkanApi = (n: XNode): boolean => !n.attrs.api || n.attrs.api.split(',').includes('vulkan');

// ---------------------------------------------------------------------------------------------------------
// Registry model.

interface Decl {
  /** Text before the name ("const VkFoo*"), normalized. */
  prefix: string;
  base: string;
  name: string;
  /** Fixed array length, or 0. */
  array: number;
  len?: string;
}

interface TypeInfo {
  name: string;
  category: string;
  node: XNode;
  alias?: string;
}

const xmlPath = process.argv[2] ?? '/usr/share/vulkan/registry/vk.xml';
const outPath = process.argv[3] ?? new URL('../src/vulkan/bindings.generated.ts', import.meta.url).pathname;
const registry = parseXml(readFileSync(xmlPath, 'utf8')).children.find(
  (c): c is XNode => typeof c !== 'string' && c.tag === 'registry',
)!;

const constants = new Map<string, string>();
const types = new Map<string, TypeInfo>();
const enumGroups = new Map<string, { type: string; bitwidth: number; values: Map<string, bigint> }>();
const commandNodes = new Map<string, XNode>();
const commandAliases = new Map<string, string>();
let headerVersion = 0;

for (const section of elems(registry)) {
  if (section.tag === 'types') {
    for (const t of elems(section, 'type')) {
      if (!isVulkanApi(t)) continue;
      const name = t.attrs.name ?? textOf(elems(t, 'name')[0] ?? '');
      if (!name) continue;
      types.set(name, { name, category: t.attrs.category ?? '', node: t, alias: t.attrs.alias });
      const hv = /VK_HEADER_VERSION (\d+)/.exec(textOf(t));
      if (name === 'VK_HEADER_VERSION' && hv) headerVersion = Number(hv[1]);
    }
  } else if (section.tag === 'enums') {
    const name = section.attrs.name;
    if (name === 'API Constants') {
      for (const e of elems(section, 'enum')) constants.set(e.attrs.name, e.attrs.value ?? e.attrs.alias);
      continue;
    }
    const group = {
      type: section.attrs.type,
      bitwidth: Number(section.attrs.bitwidth ?? 32),
      values: new Map(),
    };
    enumGroups.set(name, group);
    for (const e of elems(section, 'enum')) addEnum(group.values, e, 0);
  } else if (section.tag === 'commands') {
    for (const c of elems(section, 'command')) {
      if (!isVulkanApi(c)) continue;
      if (c.attrs.alias) commandAliases.set(c.attrs.name, c.attrs.alias);
      else commandNodes.set(textOf(elems(elems(c, 'proto')[0], 'name')[0]), c);
    }
  }
}

function addEnum(values: Map<string, bigint>, e: XNode, extNumber: number): void {
  const a = e.attrs;
  let v: bigint;
  if (a.alias) {
    const target = values.get(a.alias);
    if (target === undefined) return;
    v = target;
  } else if (a.bitpos !== undefined) v = 1n << BigInt(a.bitpos);
  else if (a.offset !== undefined) {
    const ext = BigInt(a.extnumber ?? extNumber);
    v = 1000000000n + (ext - 1n) * 1000n + BigInt(a.offset);
    if (a.dir === '-') v = -v;
  } else if (a.value !== undefined) v = BigInt(a.value);
  else return;
  values.set(a.name, v);
}

// Enum values added by core versions and by supported extensions.
const pendingAliases: [string, XNode][] = [];
for (const section of elems(registry)) {
  const extensions = section.tag === 'extensions' ? elems(section, 'extension') : [];
  const blocks = section.tag === 'feature' ? [section] : extensions;
  for (const block of blocks) {
    if (!isVulkanApi(block) || block.attrs.supported === 'disabled') continue;
    for (const req of elems(block, 'require')) {
      if (!isVulkanApi(req)) continue;
      for (const e of elems(req, 'enum')) {
        const group = e.attrs.extends ? enumGroups.get(e.attrs.extends) : undefined;
        if (!group) continue;
        if (e.attrs.alias) pendingAliases.push([e.attrs.extends, e]);
        else addEnum(group.values, e, Number(block.attrs.number ?? 0));
      }
    }
  }
}
for (const [group, e] of pendingAliases) addEnum(enumGroups.get(group)!.values, e, 0);

function resolveType(name: string): TypeInfo | undefined {
  let t = types.get(name);
  while (t?.alias) t = types.get(t.alias);
  return t;
}

/** Reads a <member> or <param> into a declaration. */
function parseDecl(n: XNode): Decl {
  let before = '';
  let after = '';
  let name = '';
  let base = '';
  for (const c of n.children) {
    if (typeof c !== 'string' && c.tag === 'name') name = textOf(c);
    else if (typeof c !== 'string' && c.tag === 'comment') continue;
    else {
      const t = textOf(c);
      if (typeof c !== 'string' && c.tag === 'type') base = t;
      if (name) after += t;
      else before += t;
    }
  }
  let array = 0;
  const dims = [...after.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1].trim());
  if (dims.length > 1) throw new Error(`multi-dimensional array ${name}`);
  if (dims.length === 1) array = Number(constants.get(dims[0]) ?? dims[0]);
  if (after.includes(':')) throw new Error(`bitfield member ${name}`);
  const prefix = before
    .replace(/\s+/g, ' ')
    .replace(/\s*\*\s*/g, '*')
    .trim();
  return { prefix, base, name, array, len: n.attrs.len };
}

// ---------------------------------------------------------------------------------------------------------
// Closure over the types the selection reaches.

const selectedTypes = new Set<string>();
function want(name: string): void {
  const t = resolveType(name);
  if (!t || selectedTypes.has(t.name)) return;
  selectedTypes.add(t.name);
  if (t.category === 'struct' || t.category === 'union') {
    for (const m of elems(t.node, 'member')) if (isVulkanApi(m)) want(parseDecl(m).base);
  } else if (t.category === 'bitmask') {
    const bits = t.node.attrs.requires ?? t.node.attrs.bitvalues;
    if (bits) want(bits);
  } else if (t.category === 'funcpointer') {
    for (const ty of elems(t.node, 'type')) want(textOf(ty));
  }
}

const commandNames = COMMANDS.split(/\s+/).filter(Boolean);
for (const name of commandNames) {
  const node = commandNodes.get(commandAliases.get(name) ?? name);
  if (!node) throw new Error(`vk.xml has no command ${name}`);
  for (const p of [...elems(node, 'proto'), ...elems(node, 'param')])
    if (isVulkanApi(p)) want(parseDecl(p).base);
}
for (const name of EXTRA_TYPES.split(/\s+/).filter(Boolean)) {
  if (!resolveType(name)) throw new Error(`vk.xml has no type ${name}`);
  want(name);
}

// ---------------------------------------------------------------------------------------------------------
// Mapping to koffi C type strings and TypeScript types.

const PRIMITIVE_TS: Record<string, string> = {
  void: 'void',
  char: 'number',
  float: 'number',
  double: 'number',
  int8_t: 'number',
  uint8_t: 'number',
  int16_t: 'number',
  uint16_t: 'number',
  int32_t: 'number',
  uint32_t: 'number',
  int64_t: 'number | bigint',
  uint64_t: 'number | bigint',
  size_t: 'number | bigint',
  int: 'number',
};

/** The koffi scalar a selected non-struct type stands for. */
function scalarOf(name: string): string | undefined {
  if (name in PRIMITIVE_TS) return name;
  const t = resolveType(name);
  if (!t) return undefined;
  if (t.category === 'enum') return enumGroups.get(t.name)?.bitwidth === 64 ? 'uint64_t' : 'int32_t';
  if (t.category === 'bitmask' || t.category === 'basetype') {
    const under = textOf(elems(t.node, 'type')[0] ?? '');
    return under ? scalarOf(under) : undefined;
  }
  if (t.category === 'funcpointer') return 'void *';
  return undefined;
}

function isHandle(name: string): boolean {
  return resolveType(name)?.category === 'handle';
}

function tsScalar(base: string): string {
  const s = scalarOf(base);
  if (s === 'void *') return 'bigint | null';
  return s ? PRIMITIVE_TS[s] : 'never';
}

/** TypeScript type of a declaration; `input` picks Partial for struct pointers. */
function tsType(d: Decl): string {
  const stars = (d.prefix.match(/\*/g) ?? []).length;
  const isConst = d.prefix.startsWith('const');
  const t = resolveType(d.base);
  const isStruct = t?.category === 'struct' || t?.category === 'union';
  if (d.array) return d.base === 'char' ? 'string' : `ArrayLike<${isStruct ? t!.name : tsScalar(d.base)}>`;
  if (stars === 0) {
    if (isHandle(d.base)) return 'VkHandle';
    if (isStruct) return t!.category === 'union' ? `Partial<${t!.name}>` : t!.name;
    return tsScalar(d.base);
  }
  if (!isConst || d.base === 'void') return 'unknown';
  if (d.base === 'char') return stars === 1 ? 'string | null' : 'readonly string[] | null';
  if (isStruct) return `Partial<${t!.name}> | readonly Partial<${t!.name}>[] | bigint | null`;
  if (isHandle(d.base)) return 'readonly VkHandle[] | bigint | null';
  return 'readonly number[] | ArrayBufferView | bigint | null';
}

/** koffi type string of a declaration. */
function cType(d: Decl, direction: boolean): string {
  const stars = (d.prefix.match(/\*/g) ?? []).length;
  const isConst = d.prefix.startsWith('const');
  const t = resolveType(d.base);
  let base =
    t && (t.category === 'struct' || t.category === 'union' || t.category === 'handle') ? t.name : d.base;
  if (t && t.category !== 'struct' && t.category !== 'union' && t.category !== 'handle') base = t.name;
  let s = `${isConst ? 'const ' : ''}${base}${' *'.repeat(stars)}`;
  if (d.array && direction)
    s += ' *'; // array parameters decay to pointers
  else if (d.array) s += ` [${d.array}]`;
  if (direction && stars > 0 && !isConst) s = `_Inout_ ${s}`;
  return s;
}

// ---------------------------------------------------------------------------------------------------------
// Emission.

const out: string[] = [];
const emit = (s: string) => out.push(s);
emit('// generated by scripts/gen-vulkan-bindings.ts from vk.xml; do not edit.');
emit('/* biome-ignore-all format: generated */');
emit('/**');
emit(
  ' * Vulkan bindings for Oberon: koffi layouts and prototypes, enum values and TypeScript shapes, all taken',
);
emit(' * from the Khronos registry. Regenerate with `node --import tsx scripts/gen-vulkan-bindings.ts`.');
emit(' */');
emit('');
emit(`/** VK_HEADER_VERSION of the vk.xml these bindings come from. */`);
emit(`export const VK_HEADER_VERSION = ${headerVersion};`);
emit('');
emit('/** A Vulkan handle (dispatchable or not): a pointer-sized BigInt, or null for VK_NULL_HANDLE. */');
emit('export type VkHandle = bigint | null;');
emit('');

const sorted = [...selectedTypes].sort();
const handleList = sorted.filter((n) => resolveType(n)?.category === 'handle');
emit('/** Handle types, each a named opaque pointer in koffi. */');
emit(`export const HANDLES: readonly string[] = ${JSON.stringify(handleList)};`);
emit('');

const scalarAliases = sorted
  .filter(
    (n) => !['struct', 'union', 'handle'].includes(resolveType(n)?.category ?? '') && !(n in PRIMITIVE_TS),
  )
  .map((n) => [n, scalarOf(n)] as const)
  .filter((x): x is readonly [string, string] => x[1] !== undefined);
emit('/** Scalar typedefs (enums, bitmasks, base types) and the C scalar each aliases. */');
emit(
  `export const SCALAR_ALIASES: readonly (readonly [string, string])[] = ${JSON.stringify(scalarAliases)};`,
);
emit('');

/**
 * Structs in dependency order: every struct after the structs it holds by value or points to, so koffi
 * knows each pointee's size when it registers a pointer member (arrays behind pointers need the stride).
 */
const structOrder: string[] = [];
const visited = new Set<string>();
const onStack = new Set<string>();
function orderStruct(name: string): void {
  if (visited.has(name)) return;
  if (onStack.has(name)) throw new Error(`struct dependency cycle through ${name}`);
  onStack.add(name);
  const t = resolveType(name)!;
  for (const m of elems(t.node, 'member')) {
    const d = parseDecl(m);
    const mt = resolveType(d.base);
    if (mt?.category === 'struct' || mt?.category === 'union') orderStruct(mt.name);
  }
  onStack.delete(name);
  visited.add(name);
  structOrder.push(name);
}
for (const n of sorted) if (['struct', 'union'].includes(resolveType(n)!.category)) orderStruct(n);

emit('/** One struct or union: its sType (if any) and members as [name, koffi type string]. */');
emit('export interface StructDef {');
emit('  readonly name: string;');
emit('  readonly union?: true;');
emit('  readonly sType?: number;');
emit('  readonly members: readonly (readonly [string, string])[];');
emit('}');
emit('');
emit('/** Every struct and union, dependencies first. */');
emit('export const STRUCTS: readonly StructDef[] = [');
const sTypes = enumGroups.get('VkStructureType')!.values;
const interfaces: string[] = [];
for (const name of structOrder) {
  const t = resolveType(name)!;
  const members = elems(t.node, 'member').filter(isVulkanApi).map(parseDecl);
  const stypeAttr = elems(t.node, 'member').find((m) => m.attrs.values)?.attrs.values;
  const stype = stypeAttr ? sTypes.get(stypeAttr) : undefined;
  const fields = members.map((d) => [d.name, cType(d, false)]);
  const head = `name: '${name}'${t.category === 'union' ? ', union: true' : ''}${stype !== undefined ? `, sType: ${stype}` : ''}`;
  emit(`  { ${head}, members: ${JSON.stringify(fields)} },`);
  interfaces.push(`export interface ${name} {`);
  for (const d of members) interfaces.push(`  ${d.name}: ${tsType(d)};`);
  interfaces.push('}');
}
emit('];');
emit('');

emit(
  '/** Function pointer types: [name, koffi prototype named `<name>_fn`]; members hold them as `void *`. */',
);
const fps: [string, string][] = [];
for (const n of sorted.filter((x) => resolveType(x)?.category === 'funcpointer')) {
  const text = textOf(resolveType(n)!.node).replace(/\s+/g, ' ');
  const m = /typedef (.*?) \(VKAPI_PTR \*(\w+)\)\((.*)\);/.exec(text);
  if (!m) throw new Error(`cannot read funcpointer ${n}`);
  fps.push([n, `${m[1]} ${m[2]}_fn(${m[3].replace(/\*/g, ' *')})`]);
}
emit(`export const FUNCPOINTERS: readonly (readonly [string, string])[] = ${JSON.stringify(fps)};`);
emit('');

emit('/** Where a command is loaded: from the loader, per instance, or per device. */');
emit("export type CommandLevel = 'global' | 'instance' | 'device';");
emit('/** Every command: [name, level, koffi prototype]. */');
emit('export const COMMANDS: readonly (readonly [keyof VkCommands, CommandLevel, string])[] = [');
const sigs: string[] = [];
for (const name of commandNames) {
  const node = commandNodes.get(commandAliases.get(name) ?? name)!;
  const proto = parseDecl(elems(node, 'proto')[0]);
  const params = elems(node, 'param').filter(isVulkanApi).map(parseDecl);
  const first = params[0] ? resolveType(params[0].base)?.name : undefined;
  let level = 'global';
  if (first === 'VkInstance' || first === 'VkPhysicalDevice' || name === 'vkGetDeviceProcAddr')
    level = 'instance';
  else if (first === 'VkDevice' || first === 'VkQueue' || first === 'VkCommandBuffer') level = 'device';
  const cparams = params.map((p) => `${cType(p, true)} ${p.name}`).join(', ');
  emit(`  ['${name}', '${level}', '${cType(proto, false)} ${name}(${cparams})'],`);
  const ret = proto.base === 'void' && !proto.prefix.includes('*') ? 'void' : tsType(proto);
  sigs.push(`  ${name}(${params.map((p) => `${p.name}: ${tsType(p)}`).join(', ')}): ${ret};`);
}
emit('];');
emit('');
emit('/** TypeScript signatures of the commands. */');
emit('export interface VkCommands {');
for (const s of sigs) emit(s);
emit('}');
emit('');
emit('// Struct shapes as koffi decodes them; inputs take Partial<> (absent members are zero).');
for (const line of interfaces) emit(line);
emit('');
emit('/** Every struct type by name, for generic helpers keyed by struct name. */');
emit('export interface VkStructs {');
for (const name of structOrder) emit(`  ${name}: ${name};`);
emit('}');
emit('');

emit('// Enum and bitmask values.');
const enumNames = sorted.filter((n) => {
  const t = resolveType(n)!;
  return t.category === 'enum' && n !== 'VkStructureType';
});
for (const n of enumNames) {
  const g = enumGroups.get(n);
  if (!g) continue;
  emit(`// ${n}`);
  for (const [k, v] of g.values) {
    const lit = g.bitwidth === 64 ? `${v}n` : v >= 0x10000000n ? `0x${v.toString(16)}` : `${v}`;
    emit(`export const ${k} = ${lit};`);
  }
}
emit('');
emit('/** VkResult names by value, for error messages. */');
const resultNames = new Map<bigint, string>();
for (const [k, v] of enumGroups.get('VkResult')!.values) if (!resultNames.has(v)) resultNames.set(v, k);
const results = [...resultNames].map(([v, k]) => `  [${v}]: '${k}',`);
emit(`export const VK_RESULT_NAMES: Readonly<Record<number, string>> = {\n${results.join('\n')}\n};`);
emit('');
emit('/** VkFormat values by name (the format table of the vulkan layer looks them up here). */');
const formats = [...enumGroups.get('VkFormat')!.values].map(([k, v]) => `  ${k}: ${v},`);
emit(`export const VK_FORMATS: Readonly<Record<string, number>> = {\n${formats.join('\n')}\n};`);
emit('');
emit('/** API constants used by the layer. */');
for (const k of [
  'VK_WHOLE_SIZE',
  'VK_REMAINING_MIP_LEVELS',
  'VK_REMAINING_ARRAY_LAYERS',
  'VK_ATTACHMENT_UNUSED',
  'VK_QUEUE_FAMILY_IGNORED',
]) {
  const v = constants.get(k)!;
  emit(`export const ${k} = ${v === '(~0ULL)' ? '0xffffffffffffffffn' : '0xffffffff'};`);
}
writeFileSync(outPath, `${out.join('\n')}\n`);
process.stdout.write(
  `wrote ${outPath}: ${commandNames.length} commands, ${structOrder.length} structs, ${enumNames.length} enums\n`,
);
