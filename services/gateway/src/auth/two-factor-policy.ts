import type { Doc, DocumentReader } from '@esg/persistence';
import type { UserAccount } from '../domain/user';

/** A company's security settings that the gateway enforces at login (set by its primary user or an admin). */
export interface CompanyPolicy extends Doc {
  companyId: number;
  twoFactorRequired: boolean;
  updatedAt: string;
  updatedBy: number;
}

export async function companyRequiresTwoFactor(
  reader: DocumentReader,
  companyId: number | null,
): Promise<boolean> {
  if (companyId === null) return false;
  const policy = await reader.get<CompanyPolicy>('company_policies', String(companyId));
  return policy?.twoFactorRequired === true;
}

/** The user's own company decides (a visited workplace does not). */
export const twoFactorRequiredFor = (reader: DocumentReader, user: UserAccount): Promise<boolean> =>
  companyRequiresTwoFactor(reader, user.company_id);
