import { createFileRoute } from '@tanstack/react-router';
import { ScorecardMethodologyPage } from '@/features/scorecards/components/methodology-page';

export const Route = createFileRoute('/_authenticated/scorecard-methodology')({
  component: ScorecardMethodologyPage,
});
