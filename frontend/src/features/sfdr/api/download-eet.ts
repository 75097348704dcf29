import { downloadApiFile } from '@/lib/save-file';
import type { PaiScope } from './pai-statement';

/** The file name the server gives too: EET-PAI-{year}-{fund name | entity-{companyId}}.xlsx. */
export function eetFileName(scope: PaiScope, year: number, fundName: string | null): string {
  const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return scope.kind === 'fund'
    ? `EET-PAI-${year}-${slug(fundName ?? `fund-${scope.fundId}`)}.xlsx`
    : `EET-PAI-${year}-entity-${scope.companyId}.xlsx`;
}

/**
 * GET /api/pai/funds/{fundId}/{year}/eet.xlsx or /api/pai/entities/{companyId}/{year}/eet.xlsx: the PAI
 * fields 30000–33440 of the FinDatEx EET, the selected optional indicators marked Considered.
 */
export async function downloadEet(
  scope: PaiScope,
  year: number,
  considered: readonly string[],
  fileName: string,
): Promise<void> {
  const base =
    scope.kind === 'fund' ? `/pai/funds/${scope.fundId}/${year}` : `/pai/entities/${scope.companyId}/${year}`;
  const query = considered.length ? `?considered=${encodeURIComponent(considered.join(','))}` : '';
  await downloadApiFile(`${base}/eet.xlsx${query}`, fileName);
}
