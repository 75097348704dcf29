import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { disconnectSocket } from '@/lib/socket';

/** POST /api/auth/logout: revokes the session and clears the `__session` cookie (204). */
export async function logout(): Promise<void> {
  await apiClient.post<void>('/auth/logout', undefined);
}

/** Signs out on the server, then forgets everything the SPA held for this user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      disconnectSocket();
      authStore.signOut('signed-out');
      queryClient.clear();
    },
  });
}
