import { Alert, Button, List, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { TcfdHandover } from '@esg/contracts/data-collection/tcfd-handovers';
import { TONES } from '@/components/ui/tones';
import { formatDay } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useStartTcfdResponse } from '../api/start-tcfd-response';
import { useTcfdHandovers } from '../api/tcfd-handovers';

/** The registry's tones (WCAG AA text on a light background), not Mantine's light variant. */
const toned = (tone: 'success' | 'info') => ({
  root: { backgroundColor: TONES[tone].bg, border: `1px solid ${TONES[tone].border}` },
  title: { color: TONES[tone].fg },
  icon: { color: TONES[tone].fg },
});

const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;
const assessment = (h: TcfdHandover) =>
  `the earlier TCFD assessment of ${formatDay(h.assessedAt)} (${h.period}, version ${h.version})`;

/**
 * ADR 0056, 0086: the TCFD assessments scoring kept before its store was retired, as the company's users
 * (and its investors) meet them on /analytics — answers carried over into the questionnaire shown, or
 * kept until the company's next TCFD questionnaire is requested. Nothing shows when there are none.
 */
export function TcfdHandoverNotice({
  companyId,
  responseId,
  periods,
  canStart,
}: {
  companyId: number | null;
  responseId: number | null;
  /** The periods of the company's TCFD questionnaires (null while loading). */
  periods: string[] | null;
  /** The user may open the company's TCFD questionnaire here (its own pc / gp users). */
  canStart: boolean;
}) {
  const handovers = useTcfdHandovers(companyId);
  const start = useStartTcfdResponse();
  const list = handovers.data ?? [];
  const carried = list.filter(
    (h) => h.outcome === 'recorded' && h.written.length > 0 && h.responseId === responseId,
  );
  const kept = list.filter((h) => h.outcome === 'kept');
  if (carried.length === 0 && kept.length === 0) return null;
  // The newest kept assessment whose period has no questionnaire yet: the user may open it here.
  const startable =
    canStart && companyId !== null && periods !== null
      ? (kept.find((h) => !periods.includes(h.period)) ?? null)
      : null;
  return (
    <>
      {carried.length > 0 && (
        <Alert
          styles={toned('success')}
          icon={<IconHistory size={18} aria-hidden />}
          title="Answers carried over from the earlier TCFD assessment"
          data-testid="tcfd-handover-carried"
        >
          <List size="sm" spacing={4}>
            {carried.map((h) => (
              <List.Item key={h.id}>
                {answers(h.written.length)} from {assessment(h)} were carried over into this{' '}
                {h.responsePeriod} questionnaire
                {h.alreadyAnswered.length > 0
                  ? `; ${answers(h.alreadyAnswered.length)} already given here were kept`
                  : ''}
                .
              </List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed" mt="xs">
            They are marked as imported, with the assessment and its date in each answer&apos;s history, and
            can be changed like any other answer while the questionnaire is open.
          </Text>
        </Alert>
      )}
      {kept.length > 0 && (
        <Alert
          styles={toned('info')}
          icon={<IconHistory size={18} aria-hidden />}
          title="Answers kept from the earlier TCFD assessment"
          data-testid="tcfd-handover-kept"
        >
          <List size="sm" spacing={4}>
            {kept.map((h) => (
              <List.Item key={h.id}>
                {answers(h.answered)} from {assessment(h)} are kept and will be carried over when the TCFD
                questionnaire is next requested (for {h.period} or a later period).
              </List.Item>
            ))}
          </List>
          {startable && companyId !== null && (
            <Button
              // The label wraps on a phone rather than running off the screen.
              h="auto"
              py={6}
              styles={{ label: { whiteSpace: 'normal' } }}
              mt="sm"
              size="xs"
              variant="default"
              loading={start.isPending}
              onClick={() =>
                start.mutate(
                  {
                    companyId,
                    period: startable.period,
                    dueDate: `${Number(startable.period.slice(0, 4)) + 1}-03-31`,
                  },
                  {
                    onError: (error) =>
                      notifyError(error instanceof Error ? error.message : 'It did not start'),
                  },
                )
              }
            >
              Start the {startable.period} questionnaire with these answers
            </Button>
          )}
        </Alert>
      )}
    </>
  );
}
