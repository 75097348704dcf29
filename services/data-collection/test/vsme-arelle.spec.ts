import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { loadReferenceData } from '../src/reference/reference-data';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { binary, publishedSampleResponse } from './vsme-fixtures';
import { vsmeTaxonomyPackage } from './xbrl/vsme-taxonomy-package';

/**
 * Arelle validates the VSME report (issue 25, ADR 0142): the report package of EFRAG's sample,
 * imported and published, against the VSME taxonomy as a package generated from EFRAG's JSON export
 * (Arelle runs offline: its own cache holds the XBRL specification schemas and the Units Registry).
 * Zero errors on the sample's report; a deliberately broken report is rejected. Arelle is the Python
 * package `arelle-release`: `.ci/run` installs it in `.venv-arelle` and requires this suite
 * (VSME_ARELLE_REQUIRED=1); elsewhere it runs when that virtual environment or ARELLE_PYTHON exists.
 */
const repository = resolve(__dirname, '..', '..', '..');
const python = process.env.ARELLE_PYTHON ?? join(repository, '.venv-arelle', 'bin', 'python');
const available = existsSync(python);
if (!available && process.env.VSME_ARELLE_REQUIRED === '1')
  throw new Error(`Arelle is required (VSME_ARELLE_REQUIRED=1) but ${python} does not exist`);
if (!available)
  console.info(
    `Arelle validation of the VSME report skipped: no ${python} (bash .ci/run installs it, or set ARELLE_PYTHON)`,
  );

(available ? describe : describe.skip)('Arelle on the VSME report', () => {
  let host: DataCollectionHost;
  let dir: string;
  let taxonomyPackage: string;
  let report: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'esg-arelle-'));
    const { vsme } = await loadReferenceData();
    taxonomyPackage = join(dir, 'vsme-taxonomy.zip');
    writeFileSync(taxonomyPackage, vsmeTaxonomyPackage(vsme.taxonomy).zip);
    host = await startDataCollection();
    const id = await publishedSampleResponse(host);
    const zip = await host
      .as('gp@demo.test')
      .get(`/api/responses/${id}/vsme-report.zip`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    report = zip.body as Buffer;
  });
  afterAll(async () => {
    await host?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Arelle's messages other than information: `[LEVEL] [code] message`. */
  function arelle(file: string): string[] {
    const log = join(dir, `${file}.log`);
    const run = spawnSync(
      python,
      [
        '-m',
        'arelle.CntlrCmdLine',
        `--file=${join(dir, file)}`,
        `--packages=${taxonomyPackage}`,
        '--validate',
        '--utr',
        '--calc=none',
        '--internetConnectivity=offline',
        `--logFile=${log}`,
        '--logFormat=[%(levelname)s] [%(messageCode)s] %(message)s',
      ],
      { encoding: 'utf8', timeout: 240_000 },
    );
    if (run.status !== 0) throw new Error(`Arelle exited ${run.status}: ${run.stderr}`);
    const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    expect(lines.some((l) => l.startsWith('[INFO]') && /validated in/.test(l))).toBe(true);
    return lines.filter((l) => !l.startsWith('[INFO]'));
  }

  it("finds no error in the report of EFRAG's sample", () => {
    writeFileSync(join(dir, 'sample.zip'), report);
    expect(arelle('sample.zip')).toEqual([]);
  });

  it('rejects a broken report: an amount in a unit of energy, a text as an amount, a member not in the list', () => {
    const files = unzipSync(new Uint8Array(report));
    const name = Object.keys(files).find((f) => f.endsWith('.xhtml'))!;
    let xhtml = strFromU8(files[name]);
    const unitOf = (measure: string) =>
      new RegExp(`<xbrli:unit id="(u\\d+)"><xbrli:measure>${measure}<`).exec(xhtml)![1];
    xhtml = xhtml
      .replace(/(<ix:nonFraction name="vsme:Assets"[^>]*unitRef=")u\d+/, `$1${unitOf('utr:MWh')}`)
      .replace(/(<ix:nonFraction name="vsme:Turnover"[^>]*>)[^<]+/, '$1twenty-three thousand')
      .replace(/#ConsolidatedMember/, '#AlachlorMember');
    files[name] = strToU8(xhtml);
    writeFileSync(join(dir, 'broken.zip'), zipSync(files));
    const codes = arelle('broken.zip').map((line) => /^\[\w+\] \[([^\]]+)\]/.exec(line)?.[1]);
    expect(codes).toEqual(
      expect.arrayContaining([
        'xbrl.4.8.2:monetaryFactUnit-notMonetaryMeasure',
        'utre:error-NumericFactUtrInvalid',
        'ix11.10.1.1:transformValueError',
        'enum2ie:InvalidEnumerationValue',
      ]),
    );
  });
});
