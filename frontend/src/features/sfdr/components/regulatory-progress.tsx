import { useEffect, useState } from 'react';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconDatabase, IconFileText } from '@tabler/icons-react';

/** Spec 4 and 9: step 1 adds 20 per optional indicator and 20 once portfolio companies are invited; wraps at 100. */
export function dataCollectionProgress(optionalIndicatorCount: number, companiesInvited: boolean): number {
  const total = 20 * optionalIndicatorCount + (companiesInvited ? 20 : 0);
  if (total === 0) return 0;
  const wrapped = total % 100;
  return wrapped === 0 ? 100 : wrapped;
}

const DURATION_MS = 5_000;
const THROTTLE_MS = 200;

/** A value that moves to its target over 5 s, updated at most every 200 ms (spec 2.12). */
function useAnimated(target: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const start = Date.now();
    let from = 0;
    setValue((v) => {
      from = v;
      return v;
    });
    const timer = window.setInterval(() => {
      const t = Math.min(1, (Date.now() - start) / DURATION_MS);
      setValue(Math.round(from + (target - from) * t));
      if (t >= 1) window.clearInterval(timer);
    }, THROTTLE_MS);
    return () => window.clearInterval(timer);
  }, [target]);
  return value;
}

const STEPS = [
  {
    title: 'Data Collection',
    text: 'Select optional indicators, add funds and portfolio companies, companies add indicator data.',
    icon: IconDatabase,
  },
  { title: 'Calculations', text: 'View calculations on aggregated portfolio data.', icon: IconChartBar },
  {
    title: 'Your PAI Report',
    text: 'Generated report, editable, savable, exportable.',
    icon: IconFileText,
  },
] as const;

function Step({ index, progress }: { index: number; progress: number }) {
  const step = STEPS[index];
  const shown = useAnimated(progress);
  const Icon = step.icon;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={8}>
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
            <Icon size={16} />
          </ThemeIcon>
          <Text fw={600}>
            {index + 1}. {step.title}
          </Text>
          <Text ml="auto" size="sm" c="dimmed">
            {progress}%
          </Text>
        </Group>
        <Progress value={shown} aria-label={`${step.title}: ${progress}%`} size="md" />
        <Text size="sm" c="dimmed">
          {step.text}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The regulatory report progress bar (spec 2.12, 4): three steps towards the PAI report. */
export function RegulatoryProgress({ steps }: { steps: readonly [number, number, number] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mb="lg" aria-label="Progress towards the PAI report">
      {steps.map((progress, i) => (
        <Step key={STEPS[i].title} index={i} progress={progress} />
      ))}
    </SimpleGrid>
  );
}
