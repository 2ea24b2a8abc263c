/** Lanes per wave. */
export type Wave = 32 | 64;
/** One kind of amdgpu_cs inreg argument, in signature order. */
export type ArgKind = 'ptr' | 'i32' | 'i64' | 'f32';
/** A compiled program: its words from the entry function on. */
export interface CompiledProgram {
    readonly words: readonly number[];
}
/** A compiled corpus kernel with what its signature asks for. */
export interface CorpusKernel extends CompiledProgram {
    readonly name: string;
    readonly wave: Wave;
    readonly args: readonly ArgKind[];
    readonly usesLds: boolean;
}
/** The fixture's JSON shape. */
export interface ProgramFixture {
    /** Oracle kernel name -> wave sizes its file declares. */
    readonly waves: Record<string, Wave[]>;
    /** `name@wave` -> program. */
    readonly kernels: Record<string, CompiledProgram>;
    readonly corpus: CorpusKernel[];
}
/** Corpus kernels run differentially (deterministic outputs, no atomics whose order matters). */
export declare const CORPUS_KERNELS: readonly string[];
/** Where the prebuilt fixture lives (next to this module). */
export declare const FIXTURE_PATH: string;
/** True when llc-19 (and so the whole LLVM toolchain the compile helper runs) is installed. */
export declare function hasLlc(): boolean;
/** The inreg argument kinds of an amdgpu_cs signature. */
export declare function argKinds(text: string): ArgKind[];
/** Compiles every program now (needs llc-19): what the fixture holds. */
export declare function compileAll(kernelNames: readonly string[]): ProgramFixture;
/** The kernel .ll names found in the source tree (for the fixture's completeness check). */
export declare function kernelSourceNames(): string[] | undefined;
/**
 * The programs: compiled now when llc-19 is installed, else the prebuilt fixture.
 * @throws Error when neither is available.
 */
export declare function loadPrograms(kernelNames: readonly string[]): {
    fixture: ProgramFixture;
    source: string;
};
