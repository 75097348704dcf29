import type { ResponseStatus } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import type { Company } from '../domain/company';
import type { ResponseDoc } from '../domain/esg/response';
import type { StandardDoc } from '../domain/standards';
import { USER_DIRECTORY, type DirectoryUser } from '../infrastructure/user-directory';

/** The response after a status change, with the change in its history (who, when, why). */
export function moved(
  response: ResponseDoc,
  to: ResponseStatus,
  actorId: number,
  at: string,
  reason: string | null,
): ResponseDoc {
  if (to === response.status) return touched(response, at);
  return {
    ...response,
    status: to,
    history: [...response.history, { at, actorId, from: response.status, to, reason }],
    lastActivityAt: at,
    revision: response.revision + 1,
  };
}

export function touched(response: ResponseDoc, at: string): ResponseDoc {
  return { ...response, lastActivityAt: at, revision: response.revision + 1 };
}

export async function namesOf(
  reader: DocumentReader,
  response: Pick<ResponseDoc, 'companyId' | 'standardId'>,
): Promise<{ company: string; standard: string }> {
  const [company, standard] = await Promise.all([
    reader.get<Company>('companies', String(response.companyId)),
    reader.get<StandardDoc>('standards', String(response.standardId)),
  ]);
  return {
    company: company?.name ?? `Company ${response.companyId}`,
    standard: standard?.name ?? `Standard ${response.standardId}`,
  };
}

export async function userName(reader: DocumentReader, userId: number): Promise<string | null> {
  return (await reader.get<DirectoryUser>(USER_DIRECTORY, String(userId)))?.name ?? null;
}
