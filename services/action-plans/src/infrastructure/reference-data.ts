import {
  DUE_DATE_TRIGGERS,
  IFC_PERFORMANCE_STANDARDS,
  PRIORITIES,
  PROGRESS_TAGS,
  REPORTING_CYCLES,
} from '@esg/contracts';
import type { Doc } from '@esg/persistence';
import { readPaiIndicatorRows } from '@esg/reference-data';
import type { ServiceRuntime } from '@esg/platform';

export const LOOKUPS = 'lookups';

export interface LookupDoc extends Doc {
  items: unknown[];
}

/**
 * The Annex I indicators a recommendation may be linked to (ADR 0055), read from sfdr_pai.json:
 * `{ value: 'T1-1', label: 'T1-1 GHG emissions' }`, in the file's order.
 */
export function paiIndicatorOptions(): Array<{ value: string; label: string }> {
  return readPaiIndicatorRows().map((row) => ({
    value: row.id,
    label: `${row.id} ${row.indicator.replace(/^\d+\.\s*/, '')}`,
  }));
}

/** The ids of paiIndicatorOptions(). */
export function paiIndicatorIds(): ReadonlySet<string> {
  return new Set(readPaiIndicatorRows().map((row) => row.id));
}

/** The lookups are reference data: written in every mode, kept in step with the code at each start. */
export async function writeLookups(runtime: ServiceRuntime): Promise<void> {
  const lookups: Record<string, readonly unknown[]> = {
    cycles: REPORTING_CYCLES,
    priorities: PRIORITIES,
    'due-date-triggers': DUE_DATE_TRIGGERS,
    'progress-tags': PROGRESS_TAGS,
    'ifc-performance-standards': IFC_PERFORMANCE_STANDARDS,
    'pai-indicators': paiIndicatorOptions(),
  };
  await runtime.store.transaction(async (tx) => {
    for (const [id, items] of Object.entries(lookups))
      await tx.put<LookupDoc>(LOOKUPS, { id, items: [...items] });
  });
}
