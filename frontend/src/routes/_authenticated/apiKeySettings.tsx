import { createFileRoute } from '@tanstack/react-router';
import { ApiKeySettingsPage } from '@/features/api-keys/components/api-key-settings-page';

export const Route = createFileRoute('/_authenticated/apiKeySettings')({
  component: ApiKeySettingsPage,
});
