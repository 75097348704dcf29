import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
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
import { idPipe, yearPipe } from '../../http/params';
import { reportingError } from '../../domain/reporting.errors';
import { SaveSfdrSectionCommand } from './save-sfdr-section.command';

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
