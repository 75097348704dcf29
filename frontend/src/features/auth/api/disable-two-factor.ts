import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisableRequest } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { meQueryKey } from './get-me';

/** POST /api/auth/2fa/disable, with the current code or the password. */
export async function disableTwoFactor(request: TwoFactorDisableRequest): Promise<string | undefined> {
  const { message } = await apiClient.post('/auth/2fa/disable', request);
  return message;
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
