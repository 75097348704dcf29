import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '@/features/policies/components/policy-page';
import { ESG_POLICY } from '@/features/policies/content/esg-policy';

export const Route = createFileRoute('/_privacy/esg-policy-old')({
  component: () => <PolicyPage document={ESG_POLICY} which="previous" />,
});
