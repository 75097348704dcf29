import { createFileRoute } from '@tanstack/react-router';
import { feedbackPath } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { useCompanies } from '@/features/company/api/list-companies';
import { customerMessagesQueryOptions } from '@/features/support/api/customer-messages';
import { CustomerMessagesPage } from '@/features/support/components/customer-messages-page';

/** The customer-specific message route (spec 2.1, docs/access-policy.md rule 6). */
export const Route = createFileRoute('/_authenticated/customer-message')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(customerMessagesQueryOptions()).then(
      () => undefined,
      () => undefined,
    ),
  component: CustomerMessageRoute,
});

function CustomerMessageRoute() {
  const { ctx } = useAccessContext();
  if (ctx.user?.role === 'admin') return <AdminMessages />;
  return (
    <CustomerMessagesPage
      isAdmin={false}
      companyName={ctx.company?.name ?? null}
      companies={[]}
      feedbackPath={feedbackPath(ctx)}
    />
  );
}

/** The admin writes to any company (GET /api/company is the admin's list). */
function AdminMessages() {
  const companies = useCompanies();
  return (
    <CustomerMessagesPage
      isAdmin
      companyName={null}
      companies={(companies.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
      feedbackPath="/feedbacks"
    />
  );
}
