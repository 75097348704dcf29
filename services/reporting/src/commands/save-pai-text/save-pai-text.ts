import { Body, Controller, Inject, Param, Put, Query } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  createEvent,
  paiReportScopeQuerySchema,
  paiTextChangedV1,
  paiTextUpdateRequestSchema,
  type ApiResponse,
  type PaiReportScopeQuery,
  type PaiText,
  type PaiTextUpdateRequest,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, requestContext, type Principal } from '@esg/platform';
import { assertMayWritePaiTexts } from '../../application/pai-report-access';
import {
  applyPaiTextEdit,
  paiTextId,
  type PaiTextRecord,
  type PaiTextScope,
} from '../../domain/pai-texts/pai-text';
import { PAI_TEXTS, PAI_TEXT_HISTORY } from '../../infrastructure/migrations';
import { idPipe, indicatorIdPipe, yearPipe } from '../../http/params';
import { historyOf, presentPaiText } from '../../queries/pai-texts/pai-texts';
import { reportingError } from '../../domain/reporting.errors';

/** Saves the Explanation and/or Actions text of one PAI statement row, as a new version. */
export class SavePaiTextCommand extends Command<PaiText> {
  constructor(
    readonly principal: Principal,
    readonly scope: PaiTextScope,
    readonly indicatorId: string,
    readonly request: PaiTextUpdateRequest,
  ) {
    super();
  }
}

@CommandHandler(SavePaiTextCommand)
export class SavePaiTextHandler implements ICommandHandler<SavePaiTextCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, scope, indicatorId, request }: SavePaiTextCommand): Promise<PaiText> {
    assertMayWritePaiTexts(principal, scope.companyId);
    const id = paiTextId(scope, indicatorId);
    return this.store.transaction(async (tx) => {
      const current = await tx.get<PaiTextRecord>(PAI_TEXTS, id);
      if (request.expectedVersion !== undefined && request.expectedVersion !== (current?.version ?? 0))
        throw reportingError(
          'PAI_TEXT.CONFLICT',
          `The text was changed meanwhile (version ${current?.version ?? 0}, you edited version ${request.expectedVersion}); reload it and edit again`,
        );
      const edit = applyPaiTextEdit(current, scope, indicatorId, request, {
        userId: principal.userId,
        at: new Date().toISOString(),
      });
      if (!edit) {
        if (!current) throw reportingError('PAI_TEXT.VALIDATION', 'An empty text is not saved');
        return presentPaiText(current, await historyOf(tx, id));
      }
      await tx.put(PAI_TEXTS, edit.next);
      await tx.insert(PAI_TEXT_HISTORY, edit.history);
      await tx.append([
        createEvent({
          type: 'reporting.pai-text.changed.v1',
          source: 'reporting',
          subject: id,
          companyId: scope.companyId,
          actorId: principal.userId,
          correlationId: requestContext.getStore()?.correlationId,
          aggregateVersion: edit.next.version,
          data: paiTextChangedV1.parse({
            companyId: scope.companyId,
            fundId: scope.fundId,
            year: scope.year,
            indicatorId,
            version: edit.next.version,
            actorId: principal.userId,
            changes: edit.history.changes,
          }),
        }),
      ]);
      return presentPaiText(edit.next, await historyOf(tx, id));
    });
  }
}

@Controller('pai/reports')
export class SavePaiTextController {
  constructor(private readonly commands: CommandBus) {}

  /** `?fundId=` addresses a fund's statement; without it, the GP entity's. */
  @Put(':companyId/:year/texts/:indicatorId')
  async save(
    @Param('companyId', idPipe('companyId')) companyId: number,
    @Param('year', yearPipe) year: number,
    @Param('indicatorId', indicatorIdPipe) indicatorId: string,
    @Query(new ZodPipe(paiReportScopeQuerySchema)) query: PaiReportScopeQuery,
    @Body(new ZodPipe(paiTextUpdateRequestSchema)) body: PaiTextUpdateRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PaiText>> {
    const scope = { companyId, fundId: query.fundId ?? null, year };
    return {
      data: await this.commands.execute(new SavePaiTextCommand(principal, scope, indicatorId, body)),
      message: 'Text saved',
    };
  }
}
