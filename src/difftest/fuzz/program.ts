/**
 * The fuzzer's program model: a tree of nodes (straight-line instructions, EXEC-masked if/else,
 * uniform and divergent loops, LDS exchanges) inside a fixed frame (register initialization before,
 * the output stores after). Registers that depend on nesting (EXEC saves, loop counters) are assigned
 * when the tree is rendered (render.ts), so the shrinker can remove or hoist any node and the program
 * stays valid.
 */
import { type OutputSlot, outputSlots } from './layout.js';

/** One node of a program body. */
export type Node =
  | { readonly kind: 'op'; readonly text: string }
  | {
      readonly kind: 'if';
      /** The compare that writes VCC (e32 VOPC). */
      readonly cond: string;
      readonly thenBody: readonly Node[];
      /** The else arm, or undefined for an if without one. */
      readonly elseBody: readonly Node[] | undefined;
      /** Whether each arm is skipped with s_cbranch_execz when no lane takes it. */
      readonly skip: boolean;
    }
  | { readonly kind: 'loop'; readonly count: number; readonly body: readonly Node[] }
  | {
      readonly kind: 'vloop';
      /** The pool VGPR whose low two bits (+1) give each lane's trip count. */
      readonly trip: string;
      readonly body: readonly Node[];
    }
  | {
      readonly kind: 'lds';
      /** VGPR written to this lane's slot, and VGPR that receives the partner lane's slot. */
      readonly src: string;
      readonly dst: string;
      /** Partner lane = lane ^ xor. */
      readonly xor: number;
      readonly writeSlot: number;
      readonly readSlot: number;
    }
  | {
      /**
       * This lane's own LDS words, no other lane's (no barrier needed): slots `reads[0]` into `dst` and
       * `reads[1]` into v14, their sum into `dst`, written to slot `write`. Under EXEC inside an if,
       * a run of accesses the recompiler branches around again (passes/opt-lane-branches.ts).
       */
      readonly kind: 'lds-own';
      readonly dst: string;
      readonly reads: readonly [number, number];
      readonly write: number;
    }
  | {
      readonly kind: 'image';
      /** image_load of the input image (FuzzProgram.image) into pool VGPRs from `dst` by `dmask`. */
      readonly dst: number;
      readonly dmask: number;
      /** Pool VGPRs whose low three bits are the texel's x and y (a sample: low four, render.ts). */
      readonly x: string;
      readonly y: string;
      /** Sampling through the same T# and a known S#, instead of image_load (absent: image_load). */
      readonly sample?: ImageSample;
    };

/**
 * A sample or gather of the input image (render.ts lays it out): the opcode, the S# filters and
 * clamp modes, and the offset dword of image_sample_o. Bilinear filters apply only where the image's
 * texels blend (UNORM; POINT otherwise), a gather takes a channel its DST_SEL leaves in place (where
 * none is, an image_sample_lz of dmask 0xf stands in).
 */
export interface ImageSample {
  readonly op: (typeof SAMPLE_OPS)[number];
  readonly mag: 'POINT' | 'BILINEAR';
  readonly min: 'POINT' | 'BILINEAR';
  readonly clamp: readonly [string, string];
  readonly offsets: number;
}

/** The sampler opcodes image nodes use (2D; _l reads a per-lane LOD of -0.5 or 0.5). */
export const SAMPLE_OPS = [
  'image_sample',
  'image_sample_lz',
  'image_sample_l',
  'image_sample_o',
  'image_gather4_lz',
] as const;

/** Instructions that give one register (`v5`, `s9`, `s16`, `vcc`, `scc`, `lds`) its initial value. */
export interface InitGroup {
  readonly reg: string;
  readonly lines: readonly string[];
}

/** A generated program: its seed, launch shape, inputs, frame and body. */
/**
 * How a program's epilogue reaches its output: global stores through the pointer in s[0:1], or buffer
 * stores through a V# it loads from a descriptor table s[0:1] points at, which the recompile request
 * either lacks (the V# is read at run time) or carries (it is a recompile-time constant).
 */
export type OutputPath = 'global' | 'vsharp-table' | 'vsharp-known';

export interface FuzzProgram {
  readonly seed: number;
  readonly mcpu: 'gfx1013' | 'gfx1030';
  readonly wave64: boolean;
  /** Workgroups to dispatch. */
  readonly groups: number;
  /** Waves per workgroup (undefined: one). */
  readonly waves?: number;
  /** Values of the input SGPRs s2..s5. */
  readonly inputs: readonly number[];
  /** Initialization, one group of instructions per register (the shrinker may zero a group). */
  readonly init: readonly InitGroup[];
  /** Names of the output slots stored (layout.ts outputSlots); undefined stores them all. */
  readonly slots?: readonly string[];
  readonly lds: boolean;
  readonly body: readonly Node[];
  /** COMPUTE_PGM_RSRC1 float fields the program starts with (undefined: the llc-19 default). */
  readonly pgmRsrc1?: number;
  /** The output path (undefined: global stores). */
  readonly output?: OutputPath;
  /**
   * An input image (IMAGE_SIZE x IMAGE_SIZE, random texels of unified FORMAT `format`) whose T# the
   * image nodes load from a descriptor table at IMAGE_TABLE; undefined: no image nodes.
   */
  readonly image?: { readonly format: number };
}

/** The output slots a program stores, in record order. */
export function slotsOf(p: FuzzProgram): OutputSlot[] {
  const all = outputSlots(p.wave64);
  const kept = p.slots;
  return kept === undefined ? all : all.filter((s) => kept.includes(s.name));
}

/** Threads of one workgroup (its waves, each full). */
export function threadsOf(p: FuzzProgram): number {
  return (p.wave64 ? 64 : 32) * (p.waves ?? 1);
}

/** Counts the instructions a body's nodes stand for (a construct counts its own and its children). */
export function countNodes(nodes: readonly Node[]): number {
  let n = 0;
  for (const node of nodes) {
    n++;
    if (node.kind === 'if') n += countNodes(node.thenBody) + countNodes(node.elseBody ?? []);
    else if (node.kind === 'loop' || node.kind === 'vloop') n += countNodes(node.body);
  }
  return n;
}
