import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  twoFactorConfirmationSchema,
  type TwoFactorConfirmRequest,
  type TwoFactorConfirmation,
} from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { meQueryKey } from './get-me';

/** POST /api/auth/2fa/confirm: proves the app holds the secret; answers the recovery codes, once. */
export async function confirmTwoFactor(request: TwoFactorConfirmRequest): Promise<TwoFactorConfirmation> {
  const { data } = await apiClient.post('/auth/2fa/confirm', request, {
    schema: twoFactorConfirmationSchema,
    anonymous: request.challengeToken !== undefined,
  });
  return data;
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    // The session of an enrolment during login starts only once the codes have been seen.
    onSuccess: (_confirmation, request) => {
      if (request.challengeToken === undefined) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
