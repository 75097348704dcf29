import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorEnrolmentSchema, type TwoFactorEnrolment } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/auth/2fa/enrol: a new secret with its QR code. Signed in (from My Account) it needs no
 * challenge; during a login whose company requires two-factor it carries the login's challenge.
 */
export async function enrolTwoFactor(challengeToken?: string): Promise<TwoFactorEnrolment> {
  const { data } = await apiClient.post('/auth/2fa/enrol', challengeToken ? { challengeToken } : {}, {
    schema: twoFactorEnrolmentSchema,
    anonymous: challengeToken !== undefined,
  });
  return data;
}

/**
 * Held as a query so that one screen asks for one secret (a second POST would replace the secret the
 * QR code shows); it is never refetched and forgotten as soon as the screen closes.
 */
export const enrolmentQueryOptions = (challengeToken?: string) =>
  queryOptions({
    queryKey: ['two-factor', 'enrolment', challengeToken ?? 'signed-in'],
    queryFn: () => enrolTwoFactor(challengeToken),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useTwoFactorEnrolment(challengeToken?: string) {
  return useQuery(enrolmentQueryOptions(challengeToken));
}
