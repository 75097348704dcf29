import { Group } from '@mantine/core';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginCardHeading } from '@/components/layouts/login-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirectTarget } from '@/lib/redirect';
import { AnchorLink } from '@/components/ui/links';

const loginSearchSchema = z.object({
  /** Where the user was going when a guard sent them here. */
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_login/login')({
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const router = useRouter();

  return (
    <section aria-label="Log in">
      <LoginCardHeading
        title="Log in"
        subtitle="Sign in to manage your ESG data, reports and action plans."
      />
      <LoginForm
        onSuccess={() => {
          void router.navigate({ href: safeRedirectTarget(redirect) ?? '/user-guide', replace: true });
        }}
        onTwoFactor={() => {
          void router.navigate({ to: '/two-fa-auth' });
        }}
      />
      <Group justify="space-between" mt="lg" gap="xs">
        <AnchorLink to="/recover-password" size="sm">
          Forgot your password?
        </AnchorLink>
        <AnchorLink to="/register-company" size="sm">
          Register your company
        </AnchorLink>
      </Group>
    </section>
  );
}
