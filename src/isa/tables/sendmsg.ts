/**
 * s_sendmsg message ids (SIMM16 bits [3:0]) by name, as llvm-mc-19 prints them for gfx10: the
 * assembler, the printer and the translator read this one table.
 */
export const MSG_NAMES: readonly (string | undefined)[] = [
  undefined,
  'MSG_INTERRUPT',
  'MSG_GS',
  'MSG_GS_DONE',
  'MSG_SAVEWAVE',
  'MSG_STALL_WAVE_GEN',
  'MSG_HALT_WAVES',
  'MSG_ORDERED_PS_DONE',
  'MSG_EARLY_PRIM_DEALLOC',
  'MSG_GS_ALLOC_REQ',
  'MSG_GET_DOORBELL',
  'MSG_GET_DDID',
  undefined,
  undefined,
  undefined,
  'MSG_SYSMSG',
];

/** The message ids the translator gives meaning to. */
export const MSG = { GS_ALLOC_REQ: 9, SYSMSG: 15 } as const;
