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

/** The contact of a company: its contact e-mail and the user behind it, if there is one yet. */
export async function companyContact(reader: DocumentReader, contactEmail: string): Promise<CompanyContact> {
  const user = contactEmail ? await directoryUserByEmail(reader, contactEmail) : null;
  return {
    email: contactEmail,
    name: user?.name ?? null,
    status: user === null ? null : user.active ? 'active' : 'invited',
    userId: user?.userId ?? null,
  };
}
