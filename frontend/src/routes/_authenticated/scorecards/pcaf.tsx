import { createFileRoute } from '@tanstack/react-router';
import { PcafScorecardPage } from '@/features/climate/components/pcaf-scorecard-page';

/** /scorecards/pcaf (issue 11): PCAF financed emissions per fund, asset class and position. */
export const Route = createFileRoute('/_authenticated/scorecards/pcaf')({
  component: PcafScorecardPage,
});
