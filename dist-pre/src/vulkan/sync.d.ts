/** Stage and access masks of one side of a barrier. */
export interface SyncMask {
    readonly stage: number;
    readonly access: number;
}
/** Named kinds of GPU work, for memory barriers between them. */
export type SyncScope = 'transfer' | 'compute' | 'graphics' | 'indirect' | 'vertexInput' | 'host' | 'all';
/** Each scope's stages and accesses. */
export declare const SCOPES: Readonly<Record<SyncScope, SyncMask>>;
/** The stages and accesses that use an image in `layout`. */
export declare function layoutMask(layout: number): SyncMask;
