import { createFileRoute } from '@tanstack/react-router';
import { Card } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export const Route = createFileRoute('/_authenticated/change-password')({
  component: () => (
    <>
      <PageHeader title="Change Password" description="Choose a new password of at least 6 characters." />
      <Card maw={480}>
        <ChangePasswordForm />
      </Card>
    </>
  ),
});
