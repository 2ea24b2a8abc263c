/**
 * The agc layer's public surface: the register database, PM4 packets (parse, print, build, process),
 * captures (format, reader, writer, scene builder), draw decode and the fixed-function descriptions.
 * The fixed-function models (blend routing, HTILE, coverage) live in ./models/.
 */
export * from './capture/builder.js';
export * from './capture/format.js';
export * from './capture/memory.js';
export * from './capture/reader.js';
export * from './capture/writer.js';
export * from './draw/decode.js';
export * from './draw/mesh.js';
export * from './draw/programs.js';
export * from './draw/stages.js';
export * from './draw/tessellation.js';
export * from './errors.js';
export * from './fixed/index.js';
export * from './pm4/builder.js';
export * from './pm4/packets.js';
export * from './pm4/parse.js';
export * from './pm4/print.js';
export * from './pm4/processor.js';
export * from './registers/index.js';
export * from './state/read.js';
export * from './state/register-file.js';
