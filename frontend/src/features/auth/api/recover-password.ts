import { useMutation } from '@tanstack/react-query';
import { RECOVER_PASSWORD_MESSAGE, type RecoverPasswordRequest } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/recover-password: the same answer whether or not the e-mail has an account. */
export async function recoverPassword(request: RecoverPasswordRequest): Promise<string> {
  const { message } = await apiClient.post('/auth/recover-password', request, { anonymous: true });
  return message ?? RECOVER_PASSWORD_MESSAGE;
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
