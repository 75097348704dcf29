import type { CompanyView } from '@esg/contracts';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createEvent } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { presentCompany, type Company } from '../../domain/company';
import { assertCycleAllowed, assertMayConfigure } from '../../domain/company-settings';
import { applyStandardPairing, type StandardDoc } from '../../domain/standards';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { FRAMEWORKS, type FrameworkDoc } from '../../reference/store-reference-data';
import { assertStandardsInContract } from '../../contract-manager/contract-manager.domain';
import { AssignStandardsCommand } from './assign-standards.command';

@CommandHandler(AssignStandardsCommand)
export class AssignStandardsHandler implements ICommandHandler<AssignStandardsCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
  ) {}

  async execute({ companyId, request, principal }: AssignStandardsCommand): Promise<CompanyView> {
    return this.store.transaction(async (tx) => {
      const company = await this.companies.getFor(principal, companyId, tx);
      assertMayConfigure(principal, company);
      if (request.selectedStandards.length === 0)
        throw dataCollectionError('STANDARD.VALIDATION', 'Select at least one standard');
      const catalogue = new Map((await tx.find<StandardDoc>('standards')).map((s) => [s.standardId, s]));
      const unknown = request.selectedStandards.filter((id) => !catalogue.has(id));
      if (unknown.length)
        throw dataCollectionError('STANDARD.VALIDATION', `Unknown standard ${unknown.join(', ')}`);
      const disabled = request.selectedStandards.filter((id) => catalogue.get(id)?.selectable === false);
      if (disabled.length) {
        throw dataCollectionError(
          'STANDARD.VALIDATION',
          `${disabled.map((id) => catalogue.get(id)!.name).join(', ')} cannot be selected`,
        );
      }
      const cycle = request.data_collection_duration ?? company.data_collection_duration;
      if (!cycle)
        throw dataCollectionError('COMPANY.VALIDATION', 'data_collection_duration: choose a reporting cycle');
      if (request.data_collection_duration) assertCycleAllowed(company, request.data_collection_duration);

      const previous = company.company_standard_assignments.map((a) => a.standard_id);
      const next = applyStandardPairing(previous, request.selectedStandards);
      // A standard newly assigned must be in the governing contract; those assigned before stay.
      await assertStandardsInContract(
        company,
        next.filter((id) => !previous.includes(id)),
        tx,
      );
      // Each standard is assigned with a real framework: the version in force now, kept while the
      // standard stays assigned (a later framework version is taken by assigning the standard anew).
      const frameworks = await tx.find<FrameworkDoc>(FRAMEWORKS, { standardId: { in: next } });
      const assignments = next.map((standard_id) => {
        const kept = company.company_standard_assignments.find(
          (a) => a.standard_id === standard_id,
        )?.framework_version;
        const current = frameworks
          .filter((f) => f.standardId === standard_id)
          .sort((a, b) => b.sequence - a.sequence)[0];
        if (!current && !kept)
          throw dataCollectionError(
            'STANDARD.VALIDATION',
            `Standard ${standard_id} has no framework to collect data with`,
          );
        return { standard_id, framework_version: kept ?? current.version };
      });
      const updated: Company = {
        ...company,
        data_collection_duration: cycle,
        company_standard_assignments: assignments,
      };
      await tx.put('companies', updated);
      await tx.append([
        createEvent({
          type: 'data-collection.company.updated.v1',
          source: 'data-collection',
          subject: companyId,
          companyId,
          actorId: principal.userId,
          data: { companyId, changes: { standards: next, data_collection_duration: cycle } },
        }),
      ]);
      return presentCompany(updated);
    });
  }
}
