import type { ServiceRuntime } from '@esg/platform';
import {
  OPTIONAL_INDICATOR_SELECTIONS,
  replaceOptionalIndicators,
} from '../commands/select-optional-indicators/select-optional-indicators';

/**
 * The demo GP's optional PAI indicators (issue 10), chosen where the demo portfolio reports the inputs:
 * T2-4 companies without carbon emission reduction initiatives (`ghg.reduction_target`), T3-2 rate of
 * accidents (`soc.injuries`) and T3-9 lack of a human rights policy (`soc.human_rights_policy`). Saved
 * by its GP user, so the PAI report, the calculation and the EET's Considered fields show a real
 * selection; like a selection made on /optionalIndicatorSelection, it is announced by
 * data-collection.company.pai-indicators-selected.v1 (the reporting service keeps it for the EET).
 */
export const DEMO_PAI_SELECTION = {
  companyId: 1,
  userId: 2,
  indicatorIds: ['T2-4', 'T3-2', 'T3-9'],
} as const;

/** Written once: a company that already has a selection (the demo's or its own) keeps it. */
export async function seedPaiSelection(runtime: ServiceRuntime): Promise<void> {
  const { companyId, userId, indicatorIds } = DEMO_PAI_SELECTION;
  await runtime.store.transaction(async (tx) => {
    if (!(await tx.get('companies', String(companyId)))) return;
    if ((await tx.find(OPTIONAL_INDICATOR_SELECTIONS, { companyId }, { limit: 1 })).length) return;
    await replaceOptionalIndicators(tx, companyId, indicatorIds, userId, new Date().toISOString());
  });
}
