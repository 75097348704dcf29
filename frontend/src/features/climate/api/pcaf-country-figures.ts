import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pcafCountryFiguresSchema, type PcafCountryFigures } from '@esg/contracts/pcaf-inputs';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** GET /api/pcaf-country-figures/{investorId}/{year}: the countries' figures saved for sovereign bonds (ADR 0083). */
export async function getPcafCountryFigures(investorId: number, year: number): Promise<PcafCountryFigures[]> {
  const { data } = await apiClient.get(`/pcaf-country-figures/${investorId}/${year}`, {
    schema: z.array(pcafCountryFiguresSchema),
  });
  return data;
}

export const usePcafCountryFigures = (investorId: number | null, year: number | null) =>
  useQuery({
    queryKey: climateKeys.pcafCountryFigures(investorId ?? 0, year ?? 0),
    queryFn: () => getPcafCountryFigures(investorId!, year!),
    enabled: investorId !== null && year !== null,
  });
