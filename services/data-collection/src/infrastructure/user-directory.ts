import type { CompanyContact, Permission, Role } from '@esg/contracts';
import type { Doc, DocumentReader } from '@esg/persistence';

/** A user as data-collection knows it, from the gateway's user events (integration/user-directory.consumer). */
export interface DirectoryUser extends Doc {
  userId: number;
  companyId: number | null;
  email: string;
  name: string;
  role: Role;
  permission: Permission | null;
  /** False while an invited user has not set a password. */
  active: boolean;
}

export const USER_DIRECTORY = 'user_directory';

export async function directoryUser(reader: DocumentReader, userId: number): Promise<DirectoryUser | null> {
  return reader.get<DirectoryUser>(USER_DIRECTORY, String(userId));
}

export async function directoryUserByEmail(
  reader: DocumentReader,
  email: string,
): Promise<DirectoryUser | null> {
  const [user] = await reader.find<DirectoryUser>(
    USER_DIRECTORY,
    { email: email.trim().toLowerCase() },
    { limit: 1 },
  );
  return user ?? null;
}

/**
 * The contact of a company: the user with its contact e-mail, if there is one yet. A company whose
 * contact e-mail has no account but whose other users do (Helios: its contributor) is reached through
 * them, so it is never shown as a company without an account (issue 29, item 8): the first of its
 * users, active before invited. Null status only when nobody of the company has an account.
 */
export async function companyContact(
  reader: DocumentReader,
  company: { companyId: number; contact_email: string },
): Promise<CompanyContact> {
  const contactEmail = company.contact_email;
  const user =
    (contactEmail ? await directoryUserByEmail(reader, contactEmail) : null) ??
    (await reader.find<DirectoryUser>(USER_DIRECTORY, { companyId: company.companyId }))
      .sort((a, b) => Number(b.active) - Number(a.active) || a.userId - b.userId)
      .at(0) ??
    null;
  return {
    email: user?.email ?? contactEmail,
    name: user?.name ?? null,
    status: user === null ? null : user.active ? 'active' : 'invited',
    userId: user?.userId ?? null,
  };
}
