// The order of `npm test` (scripts/test.mjs, docs/adr/0122): every step starts as soon as what it waits
// for has ended, not in phases. test/ci/schedule.spec.ts holds it to that.

/**
 * `npm test`'s steps, in the order of its summary. `after`: steps that must have ended first (the
 * schedule: about two cores' worth of work at once); `needs`: steps that must have passed.
 */
export const NPM_TEST_STEPS = [
  { title: 'lint' },
  { title: 'format' },
  { title: 'typecheck' },
  // Before any test of the built app: the cluster specs start the built services, the browser tests the app.
  { title: 'build' },
  // Beside the rest of the lint (one core): format, typecheck and the build have freed the other.
  { title: 'jest unit', after: ['format', 'typecheck', 'build'] },
  // The SPA's component and hook tests (frontend/vitest.config.ts): a few seconds on one thread, beside
  // the unit tier.
  { title: 'vitest', after: ['format', 'typecheck', 'build'] },
  { title: 'jest service', after: ['jest unit'] },
  // After the service tier, not beside it: its specs start standalone apps on empty folders within a
  // 60 s limit, which a run at load 20-30 beside the service tier did not hold (ADR 0122).
  { title: 'jest cluster', after: ['lint', 'jest service'], needs: ['build'] },
  // Alone, as before: its expectations have the tightest deadlines of the suite (20 s).
  { title: 'browser tests', after: ['jest service', 'jest cluster'], needs: ['build'] },
];

/**
 * Runs `steps` ({ title, after?, needs? }), each through `run(step)` (a promise of whether it passed),
 * as soon as every step named in its `after` (ended, pass or fail) and its `needs` (passed) has ended;
 * a step whose `needs` did not pass is not run, and `skip(step, unmet)` is told. Steps named in no list
 * are taken as ended. Sets each step's `state` ('ended' or 'not run') and `ok`; resolves when none is left.
 */
export async function schedule(steps, run, skip = () => {}) {
  const byTitle = new Map(steps.map((step) => [step.title, step]));
  const over = (title) => {
    const step = byTitle.get(title);
    return !step || step.state === 'ended' || step.state === 'not run';
  };
  const running = new Set();
  for (;;) {
    // Again until nothing changes: a step not run may free a step listed before it.
    for (let changed = true; changed;) {
      changed = false;
      for (const step of steps.filter((s) => !s.state)) {
        if (![...(step.after ?? []), ...(step.needs ?? [])].every(over)) continue;
        changed = true;
        const unmet = (step.needs ?? []).find((title) => byTitle.get(title)?.ok !== true);
        if (unmet) {
          step.state = 'not run';
          skip(step, unmet);
          continue;
        }
        step.state = 'running';
        const done = Promise.resolve(run(step)).then((ok) => {
          step.ok = ok === true;
          step.state = 'ended';
          running.delete(done);
        });
        running.add(done);
      }
    }
    if (running.size === 0) return;
    await Promise.race(running);
  }
}
