/**
 * Program control in the reference executor: conditional branches on SCC/VCCZ/EXECZ in both wave
 * sizes, loops, s_getpc/s_setpc/s_swappc/s_call, s_barrier between the waves of a workgroup, the
 * no-effect hints, refusals, and the MODE/STATUS hardware registers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DecodeError } from '../../src/isa/errors.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { ExecError } from '../../src/reference/errors.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { assembleProgram, runProgram, runWords } from './scalar-harness.js';
describe('branches', () => {
    it('runs a counted loop (s_cmp + s_cbranch_scc1 backwards) and forward branches', () => {
        for (const n of [1, 2, 7, 100]) {
            const w = runProgram(`s_mov_b32 s1, 0
loop:
  s_add_u32 s1, s1, s0
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_cmp_gt_u32 s1, 20
  s_cbranch_scc0 small
  s_mov_b32 s2, 1
  s_branch done
small:
  s_mov_b32 s2, 2
done:
  s_endpgm`, { userSgprs: [n] });
            const sum = (n * (n + 1)) / 2;
            assert.equal(w.sgpr[1], sum);
            assert.equal(w.sgpr[2], sum > 20 ? 1 : 2);
        }
    });
    const maskProgram = (cond) => `s_mov_b64 vcc, s[0:1]
s_mov_b64 exec, s[2:3]
s_mov_b32 s4, 0
${cond} taken
s_mov_b32 s4, 1
taken:
s_endpgm`;
    it('VCCZ and EXECZ read the whole mask in wave64 and only the low half in wave32', () => {
        const cases = [
            [0n, true],
            [1n, false],
            [1n << 40n, false],
            [0xffffffffffffffffn, false],
        ];
        for (const target of [PS5_WAVE32, PS5_WAVE64]) {
            for (const [mask] of cases) {
                const zero = target.wave64 ? mask === 0n : (mask & 0xffffffffn) === 0n;
                const regs = [Number(mask & 0xffffffffn), Number(mask >> 32n)];
                for (const [cond, takenWhen] of [
                    ['s_cbranch_vccz', zero],
                    ['s_cbranch_vccnz', !zero],
                ]) {
                    const w = runProgram(maskProgram(cond), { target, userSgprs: [...regs, 0xffffffff, 0xffffffff] });
                    assert.equal(w.sgpr[4], takenWhen ? 0 : 1, `${cond} vcc=0x${mask.toString(16)} ${target.wave64 ? 'w64' : 'w32'}`);
                }
                for (const [cond, takenWhen] of [
                    ['s_cbranch_execz', zero],
                    ['s_cbranch_execnz', !zero],
                ]) {
                    const w = runProgram(maskProgram(cond), { target, userSgprs: [0, 0, ...regs] });
                    assert.equal(w.sgpr[4], takenWhen ? 0 : 1, `${cond} exec=0x${mask.toString(16)}`);
                }
            }
        }
    });
    it('scalar instructions run whatever EXEC holds', () => {
        const w = runProgram('s_mov_b64 exec, 0\ns_add_u32 s0, s0, 5\ns_endpgm', {
            target: PS5_WAVE64,
            userSgprs: [10],
        });
        assert.equal(w.sgpr[0], 15);
    });
});
describe('EXEC masking through the scalar unit', () => {
    for (const target of [PS5_WAVE32, PS5_WAVE64]) {
        const lanes = target.wave64 ? 64 : 32;
        const [save, restore] = target.wave64
            ? ['s_and_saveexec_b64 s[8:9], vcc', 's_or_b64 exec, exec, s[8:9]']
            : ['s_and_saveexec_b32 s8, vcc_lo', 's_or_b32 exec_lo, exec_lo, s8'];
        it(`saveexec guards vector writes and execz skips an empty region (${lanes} lanes)`, () => {
            const words = assembleProgram(`v_lshlrev_b32 v2, 2, v0
v_mov_b32 v1, 1
v_cmp_gt_u32 ${target.wave64 ? 'vcc' : 'vcc_lo'}, s6, v0
${save}
s_cbranch_execz skip
v_mov_b32 v1, 7
skip:
${restore}
global_store_dword v2, v1, s[4:5]
s_endpgm`, target);
            for (const limit of [0, 5, 31, lanes]) {
                const memory = new GuestMemory();
                const bytes = new Uint8Array(4 * lanes);
                memory.map(0x8000, bytes);
                const result = runWords(words, { target, memory, userSgprs: [0, 0, 0, 0, 0x8000, 0, limit] });
                const view = new DataView(bytes.buffer);
                for (let lane = 0; lane < lanes; lane++)
                    assert.equal(view.getUint32(4 * lane, true), lane < limit ? 7 : 1);
                assert.equal(result.stats.instructions, limit === 0 ? 8 : 9, 'the guarded v_mov runs only when a lane is active');
                const w = result.waves[0];
                assert.ok(w);
                assert.deepEqual([w.sgpr[126], w.sgpr[127]], [0xffffffff, target.wave64 ? 0xffffffff : 0], 'EXEC restored');
            }
        });
    }
});
describe('program counter moves', () => {
    it('s_getpc_b64 gives 2^44 plus the next instruction offset', () => {
        const w = runProgram('s_nop 0\ns_mov_b32 s4, 0x12345\ns_getpc_b64 s[0:1]\ns_endpgm');
        // s_nop (4 bytes) + s_mov_b32 with a literal (8 bytes): s_getpc is at 12, the next pc is 16.
        assert.deepEqual([w.sgpr[0], w.sgpr[1]], [16, 0x1000]);
    });
    it('s_call_b64 / s_setpc_b64 return and s_swappc_b64 jumps to a computed address', () => {
        const w = runProgram(`s_mov_b32 s10, 0
s_call_b64 s[30:31], func
s_add_u32 s10, s10, 100
s_getpc_b64 s[0:1]
s_add_u32 s0, s0, 12 ; from the getpc value 20 past itself, s_addc and s_swappc to byte 32
s_addc_u32 s1, s1, 0
s_swappc_b64 s[2:3], s[0:1]
s_add_u32 s10, s10, 1000
s_endpgm
func:
s_add_u32 s10, s10, 1
s_setpc_b64 s[30:31]`);
        assert.equal(w.sgpr[10], 1101);
        // Layout: s_mov 0, s_call 4, s_add+literal 8, s_getpc 16, s_add 20, s_addc 24, s_swappc 28 (saves 32).
        assert.deepEqual([w.sgpr[2], w.sgpr[3]], [32, 0x1000]);
        assert.deepEqual([w.sgpr[30], w.sgpr[31]], [8, 0x1000]);
    });
    it('refuses jump targets outside the program window or misaligned, and undecodable ones', () => {
        const jump = (lo, hi) => {
            runProgram('s_setpc_b64 s[0:1]\ns_endpgm', { userSgprs: [lo, hi] });
        };
        assert.throws(() => jump(6, 0x1000), /not dword aligned/);
        assert.throws(() => jump(0, 0xfff), ExecError);
        assert.throws(() => jump(0, 0x1001), /outside the program window/);
        assert.throws(() => jump(0x400, 0x1000), DecodeError);
        jump(4, 0x1000);
    });
});
describe('s_barrier', () => {
    const program = (barrier) => `s_get_waveid_in_workgroup s10
s_lshl_b32 s11, s10, 2
s_add_u32 s12, s10, 100
s_store_dword s12, s[0:1], s11
${barrier ? 's_barrier' : 's_nop 0'}
s_xor_b32 s13, s11, 4
s_load_dword s14, s[0:1], s13
s_waitcnt lgkmcnt(0)
s_endpgm`;
    it('holds each wave until every wave of the workgroup arrives', () => {
        for (const barrier of [true, false]) {
            const memory = new GuestMemory();
            memory.map(0x10000, new Uint8Array(8));
            const result = runWords(assembleProgram(program(barrier)), {
                threads: 64,
                memory,
                userSgprs: [0x10000, 0],
            });
            assert.equal(result.waves.length, 2);
            const byId = new Map(result.waves.map((w) => [w.waveId, w.sgpr[14]]));
            if (barrier) {
                assert.equal(byId.get(0), 101, 'wave 0 sees the store wave 1 made before the barrier');
                assert.equal(byId.get(1), 100);
            }
            else {
                assert.equal(byId.get(0), 0, 'without the barrier wave 0 runs ahead of wave 1');
            }
        }
    });
});
describe('hints and refusals', () => {
    it('hint, wait and cache instructions change no register', () => {
        const user = Array.from({ length: 20 }, (_, i) => i * 0x1111);
        const w = runProgram(`s_cmp_eq_u32 s1, 0x1111
s_nop 3
s_waitcnt vmcnt(0) lgkmcnt(0)
s_waitcnt_vscnt null, 0x0
s_waitcnt_depctr 0xffe3
s_sleep 2
s_setprio 3
s_icache_inv
s_inst_prefetch 0x1
s_clause 0x3
s_version UC_VERSION_GFX10
s_dcache_inv
s_gl1_inv
s_wakeup
s_ttracedata
s_sethalt 0
s_endpgm`, { userSgprs: user });
        assert.deepEqual([...w.sgpr.slice(0, 20)], user);
        assert.equal(w.scc, 1);
    });
    it('refuses halts, traps, messages, debugger branches and s_code_end', () => {
        for (const text of [
            's_sethalt 1',
            's_trap 2',
            's_sendmsg sendmsg(MSG_INTERRUPT)',
            's_cbranch_cdbgsys 1',
            's_code_end',
            's_setkill 1',
        ]) {
            assert.throws(() => runProgram(`${text}\ns_endpgm`), ExecError, text);
        }
    });
});
describe('hardware registers', () => {
    const MODE_DEFAULT = (0xf << 4) | (1 << 8); // llc-19 amdgpu_cs: denormals kept, DX10_CLAMP, IEEE off
    it('MODE reads the wave default and setreg/round/denorm changes reach the VALU FloatMode', () => {
        const w = runProgram(`s_getreg_b32 s0, hwreg(HW_REG_MODE)
s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s10
s_getreg_b32 s1, hwreg(HW_REG_MODE)
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 2), 0x2
s_getreg_b32 s2, hwreg(HW_REG_MODE, 8, 2)
s_denorm_mode 0xc
s_round_mode 0x0
s_getreg_b32 s3, hwreg(HW_REG_MODE, 0, 8)
s_endpgm`, { userSgprs: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
        assert.equal(w.sgpr[0], MODE_DEFAULT);
        assert.equal(w.sgpr[1], MODE_DEFAULT & ~(3 << 4));
        assert.equal(w.sgpr[2], 2, 'IEEE set, DX10_CLAMP cleared');
        assert.equal(w.sgpr[3], 0xc0);
        assert.deepEqual(w.mode, { f32Denormals: false, f16f64Denormals: true, dx10Clamp: false, ieee: true });
    });
    it('STATUS gives SCC, EXECZ and VCCZ; unknown bits and other registers are refused', () => {
        const w = runProgram(`s_mov_b32 exec_lo, 0
s_mov_b32 vcc_lo, 1
s_cmp_eq_u32 0, 0
s_getreg_b32 s0, hwreg(HW_REG_STATUS, 0, 1)
s_getreg_b32 s1, hwreg(HW_REG_STATUS, 9, 2)
s_getreg_b32 s2, hwreg(HW_REG_STATUS, 16, 1)
s_endpgm`);
        assert.deepEqual([w.sgpr[0], w.sgpr[1], w.sgpr[2]], [1, 1, 1]);
        for (const text of [
            's_getreg_b32 s0, hwreg(HW_REG_STATUS)',
            's_getreg_b32 s0, hwreg(HW_REG_HW_ID1)',
            's_getreg_b32 s0, hwreg(HW_REG_TRAPSTS)',
            's_setreg_b32 hwreg(HW_REG_STATUS), s0',
            's_round_mode 0x1',
            's_denorm_mode 0x5',
            's_setreg_imm32_b32 hwreg(HW_REG_MODE, 11, 1), 1',
            's_setreg_imm32_b32 hwreg(HW_REG_MODE, 12, 7), 0x7f',
        ]) {
            assert.throws(() => runProgram(`${text}\ns_endpgm`), ExecError, text);
        }
    });
});
//# sourceMappingURL=scalar-control.test.js.map