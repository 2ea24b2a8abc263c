/**
 * The Vulkan side of a differential case: recompiles the case's program for the device's target
 * profile (recompiler), places the case's guest memory in one buffer with a device address (regions
 * keep their guest layout, so one guest-to-host offset serves them all; it goes in the push constant
 * the result describes), dispatches, and reads the regions back. A recompiler refusal is reported as
 * `refused`; validation-layer messages raised by the run fail it with a DiffError.
 */
import { type RecompileRequest } from '../recompiler/index.js';
import type { TargetProfile } from '../util/target-profile.js';
import type { Device } from '../vulkan/device.js';
import { type DiffCase } from './case.js';
import type { Side, SideRun } from './harness.js';
/** The recompile request of a case for a host profile. */
export declare function requestOf(c: DiffCase, target: TargetProfile): RecompileRequest;
/** Runs cases recompiled on a Vulkan device. */
export declare class VulkanSide implements Side {
    readonly device: Device;
    readonly name: string;
    constructor(device: Device);
    run(c: DiffCase): SideRun;
}
