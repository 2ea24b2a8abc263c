/**
 * Lane-operation kernels: ballot, readfirstlane/readlane/writelane, mbcnt compaction, DPP row and quad
 * movement, ds_swizzle, permlane16/x16 and ds_(b)permute. The model groups threads into waves of the
 * run's wave size (consecutive local ids, as the dispatcher packs them) and applies each operation's
 * lane mapping as the ISA defines it.
 */
import { type KernelCase } from './case.js';
/** The lane-operation kernels. */
export declare const LANE_CASES: readonly KernelCase[];
