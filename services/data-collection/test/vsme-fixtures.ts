import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Response } from 'superagent';
import type { ResponseSection } from '@esg/contracts';
import { referenceFilePath } from '@esg/reference-data';
import type { Company } from '../src/domain/company';
import type { DataCollectionHost } from './data-collection-host';

/**
 * VSME Digital Templates for tests: EFRAG's samples (1.3.0 in the reference data, the earlier
 * versions in test/fixtures/vsme, MIT, unchanged), and copies of the 1.3.0 sample with some cells
 * changed in the sheet XML (so the copy is the sample in every other byte, and quick to make).
 */
export const VSME_SAMPLE_130 = 'sources/vsme/VSME-Digital-Template-Sample-1.3.0.xlsx';

export function vsmeSample(version: '1.1.0' | '1.1.1' | '1.2.0' | '1.3.0'): Buffer {
  if (version === '1.3.0') return readFileSync(referenceFilePath(VSME_SAMPLE_130));
  return readFileSync(join(__dirname, 'fixtures', 'vsme', `VSME-Digital-Template-Sample-${version}.xlsx`));
}

/** A cell's new content: a number, a text, a boolean, or an Excel error such as `#VALUE!`. */
export type CellEdit = number | string | boolean | { error: string };

/** The sample with cells replaced, by sheet name and address; each cell must be in the sample's XML. */
export function patchedSample(
  edits: Record<string, Record<string, CellEdit>>,
  base = vsmeSample('1.3.0'),
): Buffer {
  const files = unzipSync(new Uint8Array(base));
  const workbook = strFromU8(files['xl/workbook.xml']);
  const rels = strFromU8(files['xl/_rels/workbook.xml.rels']);
  for (const [sheet, cells] of Object.entries(edits)) {
    const id = new RegExp(`<sheet name="${sheet}" sheetId="\\d+" r:id="(rId\\d+)"`).exec(workbook)?.[1];
    const target =
      new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ??
      new RegExp(`Target="([^"]+)"[^>]*Id="${id}"`).exec(rels)?.[1];
    if (!target) throw new Error(`no sheet ${sheet}`);
    const part = `xl/${target.replace(/^\/?xl\//, '')}`;
    let xml = strFromU8(files[part]);
    for (const [address, edit] of Object.entries(cells)) {
      const cell = new RegExp(`<c r="${address}"([^>]*?)(/>|>[\\s\\S]*?</c>)`);
      const found = cell.exec(xml);
      if (!found) throw new Error(`${sheet}!${address} is not in the sample's XML`);
      const style = / s="(\d+)"/.exec(found[1])?.[0] ?? '';
      const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const replacement =
        typeof edit === 'number'
          ? `<c r="${address}"${style}><v>${edit}</v></c>`
          : typeof edit === 'boolean'
            ? `<c r="${address}"${style} t="b"><v>${edit ? 1 : 0}</v></c>`
            : typeof edit === 'string'
              ? `<c r="${address}"${style} t="inlineStr"><is><t>${escaped(edit)}</t></is></c>`
              : `<c r="${address}"${style} t="e"><v>${escaped(edit.error)}</v></c>`;
      xml = xml.replace(cell, replacement);
    }
    files[part] = strToU8(xml);
  }
  return Buffer.from(zipSync(files, { level: 6 }));
}

/** Lets the demo GP (Evergreen) request VSME: it adds standard 15 to the standards it collects. */
export async function assignVsme(host: DataCollectionHost): Promise<void> {
  const evergreen = (await host.runtimes[0].store.get<Company>('companies', '1'))!;
  const standards = evergreen.company_standard_assignments.map((a) => a.standard_id);
  if (standards.includes(15)) return;
  await host
    .as('admin@demo.test')
    .patch('/api/standard/assign/1')
    .send({ selectedStandards: [...standards, 15] })
    .expect(200);
}

/**
 * EFRAG's 1.3.0 sample as Northwind's (company 2) VSME response for 2026 with both modules: imported
 * by its user, submitted, every value accepted by Evergreen's GP, published. Answers the response id.
 */
export async function publishedSampleResponse(host: DataCollectionHost, companyId = 2): Promise<number> {
  await assignVsme(host);
  const company = { companyId };
  const created = await host
    .as('gp@demo.test')
    .post('/api/responses')
    .send({ companyId, standardId: 15, period: '2026', dueDate: '2027-06-30', modules: ['comprehensive'] })
    .expect(201);
  const id = created.body.data.id as number;
  await host
    .as('pc@demo.test', company)
    .post(`/api/responses/${id}/import`)
    .attach('file', vsmeSample('1.3.0'), 'VSME.xlsx')
    .expect(201);
  await host.as('pc@demo.test', company).post(`/api/responses/${id}/submit`).send({}).expect(200);
  const detail = await host.as('gp@demo.test').get(`/api/responses/${id}`).expect(200);
  const codes: string[] = [];
  const walk = (sections: ResponseSection[]) => {
    for (const section of sections) {
      for (const metric of section.metrics) if (metric.value) codes.push(metric.code);
      walk(section.sections);
    }
  };
  walk(detail.body.data.sections);
  await host
    .as('gp@demo.test')
    .post(`/api/responses/${id}/review`)
    .send({ decisions: codes.map((metricCode) => ({ metricCode, verdict: 'accepted' })) })
    .expect(200);
  await host.as('gp@demo.test').post(`/api/responses/${id}/publish`).send({}).expect(200);
  return id;
}

/** A download's bytes (supertest would parse or drop the body otherwise). */
export const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
