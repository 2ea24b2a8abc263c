/** IEEE bits of a float. */
export declare const f32: (x: number) => number;
export declare const LS = 68719476736;
export declare const HS = 68719480832;
export declare const ES = 68719484928;
export declare const GS = 68719489024;
export declare const PS = 68719493120;
/** Sets SPI_SHADER_PGM_LO/HI of a stage to a 256-byte-aligned address. */
export declare function program(regs: Record<string, number>, stage: string, address: number): void;
/** The Crimson Desert draw of seed 000, with a GE_CNTL of 10 primitives per subgroup. */
export declare function crimsonDesert(): Record<string, number>;
/** A valid fixed-function state: triangle list, 1920x1080 viewport and RGBA8 target, depth LESS. */
export declare function basicFixedFunction(): Record<string, number>;
