/**
 * `oberon fuzz` (reference-only needs no GPU): the last line counts programs and mismatches, the
 * exit code follows the mismatches, progress goes to stderr, bad options are usage errors; and a
 * campaign against a side that always disagrees counts every program, reports the first of a class in
 * full and the rest in one line each.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UsageError } from '../../src/cli/args.js';
import { run } from '../../src/cli/commands/fuzz.js';
import { runCampaign } from '../../src/difftest/fuzz/campaign.js';
import { runReference } from '../../src/difftest/reference-side.js';
/** Runs `oberon fuzz ARGS` in process, capturing stdout and stderr. */
async function oberonFuzz(...args) {
    const out = [];
    const err = [];
    const w1 = process.stdout.write.bind(process.stdout);
    const w2 = process.stderr.write.bind(process.stderr);
    process.stdout.write = ((s) => out.push(String(s)) > 0);
    process.stderr.write = ((s) => err.push(String(s)) > 0);
    try {
        const code = await run(args);
        return { code, out: out.join(''), err: err.join('') };
    }
    finally {
        process.stdout.write = w1;
        process.stderr.write = w2;
    }
}
describe('oberon fuzz', () => {
    it('runs reference-only batches and ends with the totals', async () => {
        const r = await oberonFuzz('--seed', '5', '--count', '6');
        assert.equal(r.code, 0, r.err);
        assert.equal(r.out.trimEnd().split('\n').at(-1), '6 programs, 0 mismatches');
    });
    it('shows progress on stderr for long runs', async () => {
        const r = await oberonFuzz('--seed', '9', '--count', '60', '--size', '3', '--wave', '64');
        assert.equal(r.code, 0, r.err);
        assert.equal(r.out.trimEnd().split('\n').at(-1), '60 programs, 0 mismatches');
        assert.match(r.err, /fuzz: 60\/60 programs, 0 mismatches/);
    });
    it('refuses bad options', async () => {
        await assert.rejects(oberonFuzz('--device', 'bogus'), (e) => {
            assert.ok(e instanceof UsageError);
            assert.match(e.message, /--device must be one of reference-only, lavapipe, gpu/);
            return true;
        });
        await assert.rejects(oberonFuzz('--wave', '16'), UsageError);
    });
});
describe('campaign', () => {
    it('counts every disagreeing program and reports each class once in full', () => {
        const side = {
            name: 'always off',
            run: (c) => {
                const contents = runReference(c).map((b) => b.slice());
                contents[0][5] ^= 0x10;
                return { kind: 'ran', contents };
            },
        };
        const seen = [];
        const result = runCampaign({
            seed: 3,
            count: 3,
            size: 6,
            side,
            shrink: false,
            reportsPerClass: 1,
            onFailure: (r) => seen.push(r),
        });
        assert.equal(result.programs, 3);
        assert.equal(result.mismatches, 3);
        assert.deepEqual(seen, result.reports);
        assert.match(seen[0], /always off differs from the reference in 1 output word\(s\)/);
        assert.match(seen[0], /first differing lane: group 0, wave 0, lane 0, word group 0 lane 0 v2/);
        const classes = [...result.failureClasses.keys()];
        assert.ok(classes.length >= 1 && classes.every((k) => k.endsWith(': value')), classes.join());
        const repeats = seen.filter((r) => r.includes('(seen before, not shrunk)'));
        assert.equal(repeats.length, 3 - classes.length);
    });
});
//# sourceMappingURL=cli.test.js.map