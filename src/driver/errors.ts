/**
 * Refusals of the driver layer: what a draw, dispatch or packet asks for that the driver does not
 * execute (a target format without a Vulkan twin, an indirect draw, a target outside guest memory),
 * naming the register, packet or value and the reason.
 */
import { OberonError } from '../util/errors.js';

/** The driver refuses one draw, dispatch or packet; the run goes on and reports it. */
export class DriverError extends OberonError {
  /** What is refused: a register, packet or resource name. */
  readonly what: string;
  readonly reason: string;
  constructor(what: string, reason: string) {
    super('E_DRIVER', `${what}: ${reason}`);
    this.what = what;
    this.reason = reason;
  }
}
