import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  auditorAccessLogSchema,
  auditorGrantSchema,
  type AuditorGrant,
  type InviteAuditorRequest,
} from '@esg/contracts/assurance';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/*
 * The gateway's auditor calls (docs/assurance.md): GET /auditors?companyId=, POST /auditors,
 * GET /auditors/{userId}/access-log (the access manager's Auditors tab).
 */

export const auditorsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.assurance.auditors(companyId),
    queryFn: async () =>
      (await apiClient.get(`/auditors?companyId=${companyId}`, { schema: z.array(auditorGrantSchema) })).data,
  });

export const useAuditors = (companyId: number) => useQuery(auditorsQueryOptions(companyId));

export const useAuditorAccessLog = (userId: number | null) =>
  useQuery({
    queryKey: queryKeys.assurance.accessLog(userId ?? 0),
    queryFn: async () =>
      (await apiClient.get(`/auditors/${userId}/access-log`, { schema: auditorAccessLogSchema })).data,
    enabled: userId !== null,
  });

export function useInviteAuditor(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: InviteAuditorRequest): Promise<AuditorGrant> =>
      (await apiClient.post('/auditors', request, { schema: auditorGrantSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assurance.auditors(companyId) }),
  });
}
