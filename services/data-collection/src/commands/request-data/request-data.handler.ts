import { canActForCompany } from '@esg/access-policy';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResponseSummary } from '@esg/contracts';
import { presentSummary } from '../../application/present-response';
import { RESPONSES, ResponseWorkspace } from '../../application/response-workspace';
import { responseEvent, responseRef } from '../../application/response-events';
import { carryOverKeptHandovers } from '../../application/tcfd-handovers';
import { namesOf } from '../../application/transitions';
import type { Company } from '../../domain/company';
import { assertPeriodForCycle, parsePeriod } from '../../domain/esg/period';
import type { ResponseDoc } from '../../domain/esg/response';
import { requesterFor } from '../../domain/esg/response-access';
import { assertStandardsInContract } from '../../contract-manager/contract-manager.domain';
import type { FrameworkDoc } from '../../reference/store-reference-data';
import { RecordValuesHandler } from '../record-values/record-values.handler';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { RequestDataCommand } from './request-data.command';

@CommandHandler(RequestDataCommand)
export class RequestDataHandler implements ICommandHandler<RequestDataCommand> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly record: RecordValuesHandler,
  ) {}

  async execute({ principal, request, at }: RequestDataCommand): Promise<ResponseSummary> {
    return this.workspace.store.transaction(async (tx) => {
      const company = await tx.get<Company>('companies', String(request.companyId));
      const lookup = await this.workspace.lookup(principal, [request.companyId], tx);
      // A company the caller may not act for is answered like one that does not exist.
      if (!company || !canActForCompany(principal, company.companyId, lookup))
        throw dataCollectionError('COMPANY.NOT_FOUND', `Company ${request.companyId} was not found`);
      const requester = requesterFor(
        principal,
        { companyId: company.companyId, parent_id: company.parent_id },
        lookup,
      );
      if (requester === null)
        throw dataCollectionError(
          'RESPONSE.FORBIDDEN',
          `You may not request data from company ${company.companyId}`,
        );
      if (company.type === 'admin')
        throw dataCollectionError('RESPONSE.VALIDATION', 'The platform company reports no data');
      const requesterCompany =
        requester === company.companyId ? company : await tx.get<Company>('companies', String(requester));
      const assigned = [company, requesterCompany].some((c) =>
        c?.company_standard_assignments.some((a) => a.standard_id === request.standardId),
      );
      if (!assigned)
        throw dataCollectionError(
          'RESPONSE.VALIDATION',
          `Standard ${request.standardId} is not assigned to ${requester === company.companyId ? company.name : `${requesterCompany?.name} or ${company.name}`}: assign it first`,
        );
      await assertStandardsInContract(company, [request.standardId], tx);
      const framework = this.workspace.catalogue.framework(
        request.standardId,
        frameworkVersionOf(company, requesterCompany, request.standardId),
      );
      const modules = requestedModules(framework, request.modules);
      if (
        this.workspace.catalogue.codesFor(framework.id, { companyType: company.type, modules }).length === 0
      )
        throw dataCollectionError(
          'RESPONSE.VALIDATION',
          `${framework.name} asks nothing of a company of type ${company.type}`,
        );
      const period = parsePeriod(request.period);
      assertPeriodForCycle(period, company.data_collection_duration);
      const existing = await tx.find<ResponseDoc>(RESPONSES, {
        companyId: company.companyId,
        standardId: request.standardId,
        period: period.text,
      });
      if (existing.length)
        throw dataCollectionError(
          'RESPONSE.ALREADY_EXISTS',
          `${company.name} already has a ${framework.name} response for ${period.text} (response ${existing[0].responseId})`,
        );
      const responseId = await tx.nextId('responses');
      const now = at.toISOString();
      const response: ResponseDoc = {
        id: String(responseId),
        responseId,
        companyId: company.companyId,
        requesterCompanyId: requester,
        companyType: company.type,
        standardId: request.standardId,
        frameworkId: framework.id,
        frameworkVersion: framework.version,
        ...(modules.length ? { modules } : {}),
        period: period.text,
        year: period.year,
        cycle: period.cycle,
        periodStart: period.start,
        periodEnd: period.end,
        status: 'requested',
        dueDate: request.dueDate,
        requestedAt: now,
        requestedBy: principal.userId,
        submittedAt: null,
        submittedBy: null,
        lastActivityAt: now,
        publicationNumber: 0,
        lastPublishedAt: null,
        publications: [],
        history: [{ at: now, actorId: principal.userId, from: null, to: 'requested', reason: null }],
        assignments: [],
        revision: 1,
      };
      await tx.insert(RESPONSES, response);
      const state = await this.workspace.state(tx, response);
      await tx.append([
        responseEvent('data-collection.response.requested.v1', response, principal.userId, {
          ...responseRef(response),
          status: response.status,
          dueDate: response.dueDate,
          requestedBy: principal.userId,
          requestedAt: now,
          completion: state.completion,
        }),
      ]);
      // A TCFD questionnaire takes the answers kept from scoring's retired assessments (ADR 0086).
      const carried = await carryOverKeptHandovers(tx, this.workspace, this.record, response, now);
      if (carried.length === 0)
        return presentSummary(response, await namesOf(tx, response), state.completion);
      const after = (await tx.get<ResponseDoc>(RESPONSES, String(responseId)))!;
      const completed = await this.workspace.state(tx, after);
      return presentSummary(after, await namesOf(tx, after), completed.completion);
    });
  }
}

/** The optional modules asked for, each one the framework offers (VSME: `comprehensive`). */
function requestedModules(framework: FrameworkDoc, asked: readonly string[] | undefined): string[] {
  const optional = (framework.modules ?? []).filter((m) => m.optional);
  const modules = [...new Set(asked ?? [])].sort();
  for (const id of modules)
    if (!optional.some((m) => m.id === id))
      throw dataCollectionError(
        'RESPONSE.VALIDATION',
        optional.length
          ? `modules: ${framework.name} has no optional module "${id}" (it offers ${optional.map((m) => `${m.id}: ${m.label}`).join(', ')})`
          : `modules: ${framework.name} is asked as a whole; it has no modules to choose`,
      );
  return modules;
}

/** The framework version a company's standard assignment names, if any (else the current version). */
function frameworkVersionOf(
  company: Company,
  requester: Company | null,
  standardId: number,
): string | undefined {
  for (const candidate of [company, requester]) {
    const assignment = candidate?.company_standard_assignments.find((a) => a.standard_id === standardId);
    if (assignment?.framework_version) return assignment.framework_version;
  }
  return undefined;
}
