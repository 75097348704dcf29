import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { assertAcceptableNewPassword } from './new-password-check';

/** POST /api/auth/reset-password: the recovery link's one-time token and the new password. */
export async function resetPassword(request: ResetPasswordRequest): Promise<string | undefined> {
  // The e-mail is the link's account, which only the server knows: it checks that part.
  await assertAcceptableNewPassword(request.password);
  const { message } = await apiClient.post('/auth/reset-password', request, { anonymous: true });
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
