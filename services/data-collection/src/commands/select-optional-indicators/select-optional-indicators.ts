import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import {
  createEvent,
  optionalIndicatorSelectionRequestSchema,
  type ApiResponse,
  type OptionalIndicatorOption,
  type OptionalIndicatorSelection,
  type OptionalIndicatorSelectionRequest,
} from '@esg/contracts';
import type { Doc, DocumentReader, Store, Transaction } from '@esg/persistence';
import { readPaiIndicatorRows } from '@esg/reference-data';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { Requires } from '../../http/requires';

/** One selected indicator of a company (GET indicators/count/optionalIndicators counts these documents). */
export interface OptionalIndicatorRecord extends Doc {
  companyId: number;
  indicatorId: string;
  selectedAt: string;
  selectedBy: number;
}
export const OPTIONAL_INDICATOR_SELECTIONS = 'optional_indicator_selections';

let options: OptionalIndicatorOption[] | null = null;

/** Tables 2 and 3 of sfdr_pai.json (libs/reference-data), read once. */
export function optionalIndicatorOptions(): OptionalIndicatorOption[] {
  options ??= readPaiIndicatorRows().flatMap((r) =>
    r.table === 'Table 1'
      ? []
      : [
          {
            id: r.id,
            table: r.table,
            category: r.category.split(' / ').pop() ?? r.category,
            indicator: r.indicator,
            metric: r.metric,
          },
        ],
  );
  return options;
}

const ORDER = () => new Map(optionalIndicatorOptions().map((o, i) => [o.id, i]));

async function selectionOf(reader: DocumentReader, companyId: number): Promise<OptionalIndicatorSelection> {
  const records = await reader.find<OptionalIndicatorRecord>(OPTIONAL_INDICATOR_SELECTIONS, { companyId });
  const order = ORDER();
  records.sort((a, b) => (order.get(a.indicatorId) ?? 999) - (order.get(b.indicatorId) ?? 999));
  const latest = records.reduce<OptionalIndicatorRecord | null>(
    (l, r) => (!l || r.selectedAt > l.selectedAt ? r : l),
    null,
  );
  return {
    companyId,
    indicatorIds: records.map((r) => r.indicatorId),
    options: optionalIndicatorOptions(),
    updatedAt: latest?.selectedAt ?? null,
    updatedBy: latest?.selectedBy ?? null,
  };
}

/**
 * Replaces a company's selection with `wanted` (known ids, no repeats) in `tx` and, when that changes
 * it, appends data-collection.company.pai-indicators-selected.v1 with the whole selection, what was
 * added and removed. The PUT below and the demo seed (infrastructure/pai-selection-seed.ts) both use it.
 */
export async function replaceOptionalIndicators(
  tx: Transaction,
  companyId: number,
  wanted: readonly string[],
  userId: number,
  now: string,
): Promise<OptionalIndicatorSelection> {
  const current = await tx.find<OptionalIndicatorRecord>(OPTIONAL_INDICATOR_SELECTIONS, { companyId });
  for (const record of current)
    if (!wanted.includes(record.indicatorId)) await tx.delete(OPTIONAL_INDICATOR_SELECTIONS, record.id);
  for (const indicatorId of wanted)
    if (!current.some((r) => r.indicatorId === indicatorId))
      await tx.put<OptionalIndicatorRecord>(OPTIONAL_INDICATOR_SELECTIONS, {
        id: `${companyId}:${indicatorId}`,
        companyId,
        indicatorId,
        selectedAt: now,
        selectedBy: userId,
      });
  const added = wanted.filter((id) => !current.some((r) => r.indicatorId === id));
  const removed = current.map((r) => r.indicatorId).filter((id) => !wanted.includes(id));
  const selection = await selectionOf(tx, companyId);
  // Only a change is an event: saving the same selection again tells no one anything.
  if (added.length || removed.length)
    await tx.append([
      createEvent({
        type: 'data-collection.company.pai-indicators-selected.v1',
        source: 'data-collection',
        subject: companyId,
        companyId,
        actorId: userId,
        data: {
          companyId,
          indicatorIds: selection.indicatorIds,
          added,
          removed,
          selectedBy: userId,
          selectedAt: now,
        },
      }),
    ]);
  return selection;
}

/**
 * The optional SFDR PAI indicators a company reports besides Table 1 (/optionalIndicatorSelection): at
 * least one of Table 2 and one of Table 3 (Article 6(1) of Delegated Regulation 2022/1288). The
 * selection is what GET indicators/count/optionalIndicators/{companyId} counts.
 */
@Controller('indicators/optionalIndicators')
export class OptionalIndicatorSelectionController {
  constructor(
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Get(':companyId')
  async get(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<OptionalIndicatorSelection>> {
    await this.companies.getFor(principal, companyId);
    return { data: await selectionOf(this.store, companyId) };
  }

  /** Replaces the whole selection. */
  @Put(':companyId')
  @Requires('pai.select-indicators', 'select the optional PAI indicators')
  async put(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(optionalIndicatorSelectionRequestSchema)) body: OptionalIndicatorSelectionRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<OptionalIndicatorSelection>> {
    await this.companies.getFor(principal, companyId);
    if (principal.companyId !== companyId)
      throw dataCollectionError(
        'COMPANY.FORBIDDEN',
        'Only the company’s own team selects its PAI indicators',
      );
    const known = ORDER();
    const unknown = body.indicatorIds.filter((id) => !known.has(id));
    if (unknown.length)
      throw dataCollectionError(
        'PAI_SELECTION.VALIDATION',
        `Unknown optional indicators: ${unknown.join(', ')}`,
      );
    const wanted = [...new Set(body.indicatorIds)];
    const now = new Date().toISOString();
    const data = await this.store.transaction((tx) =>
      replaceOptionalIndicators(tx, companyId, wanted, principal.userId, now),
    );
    return { data, message: 'Optional indicators saved' };
  }
}
