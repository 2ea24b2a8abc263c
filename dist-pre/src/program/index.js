/** Public API of the program layer: guest programs from their entry. */
export { blockLeaders, decodeProgram, SONY_HEADER_WORD, } from './program.js';
//# sourceMappingURL=index.js.map