// The service and cluster tiers' time limit per test and hook (jest reads `testTimeout` from the root config only):
// the first host of a kind in a run builds its template (a first start, then a copy) in its spec's
// beforeAll, about twice what a host start took before; generous for a loaded machine.
jest.setTimeout(120_000);
