import { useMutation, useQueryClient } from '@tanstack/react-query';
import { factorImportResultSchema } from '@esg/contracts/scoring';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** POST /api/emission-factors/import?fileName=: a DESNZ or EPA workbook, through the importer (admins). */
export function useImportEmissionFactors() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { data } = await apiClient.post(
        `/emission-factors/import?fileName=${encodeURIComponent(file.name)}`,
        file,
        {
          schema: factorImportResultSchema,
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        },
      );
      return data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: climateKeys.all() }),
  });
}
