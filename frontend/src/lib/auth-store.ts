import { useSyncExternalStore } from 'react';
import type { LoginResponse, SessionUser } from '@esg/contracts/auth';

/**
 * The signed-in session, held in memory only (the access token never touches storage; a reload
 * restores the session from the HttpOnly `__session` cookie through GET /api/auth/session).
 *
 * `unknown` lasts from start-up until that first session call has answered.
 */
export type AuthState =
  | { status: 'unknown' }
  | { status: 'anonymous'; reason: SignOutReason }
  | { status: 'authenticated'; accessToken: string; expiresAt: number; user: SessionUser };

/**
 * Why there is no session: `signed-out` (the user logged out, so /login needs no return target),
 * `expired` (a 401 or a revoked session: come back to the same page after logging in again),
 * `no-session` (nothing to restore at start-up).
 */
export type SignOutReason = 'signed-out' | 'expired' | 'no-session';

type Listener = () => void;

let state: AuthState = { status: 'unknown' };
const listeners = new Set<Listener>();

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(session: LoginResponse): void {
    setState({
      status: 'authenticated',
      accessToken: session.accessToken,
      expiresAt: Date.now() + session.expiresIn * 1000,
      user: session.user,
    });
  },
  /** The signed-in user's profile changed (edit-profile): the top bar shows the new name at once. */
  updateUser(changes: Partial<Pick<SessionUser, 'name'>>): void {
    if (state.status === 'authenticated') setState({ ...state, user: { ...state.user, ...changes } });
  },
  /** Forget the session locally. The server-side revocation is the logout call's job. */
  signOut(reason: SignOutReason): void {
    if (state.status !== 'anonymous') setState({ status: 'anonymous', reason });
  },
  accessToken(): string | null {
    return state.status === 'authenticated' ? state.accessToken : null;
  },
};

export type AuthStore = typeof authStore;

export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState);
}

/** The signed-in user; only for components rendered behind the authenticated layout. */
export function useCurrentUser(): SessionUser {
  const auth = useAuthState();
  if (auth.status !== 'authenticated') throw new Error('useCurrentUser needs a signed-in user');
  return auth.user;
}
