import { createFileRoute } from '@tanstack/react-router';
import { ApiKeySettingsPage } from '@/features/api-keys/components/api-key-settings-page';
import { WebhooksSection } from '@/features/webhooks/components/webhooks-section';

/** /apiKeySettings: the company's API keys, then its webhooks (docs/webhooks.md). */
export const Route = createFileRoute('/_authenticated/apiKeySettings')({
  component: () => <ApiKeySettingsPage more={(company) => <WebhooksSection {...company} />} />,
});
