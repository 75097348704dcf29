import { createEvent, STANDARD_CATALOGUE } from '@esg/contracts';
import { DEMO_COMPANIES, DEMO_CONTRACT_LIMITS, type ServiceRuntime } from '@esg/platform';
import type { Company } from '../domain/company';
import { DEMO_PEER_COMPANIES, DEMO_PEER_INVESTORS } from './esg-demo-data';
import { seedPaiSelection } from './pai-selection-seed';
import { seedPortfolio } from './portfolio-seed';

/** The standards catalogue is reference data: written in every mode, kept in step with the code at each start. */
export async function writeStandardsCatalogue(runtime: ServiceRuntime): Promise<void> {
  await runtime.store.transaction(async (tx) => {
    for (const standard of STANDARD_CATALOGUE)
      await tx.put('standards', { ...standard, id: String(standard.id), standardId: standard.id });
  });
}

/** Demo companies (with other investors' benchmark peers), funds with their positions, the demo GP's optional PAI indicators, and the standards catalogue. Idempotent: existing documents are left as they are. */
export async function seedDataCollection(runtime: ServiceRuntime): Promise<void> {
  await runtime.store.transaction(async (tx) => {
    for (const demo of [...DEMO_COMPANIES, ...DEMO_PEER_INVESTORS, ...DEMO_PEER_COMPANIES]) {
      if (await tx.get('companies', String(demo.id))) continue;
      const contract = DEMO_CONTRACT_LIMITS[demo.id] ?? {
        team_members: 0,
        number_of_pcs: 0,
        number_of_contributors: 0,
      };
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
        ...contract,
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
            gpKey: demo.gp_key,
            contract: {
              teamMembers: contract.team_members,
              numberOfPcs: contract.number_of_pcs,
              numberOfContributors: contract.number_of_contributors,
            },
          },
        }),
      ]);
    }
  });
  await seedPortfolio(runtime);
  await seedPaiSelection(runtime);
}
