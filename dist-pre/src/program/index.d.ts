/** Public API of the program layer: guest programs from their entry. */
export { blockLeaders, decodeProgram, type Program, type ProgramOptions, SONY_HEADER_WORD, type SonyHeader, } from './program.js';
