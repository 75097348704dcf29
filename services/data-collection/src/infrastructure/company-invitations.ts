import { createEvent } from '@esg/contracts';
import type { DocumentReader, Transaction } from '@esg/persistence';

import { INVITED_COMPANY_CONTRACT, assertInvites, limitReached, usage } from '../domain/access';
import type { Company } from '../domain/company';
import { directoryUserByEmail } from './user-directory';
import { dataCollectionError } from '../domain/data-collection.errors';

/** The children a company invited of a kind, and what its contract leaves (remainingPC / remainingGP). */
export async function invitedUsage(reader: DocumentReader, company: Company, kind: 'pc' | 'gp') {
  const used = await reader.count('companies', { parent_id: company.companyId, type: kind });
  return usage(company.number_of_pcs, used);
}

async function nextCompanyId(tx: Transaction): Promise<number> {
  for (;;) {
    const id = (await tx.nextId('companies')) + 1000;
    if (!(await tx.get('companies', String(id)))) return id;
  }
}

/**
 * Creates a company invited by `parent` (a GP's portfolio company, an LP's GP) and announces it with
 * its contact in data-collection.company.registered.v1; the gateway invites the contact as the new
 * company's primary user and mails the set-password link (the same path as /register-company).
 */
export async function inviteCompany(
  tx: Transaction,
  parent: Company,
  kind: 'pc' | 'gp',
  input: { companyName: string; contactName: string; email: string; industryId?: number | null },
  actorId: number | null,
): Promise<Company> {
  assertInvites(parent, kind);
  const email = input.email.trim().toLowerCase();
  const { limit, remaining } = await invitedUsage(tx, parent, kind);
  if (remaining === 0) throw limitReached(parent, kind, limit);
  if (await directoryUserByEmail(tx, email))
    throw dataCollectionError(
      'ACCESS.CONFLICT',
      `${email} already has an account; invite the company with another contact`,
    );
  if ((await tx.count('companies', { contact_email: email })) > 0)
    throw dataCollectionError('ACCESS.CONFLICT', `${email} is already the contact of a company`);

  const id = await nextCompanyId(tx);
  const contract = INVITED_COMPANY_CONTRACT[kind];
  const company: Company = {
    id: String(id),
    companyId: id,
    name: input.companyName.trim(),
    type: kind,
    parent_id: parent.companyId,
    contact_email: email,
    contract_type: 'standard',
    // The invited company reports what its parent collects, on the parent's cycle.
    data_collection_duration: parent.data_collection_duration,
    auto_mail_flag: true,
    report_reminder_flag: true,
    auto_highlights_flag: false,
    gp_key: null,
    industry_id: input.industryId ?? null,
    ...contract,
    funds_manager: kind === 'gp',
    is_action_plan_enabled: false,
    company_standard_assignments: parent.company_standard_assignments.map((a) => ({
      standard_id: a.standard_id,
    })),
  };
  await tx.insert('companies', company);
  await tx.append([
    createEvent({
      type: 'data-collection.company.registered.v1',
      source: 'data-collection',
      subject: id,
      companyId: id,
      actorId,
      aggregateVersion: 1,
      data: {
        companyId: id,
        name: company.name,
        type: company.type,
        parentId: parent.companyId,
        contractType: company.contract_type,
        contact: { name: input.contactName.trim(), email },
        isActionPlanEnabled: false,
        contract: {
          teamMembers: company.team_members,
          numberOfPcs: company.number_of_pcs,
          numberOfContributors: company.number_of_contributors,
        },
      },
    }),
  ]);
  return company;
}
