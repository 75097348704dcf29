/**
 * The challenge between the password step and the second factor. Held in memory only: it is a
 * credential, so it never goes into the URL or storage; a reload of /two-fa-auth starts over at /login.
 */
export interface PendingChallenge {
  challengeToken: string;
  /** `verify`: the user has two-factor; `enrol`: their company requires it and they must set it up. */
  kind: 'verify' | 'enrol';
}

let pending: PendingChallenge | null = null;

export const twoFactorChallenge = {
  get: (): PendingChallenge | null => pending,
  set(next: PendingChallenge): void {
    pending = next;
  },
  clear(): void {
    pending = null;
  },
};
