import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';

export const meQueryKey = ['user', 'me'] as const;

/** GET /api/user/me: the signed-in user's account (two-factor state, a visited workplace). */
export async function getMe(): Promise<User> {
  const { data } = await apiClient.get('/user/me', { schema: userSchema });
  return data;
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
