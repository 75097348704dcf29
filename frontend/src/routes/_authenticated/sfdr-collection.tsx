import { createFileRoute } from '@tanstack/react-router';
import { SfdrCollectionPage } from '@/features/sfdr/components/sfdr-collection';

/** /sfdr-collection (issue 10): the SFDR questionnaire's collection status across the portfolio. */
export const Route = createFileRoute('/_authenticated/sfdr-collection')({
  component: SfdrCollectionPage,
});
