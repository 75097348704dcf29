import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { editLock } from '@/lib/edit-lock';
import { disconnectSocket } from '@/lib/socket';
import { leaveWorkplace } from './leave-workplace';

export interface LogoutInput {
  userId: number;
  uid: string;
  /** An admin visiting a workplace leaves it first (spec 4, Authentication). */
  visitingWorkplace: boolean;
}

/**
 * Spec 4: leave a visited workplace, then the two-factor logout (GET user/two-fa-logout/{uid}, spec
 * 7.4). The gateway answers it by ending the session's two-factor state, revoking the session and
 * clearing the `__session` cookie, so it is the whole server-side sign-out (a POST auth/logout
 * after it would meet a revoked session).
 */
export async function logout({ userId, uid, visitingWorkplace }: LogoutInput): Promise<void> {
  if (visitingWorkplace) await leaveWorkplace(userId);
  // This browser ends its own session: its socket closes first, so the server's 'session:revoked'
  // for the session (sent to every socket of it, issue 14) is not taken for a sign-out from elsewhere.
  disconnectSocket();
  await apiClient.get(`/user/two-fa-logout/${encodeURIComponent(uid)}`);
}

/** Signs out on the server, then forgets everything the SPA held for this user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      disconnectSocket();
      editLock.releaseAll();
      authStore.signOut('signed-out');
      queryClient.clear();
    },
  });
}
