import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { assertAcceptableNewPassword } from './new-password-check';

/** POST /api/auth/change-password: the signed-in user's current and new password. */
export async function changePassword(request: ChangePasswordRequest): Promise<string | undefined> {
  const auth = authStore.getState();
  await assertAcceptableNewPassword(
    request.password,
    auth.status === 'authenticated' ? auth.user.email : null,
  );
  const { message } = await apiClient.post('/auth/change-password', request);
  return message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
