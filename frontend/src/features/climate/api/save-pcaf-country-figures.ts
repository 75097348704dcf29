import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pcafCountryFiguresSchema,
  type PcafCountryFigures,
  type SavePcafCountryFiguresRequest,
} from '@esg/contracts/pcaf-inputs';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

interface SaveCountryFiguresInput {
  investorId: number;
  year: number;
  country: string;
  request: SavePcafCountryFiguresRequest;
}

/** PUT /api/pcaf-country-figures/{investorId}/{year}/{country}: saves or replaces a country's figures of the year. */
export async function savePcafCountryFigures(input: SaveCountryFiguresInput): Promise<PcafCountryFigures> {
  const { data } = await apiClient.put(
    `/pcaf-country-figures/${input.investorId}/${input.year}/${encodeURIComponent(input.country)}`,
    input.request,
    { schema: pcafCountryFiguresSchema },
  );
  return data;
}

export function useSavePcafCountryFigures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePcafCountryFigures,
    onSuccess: (_saved, input) =>
      queryClient.invalidateQueries({
        queryKey: climateKeys.pcafCountryFigures(input.investorId, input.year),
      }),
  });
}
