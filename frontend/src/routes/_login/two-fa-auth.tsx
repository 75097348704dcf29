import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LoginCardHeading } from '@/components/layouts/login-layout';
import { twoFactorChallenge } from '@/features/auth/two-factor-challenge';
import { startSession } from '@/features/auth/api/login';
import { TwoFactorEnrolment } from '@/features/auth/components/two-factor-enrolment';
import { TwoFactorVerifyForm } from '@/features/auth/components/two-factor-verify-form';

/**
 * The second factor after the password step (spec 2.1 /two-fa-auth): a code, or, when the company
 * requires two-factor and the user has none yet, the enrolment. Without a pending login there is
 * nothing to verify, so it starts over at /login.
 */
export const Route = createFileRoute('/_login/two-fa-auth')({
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
    if (!twoFactorChallenge.get()) throw redirect({ to: '/login', replace: true });
  },
  component: TwoFactorPage,
});

function TwoFactorPage() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const challenge = twoFactorChallenge.get();
  if (!challenge) return null;
  const done = () => void router.navigate({ to: '/user-guide', replace: true });

  return (
    <section aria-label="Two-Factor Authentication">
      {challenge.kind === 'verify' ? (
        <>
          <LoginCardHeading
            title="Two-Factor Authentication"
            subtitle="Enter the 6-digit code from your authenticator app."
          />
          <TwoFactorVerifyForm challengeToken={challenge.challengeToken} onSuccess={done} />
        </>
      ) : (
        <>
          <LoginCardHeading
            title="Two-Factor Authentication"
            subtitle="Your company requires two-factor authentication. Set it up to continue."
          />
          <TwoFactorEnrolment
            challengeToken={challenge.challengeToken}
            onDone={(confirmation) => {
              if (confirmation.login) {
                startSession(queryClient, confirmation.login);
                done();
              } else {
                twoFactorChallenge.clear();
                void router.navigate({ to: '/login', replace: true });
              }
            }}
          />
        </>
      )}
    </section>
  );
}
