import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@esg/contracts/query-keys';
import {
  paiEntityStatementSchema,
  paiStatementFileName,
  sfdrSectionSchema,
  type PaiEntityStatement,
  type PaiStatementFormat,
  type SfdrSectionUpdateRequest,
} from '@esg/contracts/sfdr-documents';
import { apiClient } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/save-file';

/*
 * The entity-level PAI statement of a GP (issue 26): its sections and the three documents. Keyed under the
 * year's PAI texts, so saving an Explanation or Actions text refreshes the statement too.
 */
const statementKey = (companyId: number, year: number) =>
  [...queryKeys.pai.texts(companyId, year), 'entity-statement'] as const;

/** GET /api/pai/statements/{companyId}/{year}: the statement as the documents show it. */
export async function getPaiEntityStatement(companyId: number, year: number): Promise<PaiEntityStatement> {
  const { data } = await apiClient.get(`/pai/statements/${companyId}/${year}`, {
    schema: paiEntityStatementSchema,
  });
  return data;
}

export const paiEntityStatementQueryOptions = (companyId: number, year: number) =>
  queryOptions({
    queryKey: statementKey(companyId, year),
    queryFn: () => getPaiEntityStatement(companyId, year),
  });

export const usePaiEntityStatement = (companyId: number, year: number) =>
  useQuery(paiEntityStatementQueryOptions(companyId, year));

/** PUT /api/pai/statements/{companyId}/{year}/sections/{sectionId}: a new version of a section. */
export function useSaveStatementSection(companyId: number, year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, request }: { sectionId: string; request: SfdrSectionUpdateRequest }) =>
      apiClient.put(`/pai/statements/${companyId}/${year}/sections/${sectionId}`, request, {
        schema: sfdrSectionSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKey(companyId, year) }),
  });
}

/** GET /api/pai/statements/{companyId}/{year}.docx, .pdf or .xlsx, saved under the server's file name. */
export function downloadPaiEntityStatement(
  companyId: number,
  year: number,
  entityName: string,
  format: PaiStatementFormat,
): Promise<void> {
  return downloadApiFile(
    `/pai/statements/${companyId}/${year}.${format}`,
    paiStatementFileName(year, entityName, format),
  );
}
