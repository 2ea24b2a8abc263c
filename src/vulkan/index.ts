/**
 * The vulkan layer's public surface: devices and the target profile, memory (buffers, images),
 * pipelines, recording, submission, transfers and validation messages. See docs/ARCHITECTURE.md.
 */

export * from '../util/target-profile.js';
export * from './buffer.js';
export * from './commands.js';
export * from './descriptors.js';
export * from './device.js';
export * from './device-select.js';
export * from './errors.js';
export * from './formats.js';
export * from './graphics.js';
export * from './image.js';
export * from './instance.js';
export * from './layout.js';
export * from './memory.js';
export * from './pipeline.js';
export * from './pipeline-cache.js';
export * from './profile.js';
export * from './query.js';
export * from './sampler.js';
export * from './submit.js';
export * from './sync.js';
export * from './transfer.js';
export * from './validation.js';
