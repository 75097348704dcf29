import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  isLei,
  sfdrSectionUpdateRequestSchema,
  type ApiResponse,
  type SfdrSection,
  type SfdrSectionUpdateRequest,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { assertMayWritePaiTexts } from '../../application/pai-report-access';
import { readEntityStatement } from '../../application/pai-entity-statement';
import { readPeriodicReport } from '../../application/periodic-report';
import { readableFund } from '../../application/taxonomy-fund';
import { isStatementSection } from '../../domain/pai-statement/entity-statement';
import { assertHasPeriodicReport, isPeriodicSection } from '../../domain/periodic-report/periodic-report';
import {
  applySfdrTextEdit,
  sfdrTextId,
  type SfdrTextRecord,
  type SfdrTextScope,
} from '../../domain/sfdr-texts/sfdr-text';
import { SFDR_TEXTS, SFDR_TEXT_HISTORY } from '../../infrastructure/migrations';
import { idPipe, yearPipe } from '../../http/params';
import { reportingError } from '../../domain/reporting.errors';

/** Saves one GP-written section of an SFDR document as a new version (issue 26). */
export class SaveSfdrSectionCommand extends Command<{ version: number }> {
  constructor(
    readonly principal: Principal,
    readonly scope: SfdrTextScope,
    readonly sectionId: string,
    readonly request: SfdrSectionUpdateRequest,
  ) {
    super();
  }
}

@CommandHandler(SaveSfdrSectionCommand)
export class SaveSfdrSectionHandler implements ICommandHandler<SaveSfdrSectionCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({
    principal,
    scope,
    sectionId,
    request,
  }: SaveSfdrSectionCommand): Promise<{ version: number }> {
    return this.store.transaction(async (tx) => {
      const id = sfdrTextId(scope, sectionId);
      const current = await tx.get<SfdrTextRecord>(SFDR_TEXTS, id);
      if (request.expectedVersion !== undefined && request.expectedVersion !== (current?.version ?? 0))
        throw reportingError(
          'SFDR_TEXT.CONFLICT',
          `The section was changed meanwhile (version ${current?.version ?? 0}, you edited version ${request.expectedVersion}); reload it and edit again`,
        );
      const edit = applySfdrTextEdit(current, scope, sectionId, request.text, {
        userId: principal.userId,
        at: new Date().toISOString(),
      });
      if (!edit) return { version: current?.version ?? 0 };
      await tx.put(SFDR_TEXTS, edit.next);
      await tx.insert(SFDR_TEXT_HISTORY, edit.history);
      return { version: edit.next.version };
    });
  }
}

/** A one-line field holds one line; an LEI is checked (ISO 17442). Checked before anything is stored. */
export function assertSectionText(sectionId: string, text: string): void {
  if (sectionId === 'lei') {
    const lei = text.trim();
    if (lei && !isLei(lei))
      throw reportingError(
        'SFDR_TEXT.UNPROCESSABLE',
        `text: "${lei}" is not a legal entity identifier (20 letters and digits with valid check digits, ISO 17442)`,
      );
  }
}

@Controller('pai/statements')
export class SavePaiStatementSectionController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(STORE) private readonly store: Store,
  ) {}

  /** A section of the GP's entity statement (Annex I); the answer is the whole statement as it now reads. */
  @Put(':companyId/:year/sections/:sectionId')
  async save(
    @Param('companyId', idPipe('companyId')) companyId: number,
    @Param('year', yearPipe) year: number,
    @Param('sectionId') sectionId: string,
    @Body(new ZodPipe(sfdrSectionUpdateRequestSchema)) body: SfdrSectionUpdateRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<SfdrSection>> {
    assertMayWritePaiTexts(principal, companyId);
    if (!isStatementSection(sectionId))
      throw reportingError('SFDR_SECTION.NOT_FOUND', `The statement has no section "${sectionId}"`);
    assertSectionText(sectionId, body.text);
    await this.commands.execute(
      new SaveSfdrSectionCommand(
        principal,
        { document: 'pai-statement', ownerId: companyId, year },
        sectionId,
        sectionId === 'lei' ? { ...body, text: body.text.trim() } : body,
      ),
    );
    const statement = await readEntityStatement(this.store, companyId, year);
    return { data: statement.sections.find((s) => s.id === sectionId)!, message: 'Section saved' };
  }
}

@Controller('funds/:fundId/periodic-report')
export class SavePeriodicReportSectionController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(STORE) private readonly store: Store,
  ) {}

  /** A GP-written field of a fund's periodic report (Annex IV or V); the answer is the section as it now reads. */
  @Put(':year/sections/:sectionId')
  async save(
    @Param('fundId', idPipe('fundId')) fundId: number,
    @Param('year', yearPipe) year: number,
    @Param('sectionId') sectionId: string,
    @Body(new ZodPipe(sfdrSectionUpdateRequestSchema)) body: SfdrSectionUpdateRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<SfdrSection>> {
    const fund = await readableFund(this.store, principal, fundId);
    assertMayWritePaiTexts(principal, fund.companyId);
    assertHasPeriodicReport(fund.sfdrClassification ?? null);
    if (!isPeriodicSection(sectionId))
      throw reportingError('SFDR_SECTION.NOT_FOUND', `The periodic report has no section "${sectionId}"`);
    assertSectionText(sectionId, body.text);
    await this.commands.execute(
      new SaveSfdrSectionCommand(
        principal,
        { document: 'periodic-report', ownerId: fundId, year },
        sectionId,
        sectionId === 'lei' ? { ...body, text: body.text.trim() } : body,
      ),
    );
    const report = await readPeriodicReport(this.store, fund, year);
    return { data: report.sections.find((s) => s.id === sectionId)!, message: 'Section saved' };
  }
}
