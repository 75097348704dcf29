import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { lookupOptionSchema, type LookupOption } from '@esg/contracts/action-plans';
import { apiClient } from '@/lib/api-client';
import { actionPlanKeys } from './query-keys';

/*
 * GET /api/action-plan-listings/{cycles,priorities,due-date-triggers,progress-tags,pai-indicators,years}:
 * six reference lists with one shape and one fetcher, kept in one file rather than six identical ones.
 */

export type ListingOption = LookupOption;

/** pai-indicators: the Annex I indicators a recommendation may address (ADR 0055). */
export type OptionListing =
  'cycles' | 'priorities' | 'due-date-triggers' | 'progress-tags' | 'pai-indicators';

export async function getOptionListing(name: OptionListing): Promise<ListingOption[]> {
  const { data } = await apiClient.get(`/action-plan-listings/${name}`, {
    schema: z.array(lookupOptionSchema),
  });
  return data;
}

export const optionListingQueryOptions = (name: OptionListing) =>
  queryOptions({
    queryKey: actionPlanKeys.listing(name),
    queryFn: () => getOptionListing(name),
    staleTime: Infinity,
  });

export function useOptionListing(name: OptionListing) {
  return useSuspenseQuery(optionListingQueryOptions(name));
}

export async function getYears(): Promise<number[]> {
  const { data } = await apiClient.get('/action-plan-listings/years', { schema: z.array(z.number().int()) });
  return data;
}

export const yearsQueryOptions = () =>
  queryOptions({ queryKey: actionPlanKeys.listing('years'), queryFn: getYears, staleTime: Infinity });

export function useYears() {
  return useSuspenseQuery(yearsQueryOptions());
}
