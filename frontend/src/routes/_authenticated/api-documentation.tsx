import { createFileRoute } from '@tanstack/react-router';
import { ApiDocumentationPage } from '@/features/api-docs/components/api-documentation-page';

export const Route = createFileRoute('/_authenticated/api-documentation')({
  component: ApiDocumentationPage,
});
