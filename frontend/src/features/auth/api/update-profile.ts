import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UpdateProfileRequest, type User } from '@esg/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { meQueryKey } from './get-me';

export type { UpdateProfileRequest };

/** PATCH /api/user/me: the signed-in user's own name (the e-mail is the login and stays). */
export async function updateProfile(request: UpdateProfileRequest): Promise<User> {
  const { data } = await apiClient.patch('/user/me', request, { schema: userSchema });
  return data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey, user);
      authStore.updateUser({ name: user.name });
    },
  });
}
