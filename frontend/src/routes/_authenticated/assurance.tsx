import { createFileRoute } from '@tanstack/react-router';
import { AuditorPage } from '@/features/assurance/components/auditor-page';

/** /assurance (issue 27, ADR 0218): an auditor's one page, their scope and the assurance pack. */
export const Route = createFileRoute('/_authenticated/assurance')({
  component: AuditorPage,
});
