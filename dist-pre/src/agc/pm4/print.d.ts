import { type Pm4Entry } from './parse.js';
/** The lines describing one entry; `buffer` names its command buffer for range errors. */
export declare function printPacket(entry: Pm4Entry, buffer?: string): string[];
