import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/reset-password: the recovery link's one-time token and the new password. */
export async function resetPassword(request: ResetPasswordRequest): Promise<string | undefined> {
  const { message } = await apiClient.post('/auth/reset-password', request, { anonymous: true });
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
