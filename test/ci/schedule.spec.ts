import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * Issue 30, ADR 0122: `npm test` starts each step as soon as what it waits for has ended. The order is
 * scripts/schedule.mjs's (an ES module, so it runs in a node of its own here); each fake step ends when
 * the test says, so the order is checked without a clock.
 */
const SCHEDULE = path.join(__dirname, '..', '..', 'scripts', 'schedule.mjs');

/** Ends the named steps one by one (pass or fail), each once everything that could start has; answers what happened. */
function play(
  ends: Array<[string, boolean]>,
  steps?: Array<{ title: string; after?: string[]; needs?: string[] }>,
) {
  const script = `
    import { NPM_TEST_STEPS, schedule } from ${JSON.stringify(SCHEDULE)};
    const [ends, given] = JSON.parse(process.argv[1]);
    const steps = (given ?? NPM_TEST_STEPS).map((step) => ({ ...step }));
    const events = [];
    const pending = new Map();
    const done = schedule(
      steps,
      (step) => {
        events.push('start ' + step.title);
        return new Promise((resolve) => pending.set(step.title, resolve));
      },
      (step, unmet) => events.push('not run ' + step.title + ' (' + unmet + ')'),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    for (const [title, ok] of ends) {
      await settle();
      if (!pending.has(title)) { events.push('never started ' + title); break; }
      events.push((ok ? 'pass ' : 'fail ') + title);
      pending.get(title)(ok);
      pending.delete(title);
    }
    await settle();
    if (pending.size > 0) events.push('still running ' + [...pending.keys()].join(', '));
    else await done;
    console.log(JSON.stringify(events));
  `;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify([ends, steps])],
    {
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

describe("npm test's order (scripts/schedule.mjs)", () => {
  it('starts the static checks and the build at once, each later step as soon as what it waits for has ended', () => {
    expect(
      play([
        ['build', true],
        ['format', true],
        ['typecheck', true],
        ['jest unit', true],
        ['vitest', true],
        ['lint', true],
        ['jest service', true],
        ['jest cluster', true],
        ['browser tests', true],
      ]),
    ).toEqual([
      'start lint',
      'start format',
      'start typecheck',
      'start build',
      'pass build',
      'pass format',
      'pass typecheck',
      // The unit tier and the SPA's vitest tests beside the rest of the lint, the service tier after the unit tier.
      'start jest unit',
      'start vitest',
      'pass jest unit',
      'start jest service',
      'pass vitest',
      'pass lint',
      'pass jest service',
      'start jest cluster',
      'pass jest cluster',
      // The browser tests alone.
      'start browser tests',
      'pass browser tests',
    ]);
  });

  it('runs a step after a failed one it only waits for, and not one that needs the failed build', () => {
    expect(
      play([
        ['build', false],
        ['format', false],
        ['typecheck', true],
        ['jest unit', true],
        ['vitest', false],
        ['lint', false],
        ['jest service', true],
      ]),
    ).toEqual([
      'start lint',
      'start format',
      'start typecheck',
      'start build',
      'fail build',
      'fail format',
      'pass typecheck',
      'start jest unit',
      'start vitest',
      'pass jest unit',
      'start jest service',
      'fail vitest',
      'fail lint',
      'pass jest service',
      'not run jest cluster (build)',
      'not run browser tests (build)',
    ]);
  });

  it('starts a step freed by one that was not run, wherever it is listed', () => {
    expect(
      play([['a', false]], [{ title: 'c', after: ['b'] }, { title: 'a' }, { title: 'b', needs: ['a'] }]),
    ).toEqual(['start a', 'fail a', 'not run b (a)', 'start c', 'still running c']);
  });
});
