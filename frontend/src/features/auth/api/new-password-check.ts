import { checkNewPassword } from '@esg/contracts/passwords';
import { ApiError } from '@/lib/api-client';

/**
 * The rule the gateway applies to a new password (libs/contracts passwords.ts), checked before the
 * request is sent: the form shows the same message the server would answer ('AUTH.WEAK_PASSWORD').
 * The list of common passwords is fetched (a separate chunk) the first time a password is chosen.
 */
export async function assertAcceptableNewPassword(password: string, email?: string | null): Promise<void> {
  const problem = await checkNewPassword(password, email);
  if (problem) throw new ApiError(400, 'AUTH.WEAK_PASSWORD', problem);
}
