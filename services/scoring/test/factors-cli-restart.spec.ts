import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { referenceFilePath } from '@esg/reference-data';
import { emptyDataDir } from '@esg/testing';
import { factorsImportCli } from '../src/cli/factors-import';
import { startScoring } from './scoring-host';

describe('npm run factors:import', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'esg-factors-cli-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = async (files: string[]) => {
    const lines: string[] = [];
    const code = await factorsImportCli(
      files,
      { DATA_DIR: dir, LOG_LEVEL: 'silent' },
      { log: (l) => lines.push(l), error: (l) => lines.push(l) },
    );
    return { code, lines };
  };

  it('imports a workbook into the store of DATA_DIR once, and says what it did', async () => {
    const epa = referenceFilePath('sources/epa-ghg-emission-factors-hub-2021.xlsx');
    const first = await run([epa]);
    expect(first.code).toBe(0);
    expect(first.lines[0]).toMatch(
      /^epa-ghg-emission-factors-hub-2021.xlsx: imported 627 emission factors as epa-2021-v2021-09-15 \(US EPA Emission Factors for Greenhouse Gas Inventories .*\) in \d+\.\d s$/,
    );
    expect((await run([epa])).lines).toEqual([
      'epa-ghg-emission-factors-hub-2021.xlsx: already imported as epa-2021-v2021-09-15 (same SHA-256); nothing changed',
    ]);
  });

  it('fails with the reason for a file it cannot import, and shows usage without one', async () => {
    const missing = await run([join(dir, 'nowhere.xlsx')]);
    expect(missing.code).toBe(1);
    expect(missing.lines[0]).toMatch(/^nowhere.xlsx: not imported: ENOENT/);
    const other = await run([referenceFilePath('sources/invest-europe-esg-reporting-template-2024-25.xlsx')]);
    expect(other.lines[0]).toMatch(/not imported: this is neither a DESNZ/);
    expect((await run([])).code).toBe(2);
  });
});

describe('bundled workbooks at start', () => {
  it('imports them on the first start and finds them by checksum on a restart', async () => {
    // An empty folder: a true first start, not a copy of the run's seeded template (docs/testing.md).
    const first = await startScoring({ dataDir: emptyDataDir('esg-scoring-') });
    const store = first.runtimes[0].store;
    const counts = async () => [
      await store.count('factor_libraries'),
      await store.count('emission_factors'),
      await store.count('carbon_calculations'),
    ];
    // 1,541 + 1,614 + 1,614 + 627 = 5,396 workbook factors, 233 × 5 = 1,165 IFI and 222 Ember grid factors
    // (ADR 0160): 6,783; the demo calculation
    expect(await counts()).toEqual([6, 6783, 1]);
    // The demo calculation's event is published once: the restart publishes no new one (a new subscriber group
    // reads the bus's log from its baseline, so it may see that same event again, never another).
    const published = await first.nextEvent('scoring.carbon-calculation.saved.v1', 0);
    await first.dispose({ keepData: true });

    const again = await startScoring({ dataDir: first.dataDir });
    const reopened = again.runtimes[0].store;
    expect([
      await reopened.count('factor_libraries'),
      await reopened.count('emission_factors'),
      await reopened.count('carbon_calculations'),
    ]).toEqual([6, 6783, 1]);
    expect(
      again.events.filter((e) => e.type === 'scoring.carbon-calculation.saved.v1' && e.id !== published.id),
    ).toEqual([]);
    await again.dispose();
  }, 120_000);
});
