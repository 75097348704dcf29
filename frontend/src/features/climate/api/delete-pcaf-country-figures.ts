import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

interface CountryFiguresKey {
  investorId: number;
  year: number;
  country: string;
}

/** DELETE /api/pcaf-country-figures/{investorId}/{year}/{country}: removes a country's saved figures. */
export async function deletePcafCountryFigures(key: CountryFiguresKey): Promise<void> {
  await apiClient.delete(
    `/pcaf-country-figures/${key.investorId}/${key.year}/${encodeURIComponent(key.country)}`,
  );
}

export function useDeletePcafCountryFigures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePcafCountryFigures,
    onSuccess: (_none, key) =>
      queryClient.invalidateQueries({
        queryKey: climateKeys.pcafCountryFigures(key.investorId, key.year),
      }),
  });
}
