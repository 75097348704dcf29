import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { sessionQueryKey } from './get-session';

/** POST /api/auth/login: answers the access token and user, and sets the `__session` cookie. */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const { data } = await apiClient.post('/auth/login', credentials, {
    schema: loginResponseSchema,
    anonymous: true,
  });
  return data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      authStore.signIn(session);
    },
  });
}
