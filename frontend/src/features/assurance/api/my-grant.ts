import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditorGrantSchema } from '@esg/contracts/assurance';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /auditors/me: the signed-in auditor's scope, period and end date (docs/assurance.md). */
export const myAuditorGrantQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.assurance.me(),
    queryFn: async () => (await apiClient.get('/auditors/me', { schema: auditorGrantSchema })).data,
  });

export const useMyAuditorGrant = () => useQuery(myAuditorGrantQueryOptions());
