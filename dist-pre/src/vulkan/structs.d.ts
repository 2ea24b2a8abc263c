import { type VkStructs } from './bindings.generated.js';
/** The VkStructureType of a struct, from vk.xml. */
export declare function sTypeOf(name: keyof VkStructs): number;
/** An input struct with its sType filled (when it has one); absent members are zero. */
export declare function info<K extends keyof VkStructs>(name: K, value: Partial<VkStructs[K]>): Partial<VkStructs[K]>;
/** One link of an input pNext chain. */
export type Link = {
    [K in keyof VkStructs]: readonly [K, Partial<VkStructs[K]>];
}[keyof VkStructs];
/** Builds an input pNext chain (first link first); the result goes in a struct's `pNext`. */
export declare function chain(...links: readonly (Link | undefined)[]): unknown;
/**
 * Calls `fill(pointer)` with an output struct `names[0]` whose pNext chain holds `names[1..]`, then decodes
 * every link. Returns the decoded structs in the order given.
 */
export declare function queryChain<const N extends readonly (keyof VkStructs)[]>(names: N, fill: (pointer: bigint) => void): {
    [I in keyof N]: VkStructs[N[I]];
};
/** Decodes `count` structs of type `name` from native memory or a buffer. */
export declare function decodeArray<K extends keyof VkStructs>(source: unknown, name: K, count: number): VkStructs[K][];
/** Byte size of a registered struct. */
export declare function sizeOf(name: keyof VkStructs): number;
/**
 * The two-call enumeration idiom: `call(count, null)` for the count, then `call(count, pointer)` into
 * native memory of `count` structs of type `name`, decoded. `call` returns the VkResult (or 0 for void).
 */
export declare function enumerate<K extends keyof VkStructs>(name: K, call: (count: number[], pointer: bigint | null) => number): VkStructs[K][];
