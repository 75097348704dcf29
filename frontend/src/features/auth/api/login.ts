import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  isCompletedLogin,
  loginOutcomeSchema,
  type LoginOutcome,
  type LoginRequest,
  type LoginResponse,
} from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { twoFactorChallenge } from '../two-factor-challenge';
import { sessionQueryKey } from './get-session';

/**
 * POST /api/auth/login: answers the access token and user (and sets the `__session` cookie), or,
 * for a user with two-factor, a challenge to complete at /two-fa-auth.
 */
export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  const { data } = await apiClient.post('/auth/login', credentials, {
    schema: loginOutcomeSchema,
    anonymous: true,
  });
  return data;
}

/** Makes a finished login the SPA's session (also used by the two-factor steps). */
export function startSession(queryClient: QueryClient, session: LoginResponse): void {
  twoFactorChallenge.clear();
  queryClient.setQueryData(sessionQueryKey, session);
  authStore.signIn(session);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (outcome) => {
      if (isCompletedLogin(outcome)) startSession(queryClient, outcome);
      else
        twoFactorChallenge.set({
          challengeToken: outcome.challengeToken,
          kind: 'twoFactorRequired' in outcome ? 'verify' : 'enrol',
        });
    },
  });
}
