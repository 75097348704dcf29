import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ReleaseLogFormPage } from '@/features/release-logs/components/release-log-form-page';

/** ?id= edits a log; without it, a new one (admin only: libs/access-policy ADMIN_ONLY_PATHS). */
const searchSchema = z.object({ id: z.uuid().optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/add-release-logs')({
  validateSearch: searchSchema,
  component: AddReleaseLogRoute,
});

function AddReleaseLogRoute() {
  const { id } = Route.useSearch();
  return <ReleaseLogFormPage id={id} />;
}
