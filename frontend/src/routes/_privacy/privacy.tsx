import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '@/features/policies/components/policy-page';
import { PRIVACY_POLICY } from '@/features/policies/content/privacy';

export const Route = createFileRoute('/_privacy/privacy')({
  component: () => <PolicyPage document={PRIVACY_POLICY} which="current" />,
});
