import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/profile-settings')({
  staticData: { title: 'My Account' },
  component: () => <PagePlaceholder title="My Account" />,
});
