import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { EdciSubmissionPage } from '@/features/edci/components/edci-submission-page';
import { idParam, validatedParams } from '@/lib/route-params';

export const Route = createFileRoute('/_authenticated/edci-submission-detail/{-$id}')({
  params: validatedParams(z.object({ id: idParam.optional() })),
  // Without an id there is no submission to show: the list is where one is chosen.
  beforeLoad: ({ params }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect is thrown by design
    if (params.id === undefined) throw redirect({ to: '/edci-submissions', replace: true });
  },
  component: EdciSubmissionDetail,
});

/** One EDCI submission (issue 13, docs/edci.md). */
function EdciSubmissionDetail() {
  const { id } = Route.useParams();
  const numeric = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  return <EdciSubmissionPage key={numeric} id={numeric} />;
}
