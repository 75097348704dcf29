import { useMutation } from '@tanstack/react-query';
import type { SetPasswordRequest } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { assertAcceptableNewPassword } from './new-password-check';

/** POST /api/auth/set-password: the invitation link's one-time token and the new password. */
export async function setPassword(request: SetPasswordRequest): Promise<string | undefined> {
  // The e-mail is the link's account, which only the server knows: it checks that part.
  await assertAcceptableNewPassword(request.password);
  const { message } = await apiClient.post('/auth/set-password', request, { anonymous: true });
  return message;
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
