/**
 * The driver layer: runs captures on a Vulkan device (guest memory on the device, command
 * processing, draws and dispatches, caches, targets written back) and writes pictures and reports.
 * See docs/ARCHITECTURE.md.
 */
export { DriverError } from './errors.js';
export { DeviceGuestMemory } from './guest-memory.js';
export { pictureOf, writePictures, writeReport } from './output.js';
export { colorPicture, depthPicture } from './pictures.js';
export type {
  GraphicsInterface,
  PixelConfiguration,
  PixelRequest,
  ProgramRequest,
  ProgramResult,
  ProgramSource,
  VertexConfiguration,
  VertexRequest,
} from './program-source.js';
export { recompilerSource } from './program-source.js';
export { ProgramStore, type ProgramStoreStats, storedSource } from './program-store.js';
export type { RunReport, TargetPicture, WorkRecord } from './report.js';
export { DESCRIPTOR_TABLE_BYTES } from './requests.js';
export { isRefusal, type RunOptions, type RunResult, runCapture, type SurfaceContents } from './run.js';
export type { Surface } from './surfaces.js';
