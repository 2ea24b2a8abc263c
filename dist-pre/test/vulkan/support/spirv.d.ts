/** The directory holding the GLSL fixtures. */
export declare function fixturesDir(): string;
/** Where prebuilt SPIR-V lives (next to this module). */
export declare const PREBUILT_DIR: string;
/** True when glslangValidator can be run. */
export declare function hasGlslang(): boolean;
/** Compiles one GLSL file (stage from its extension) to SPIR-V words for Vulkan 1.3. */
export declare function compileGlsl(path: string): Uint32Array;
/** SPIR-V of fixture `name` (e.g. `scale.comp`): compiled now when possible, else prebuilt. */
export declare function loadSpirv(name: string): Uint32Array;
/** Every fixture's file name. */
export declare function fixtureNames(): string[];
