import { Alert, List, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { TcfdHandover } from '@esg/contracts/data-collection/tcfd-handovers';
import { TONES } from '@/components/ui/tones';
import { formatDay } from '@/lib/dates';
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
}: {
  companyId: number | null;
  responseId: number | null;
}) {
  const handovers = useTcfdHandovers(companyId);
  const list = handovers.data ?? [];
  const carried = list.filter(
    (h) => h.outcome === 'recorded' && h.written.length > 0 && h.responseId === responseId,
  );
  const kept = list.filter((h) => h.outcome === 'kept');
  if (carried.length === 0 && kept.length === 0) return null;
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
        </Alert>
      )}
    </>
  );
}
