import { Button } from '@mantine/core';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/lib/auth-store';
import { notifyError } from '@/lib/notify';
import { useStartTcfdResponse } from '../api/start-tcfd-response';
import { canStartTcfd } from '../hooks/use-tcfd-analytics';

/** A company without a TCFD questionnaire: its own users start one; anyone else is told how it is asked for. */
export function TcfdNoQuestionnaire({ companyId, isOwn }: { companyId: number; isOwn: boolean }) {
  const user = useCurrentUser();
  const start = useStartTcfdResponse();
  const year = new Date().getUTCFullYear() - 1;
  const canStart = canStartTcfd(user, isOwn);
  return (
    <EmptyState
      title="No TCFD questionnaire yet"
      description={
        canStart
          ? `Start the TCFD questionnaire for ${year}: answer it here or in data collection, and the scores, recommendations and reports appear on this page.`
          : 'This company has not been asked for the TCFD questionnaire yet. Request it in data collection; once answered, its scores appear here.'
      }
      action={
        canStart ? (
          <Button
            loading={start.isPending}
            onClick={() =>
              start.mutate(
                { companyId, period: String(year), dueDate: `${year + 1}-03-31` },
                {
                  onError: (error) =>
                    notifyError(error instanceof Error ? error.message : 'It did not start'),
                },
              )
            }
          >
            Start the {year} questionnaire
          </Button>
        ) : undefined
      }
    />
  );
}
