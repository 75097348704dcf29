import { createFileRoute } from '@tanstack/react-router';
import { QualityPage } from '@/features/data-collection/components/quality-page';

/** /data-quality (issue 27, docs/data-quality.md): the flags of the portfolio's data, to look at and resolve. */
export const Route = createFileRoute('/_authenticated/data-quality')({
  component: QualityPage,
});
