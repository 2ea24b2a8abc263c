/**
 * The PM4 type-3 packet table: one row per opcode Oberon decodes, with the body length it accepts and
 * the layout of each body dword. Parsing (length checks), printing and the typed builders all read this
 * table; nothing else spells an opcode number.
 *
 * Facts: Mesa's sid.h and pkt3.json, AMD PAL's pm4 opcode list (GFX10).
 */
import { InternalError } from '../../util/errors.js';
const f = (name, shift, width, values) => values ? { name, shift, width, values } : { name, shift, width };
const w = (name, fields) => (fields ? { name, fields } : { name });
const reg = (name, register) => ({ name, register });
const INDEX_SEL = f('INDEX', 28, 4);
const REG_OFFSET = f('REG_OFFSET', 0, 16);
const SET_INDEX_WORD = w('reg', [REG_OFFSET, INDEX_SEL]);
const EVENT_WORD = w('event', [f('EVENT_TYPE', 0, 6), f('EVENT_INDEX', 8, 4), f('OFFLOAD_ENABLE', 31, 1)]);
const WRITE_CONTROL = w('control', [
    f('DST_SEL', 8, 4, { 0: 'MEM_MAPPED_REGISTER', 1: 'MEM_GRBM', 2: 'TC_L2', 3: 'GDS', 5: 'MEM' }),
    f('WR_ONE_ADDR', 16, 1),
    f('WR_CONFIRM', 20, 1),
    f('CACHE_POLICY', 25, 2),
    f('ENGINE_SEL', 30, 2, { 0: 'ME', 1: 'PFP', 2: 'CE' }),
]);
const RELEASE_EVENT = w('event', [
    f('EVENT_TYPE', 0, 6),
    f('EVENT_INDEX', 8, 4),
    f('GCR_CNTL', 12, 12),
    f('CACHE_POLICY', 25, 2),
    f('EXECUTE', 28, 1),
]);
const RELEASE_DATA = w('data_cntl', [
    f('DST_SEL', 16, 2, { 0: 'MEMORY', 1: 'TC_L2' }),
    f('INT_SEL', 24, 3),
    f('DATA_SEL', 29, 3, { 0: 'NONE', 1: 'DATA32', 2: 'DATA64', 3: 'TIMESTAMP', 4: 'GDS' }),
]);
const DMA_CONTROL = w('control', [
    f('ENGINE', 0, 1, { 0: 'ME', 1: 'PFP' }),
    f('SRC_CACHE_POLICY', 13, 2),
    f('DST_SEL', 20, 2, { 0: 'DST_ADDR', 1: 'GDS', 2: 'NOWHERE', 3: 'DST_ADDR_TC_L2' }),
    f('DST_CACHE_POLICY', 25, 2),
    f('SRC_SEL', 29, 2, { 0: 'SRC_ADDR', 1: 'GDS', 2: 'DATA', 3: 'SRC_ADDR_TC_L2' }),
    f('CP_SYNC', 31, 1),
]);
const DMA_COMMAND = w('command', [
    f('BYTE_COUNT', 0, 26),
    f('SAS', 26, 1),
    f('DAS', 27, 1),
    f('SAIC', 28, 1),
    f('DAIC', 29, 1),
    f('RAW_WAIT', 30, 1),
    f('DISABLE_WR_CONFIRM', 31, 1),
]);
const IB_CONTROL = w('control', [
    f('IB_SIZE', 0, 20),
    f('CHAIN', 20, 1),
    f('PRE_ENA', 21, 1),
    f('VALID', 23, 1),
]);
const DRAW_INITIATOR = reg('draw_initiator', 'VGT_DRAW_INITIATOR');
const DISPATCH_INITIATOR = reg('dispatch_initiator', 'COMPUTE_DISPATCH_INITIATOR');
const INDIRECT_MULTI_FLAGS = w('flags', [
    f('DRAW_INDEX_LOC', 0, 16),
    f('COUNT_INDIRECT_ENABLE', 30, 1),
    f('DRAW_INDEX_ENABLE', 31, 1),
]);
/** Every packet Oberon decodes, by opcode. */
export const PACKETS = [
    { opcode: 0x10, name: 'NOP', kind: 'nop', minBody: 0, maxBody: Infinity, words: [] },
    {
        opcode: 0x11,
        name: 'SET_BASE',
        kind: 'index-state',
        minBody: 3,
        maxBody: 3,
        words: [
            w('base_index', [f('BASE_INDEX', 0, 4, { 1: 'DRAW_INDEX_BASE' })]),
            w('address_lo'),
            w('address_hi'),
        ],
    },
    { opcode: 0x12, name: 'CLEAR_STATE', kind: 'other', minBody: 1, maxBody: 1, words: [w('cmd')] },
    {
        opcode: 0x13,
        name: 'INDEX_BUFFER_SIZE',
        kind: 'index-state',
        minBody: 1,
        maxBody: 1,
        words: [w('count')],
    },
    {
        opcode: 0x15,
        name: 'DISPATCH_DIRECT',
        kind: 'dispatch',
        minBody: 4,
        maxBody: 4,
        words: [w('dim_x'), w('dim_y'), w('dim_z'), DISPATCH_INITIATOR],
    },
    {
        opcode: 0x16,
        name: 'DISPATCH_INDIRECT',
        kind: 'dispatch',
        minBody: 2,
        maxBody: 2,
        words: [w('data_offset'), DISPATCH_INITIATOR],
    },
    {
        opcode: 0x24,
        name: 'DRAW_INDIRECT',
        kind: 'draw',
        minBody: 4,
        maxBody: 4,
        words: [w('data_offset'), w('base_vtx_loc'), w('start_inst_loc'), DRAW_INITIATOR],
    },
    {
        opcode: 0x25,
        name: 'DRAW_INDEX_INDIRECT',
        kind: 'draw',
        minBody: 4,
        maxBody: 4,
        words: [w('data_offset'), w('base_vtx_loc'), w('start_inst_loc'), DRAW_INITIATOR],
    },
    {
        opcode: 0x26,
        name: 'INDEX_BASE',
        kind: 'index-state',
        minBody: 2,
        maxBody: 2,
        words: [w('address_lo'), w('address_hi')],
    },
    {
        opcode: 0x27,
        name: 'DRAW_INDEX_2',
        kind: 'draw',
        minBody: 5,
        maxBody: 5,
        words: [w('max_size'), w('index_base_lo'), w('index_base_hi'), w('index_count'), DRAW_INITIATOR],
    },
    {
        opcode: 0x28,
        name: 'CONTEXT_CONTROL',
        kind: 'other',
        minBody: 2,
        maxBody: 2,
        words: [w('load'), w('shadow')],
    },
    {
        opcode: 0x2a,
        name: 'INDEX_TYPE',
        kind: 'index-state',
        minBody: 1,
        maxBody: 1,
        words: [w('type', [f('INDEX_TYPE', 0, 2, { 0: 'INDEX_16', 1: 'INDEX_32', 2: 'INDEX_8' })])],
    },
    {
        opcode: 0x2c,
        name: 'DRAW_INDIRECT_MULTI',
        kind: 'draw',
        minBody: 9,
        maxBody: 9,
        words: [
            w('data_offset'),
            w('base_vtx_loc'),
            w('start_inst_loc'),
            INDIRECT_MULTI_FLAGS,
            w('count'),
            w('count_addr_lo'),
            w('count_addr_hi'),
            w('stride'),
            DRAW_INITIATOR,
        ],
    },
    {
        opcode: 0x2d,
        name: 'DRAW_INDEX_AUTO',
        kind: 'draw',
        minBody: 2,
        maxBody: 2,
        words: [w('index_count'), DRAW_INITIATOR],
    },
    { opcode: 0x2f, name: 'NUM_INSTANCES', kind: 'index-state', minBody: 1, maxBody: 1, words: [w('count')] },
    {
        opcode: 0x35,
        name: 'DRAW_INDEX_OFFSET_2',
        kind: 'draw',
        minBody: 4,
        maxBody: 4,
        words: [w('max_size'), w('index_offset'), w('index_count'), DRAW_INITIATOR],
    },
    {
        opcode: 0x37,
        name: 'WRITE_DATA',
        kind: 'memory',
        minBody: 4,
        maxBody: Infinity,
        words: [WRITE_CONTROL, w('dst_addr_lo'), w('dst_addr_hi')],
    },
    {
        opcode: 0x38,
        name: 'DRAW_INDEX_INDIRECT_MULTI',
        kind: 'draw',
        minBody: 9,
        maxBody: 9,
        words: [
            w('data_offset'),
            w('base_vtx_loc'),
            w('start_inst_loc'),
            INDIRECT_MULTI_FLAGS,
            w('count'),
            w('count_addr_lo'),
            w('count_addr_hi'),
            w('stride'),
            DRAW_INITIATOR,
        ],
    },
    {
        opcode: 0x3f,
        name: 'INDIRECT_BUFFER',
        kind: 'indirect-buffer',
        minBody: 3,
        maxBody: 3,
        words: [w('ib_base_lo'), w('ib_base_hi'), IB_CONTROL],
    },
    { opcode: 0x42, name: 'PFP_SYNC_ME', kind: 'sync', minBody: 1, maxBody: 1, words: [w('dummy')] },
    {
        opcode: 0x46,
        name: 'EVENT_WRITE',
        kind: 'sync',
        minBody: 1,
        maxBody: 3,
        words: [EVENT_WORD, w('addr_lo'), w('addr_hi')],
    },
    {
        opcode: 0x49,
        name: 'RELEASE_MEM',
        kind: 'sync',
        minBody: 7,
        maxBody: 7,
        words: [
            RELEASE_EVENT,
            RELEASE_DATA,
            w('addr_lo'),
            w('addr_hi'),
            w('data_lo'),
            w('data_hi'),
            w('int_ctxid'),
        ],
    },
    {
        opcode: 0x50,
        name: 'DMA_DATA',
        kind: 'memory',
        minBody: 6,
        maxBody: 6,
        words: [
            DMA_CONTROL,
            w('src_addr_lo_or_data'),
            w('src_addr_hi'),
            w('dst_addr_lo'),
            w('dst_addr_hi'),
            DMA_COMMAND,
        ],
    },
    {
        opcode: 0x58,
        name: 'ACQUIRE_MEM',
        kind: 'sync',
        minBody: 7,
        maxBody: 7,
        words: [
            w('coher_cntl'),
            w('coher_size'),
            w('coher_size_hi'),
            w('coher_base_lo'),
            w('coher_base_hi'),
            w('poll_interval'),
            w('gcr_cntl'),
        ],
    },
    {
        opcode: 0x68,
        name: 'SET_CONFIG_REG',
        kind: 'set-config',
        minBody: 2,
        maxBody: Infinity,
        words: [w('reg')],
    },
    {
        opcode: 0x69,
        name: 'SET_CONTEXT_REG',
        kind: 'set-context',
        minBody: 2,
        maxBody: Infinity,
        words: [w('reg')],
    },
    {
        opcode: 0x6a,
        name: 'SET_CONTEXT_REG_INDEX',
        kind: 'set-context',
        minBody: 2,
        maxBody: Infinity,
        words: [SET_INDEX_WORD],
    },
    { opcode: 0x76, name: 'SET_SH_REG', kind: 'set-sh', minBody: 2, maxBody: Infinity, words: [w('reg')] },
    {
        opcode: 0x79,
        name: 'SET_UCONFIG_REG',
        kind: 'set-uconfig',
        minBody: 2,
        maxBody: Infinity,
        words: [w('reg')],
    },
    {
        opcode: 0x7a,
        name: 'SET_UCONFIG_REG_INDEX',
        kind: 'set-uconfig',
        minBody: 2,
        maxBody: Infinity,
        words: [SET_INDEX_WORD],
    },
    {
        opcode: 0x9b,
        name: 'SET_SH_REG_INDEX',
        kind: 'set-sh',
        minBody: 2,
        maxBody: Infinity,
        words: [SET_INDEX_WORD],
    },
];
const byOpcode = new Map(PACKETS.map((p) => [p.opcode, p]));
const byName = new Map(PACKETS.map((p) => [p.name, p]));
/** The table row for `opcode`, or undefined for an opcode Oberon does not decode. */
export function packetSpec(opcode) {
    return byOpcode.get(opcode);
}
/** The table row called `name`; the name must be in the table (an internal contract of the builders). */
export function packetByName(name) {
    const spec = byName.get(name);
    if (!spec)
        throw new InternalError(`no PM4 packet named ${name}`);
    return spec;
}
/** Register space base (byte address) of each register-setting kind. */
export const SET_REG_BASE = {
    'set-context': 0x28000,
    'set-sh': 0xb000,
    'set-uconfig': 0x30000,
    'set-config': 0x8000,
};
/** Exclusive end (byte address) of each register-setting kind's space. */
export const SET_REG_END = {
    'set-context': 0x30000,
    'set-sh': 0xc000,
    'set-uconfig': 0x40000,
    'set-config': 0xb000,
};
//# sourceMappingURL=packets.js.map