import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse, type TwoFactorVerifyRequest } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { startSession } from './login';

/** POST /api/auth/2fa/verify: the second step of a login, with a TOTP code or a recovery code. */
export async function verifyTwoFactor(request: TwoFactorVerifyRequest): Promise<LoginResponse> {
  const { data } = await apiClient.post('/auth/2fa/verify', request, {
    schema: loginResponseSchema,
    anonymous: true,
  });
  return data;
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
