import { useMemo, useState } from 'react';
import { tcfdAnswersFromResponse } from '@esg/contracts/scoring';
import { useCurrentUser } from '@/lib/auth-store';
import { useTcfdScore } from '../api/calculate-tcfd';
import { useTcfdResponse } from '../api/tcfd-response';
import { useLatestTcfdCompany, useTcfdResponses } from '../api/tcfd-responses';
import { useClimateCompany } from '../components/climate-company-picker';

/** Who opens the company's own TCFD questionnaire here: its pc or gp users, not Contributors. */
export function canStartTcfd(user: { role: string; permission: string | null }, isOwn: boolean): boolean {
  return isOwn && (user.role === 'pc' || user.role === 'gp') && user.permission !== 'Contributor';
}

/**
 * What /analytics shows, assembled: the company in view (an investor without a choice starts at the
 * portfolio company whose TCFD questionnaire is newest), its TCFD responses, the one of the chosen period
 * (else the newest), its answers scored by services/scoring, and the first failure of the three loads —
 * with the Error dialog open until the user closes it for that failure, and a retry of the load that failed.
 */
export function useTcfdAnalytics(requested: number | undefined, period: string | undefined) {
  const user = useCurrentUser();
  const latest = useLatestTcfdCompany(user.role === 'gp' && requested === undefined);
  const company = useClimateCompany(requested ?? latest.data ?? undefined);
  const responses = useTcfdResponses(company.companyId);
  const chosen = responses.data?.find((r) => r.period === period) ?? responses.data?.[0] ?? null;
  const response = useTcfdResponse(chosen?.id ?? null);
  const answers = useMemo(
    () => (response.data ? tcfdAnswersFromResponse(response.data.sections) : null),
    [response.data],
  );
  const score = useTcfdScore(chosen?.id ?? null, answers);
  const [errorClosed, setErrorClosed] = useState<unknown>(null);
  const failure = responses.error ?? response.error ?? score.error ?? null;
  const retry = () => {
    setErrorClosed(null);
    void (responses.error ? responses.refetch() : response.error ? response.refetch() : score.refetch());
  };
  return {
    user,
    company,
    responses,
    chosen,
    response,
    score,
    failure,
    loading: company.loading || latest.isLoading || responses.isPending,
    errorOpen: failure !== null && failure !== errorClosed,
    closeError: () => setErrorClosed(failure),
    retry,
  };
}
