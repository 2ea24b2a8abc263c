/**
 * Scalar kernels: uniform integer math LLVM keeps in SGPRs (SOP1/SOP2/SOPC, 64-bit scalar pairs), and a
 * 3-D dispatch whose workgroup ids arrive in SGPRs after the user data and local ids in v0..v2.
 */
import { type KernelCase } from './case.js';
/** The scalar kernels. */
export declare const SCALAR_CASES: readonly KernelCase[];
