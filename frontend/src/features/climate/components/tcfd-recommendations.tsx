import { Accordion, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { TcfdResult } from '@esg/contracts/scoring';
import { unlessRepeated } from '@esg/contracts/labels';

/** 'Recommendations for you': per TCFD dimension, the answered indicators with what would score higher. */
export function TcfdRecommendations({ result }: { result: TcfdResult }) {
  return (
    <Accordion variant="separated" multiple defaultValue={[result.dimensions[0]?.name ?? '']}>
      {result.dimensions.map((dimension) => {
        const items = result.recommendations.filter((r) => r.dimension === dimension.name);
        return (
          <Accordion.Item key={dimension.name} value={dimension.name}>
            <Accordion.Control>
              <Group justify="space-between" pr="md">
                <Text fw={500}>{dimension.name}</Text>
                <Badge variant="light" color="gray">
                  {dimension.score} / 100
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No recommendations yet: answer this dimension&apos;s indicators to get them.
                </Text>
              ) : (
                <Stack gap="md">
                  {items.map((item) => (
                    <Stack key={item.code} gap={4}>
                      <Group gap="xs">
                        <Badge variant="outline" size="sm" tt="none">
                          {item.code}
                        </Badge>
                        <Text size="sm" fw={500}>
                          {item.indicator}
                        </Text>
                      </Group>
                      <Text size="sm" c="dimmed">
                        Your answer: {item.option} (score {item.score} of 4).{' '}
                        {unlessRepeated(item.option, item.feedback)}
                      </Text>
                      <List size="sm" spacing={2}>
                        {item.recommendations.map((text) => (
                          <List.Item key={text}>{text}</List.Item>
                        ))}
                      </List>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
