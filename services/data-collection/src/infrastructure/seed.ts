import { createEvent, STANDARD_CATALOGUE } from '@esg/contracts';
import { DEMO_COMPANIES, DEMO_FUNDS, type ServiceRuntime } from '@esg/platform';
import type { Company, Fund } from '../domain/company';

/** The standards catalogue is reference data: written in every mode, kept in step with the code at each start. */
export async function writeStandardsCatalogue(runtime: ServiceRuntime): Promise<void> {
  await runtime.store.transaction(async (tx) => {
    for (const standard of STANDARD_CATALOGUE)
      await tx.put('standards', { ...standard, id: String(standard.id), standardId: standard.id });
  });
}

/** Demo companies, funds and the standards catalogue. Idempotent: existing documents are left as they are. */
export async function seedDataCollection(runtime: ServiceRuntime): Promise<void> {
  await runtime.store.transaction(async (tx) => {
    for (const demo of DEMO_COMPANIES) {
      if (await tx.get('companies', String(demo.id))) continue;
      const children = DEMO_COMPANIES.filter((c) => c.parent_id === demo.id).length;
      const company: Company = {
        id: String(demo.id),
        companyId: demo.id,
        name: demo.name,
        type: demo.type,
        parent_id: demo.parent_id,
        contact_email: demo.contact_email,
        contract_type: demo.contract_type,
        data_collection_duration: demo.data_collection_duration,
        auto_mail_flag: true,
        report_reminder_flag: true,
        auto_highlights_flag: false,
        gp_key: demo.gp_key,
        industry_id: demo.industry_id,
        number_of_pcs: children,
        team_members: 0,
        number_of_contributors: demo.id === 4 ? 1 : 0,
        funds_manager: demo.funds_manager,
        is_action_plan_enabled: demo.is_action_plan_enabled,
        company_standard_assignments: demo.standards.map((standard_id) => ({ standard_id })),
      };
      await tx.insert('companies', company);
      await tx.append([
        createEvent({
          type: 'data-collection.company.registered.v1',
          source: 'data-collection',
          subject: demo.id,
          companyId: demo.id,
          aggregateVersion: 1,
          data: {
            companyId: demo.id,
            name: demo.name,
            type: demo.type,
            parentId: demo.parent_id,
            contractType: demo.contract_type,
            isActionPlanEnabled: demo.is_action_plan_enabled,
          },
        }),
      ]);
    }
    for (const demo of DEMO_FUNDS) {
      if (await tx.get('funds', String(demo.id))) continue;
      const fund: Fund = {
        ...demo,
        id: String(demo.id),
        fundId: demo.id,
        portfolio_company_ids: [...demo.portfolio_company_ids],
      };
      await tx.insert('funds', fund);
    }
  });
}
