import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue } from 'react';
import {
  Badge,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { routeAccess, type PolicyContext } from '@esg/access-policy';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { GUIDE_AUDIENCES, searchGuide, type GuideAudience } from '../guide-content';

/** The audience a signed-in user reads first. */
export function audienceOf(ctx: PolicyContext): GuideAudience {
  const user = ctx.user;
  if (user === null) return 'gp';
  if (user.role === 'admin') return 'admin';
  if (user.permission === 'Contributor') return 'contributor';
  return user.role;
}

interface GuideDetailsPageProps {
  ctx: PolicyContext;
  query: string;
  audience: GuideAudience | 'all';
  onChange: (next: { q?: string; for?: GuideAudience | 'all' }) => void;
}

/** /guide-details: the guide per role, searchable (issue 13). */
export function GuideDetailsPage({ ctx, query, audience, onChange }: GuideDetailsPageProps) {
  const deferred = useDeferredValue(query);
  const topics = searchGuide(deferred, audience);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const label = (value: GuideAudience) => GUIDE_AUDIENCES.find((a) => a.value === value)?.label ?? value;
  return (
    <>
      <PageHeader
        title="Guide Details"
        description="Step-by-step help for each role. Search for a task or pick who the guide is for."
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search the guide"
            placeholder="e.g. upload template, reminder, PAI"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(event) => onChange({ q: event.currentTarget.value })}
            w={{ base: '100%', xs: 340 }}
          />
          <Stack gap={4} w={phone ? '100%' : undefined}>
            <Text size="sm" fw={500} id="guide-audience-label">
              Guide for
            </Text>
            <SegmentedControl
              aria-labelledby="guide-audience-label"
              // Six audiences side by side are wider than a phone: one under the other there.
              orientation={phone ? 'vertical' : 'horizontal'}
              fullWidth={phone}
              value={audience}
              onChange={(value) => onChange({ for: value })}
              data={[{ value: 'all', label: 'Everyone' }, ...GUIDE_AUDIENCES]}
            />
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {topics.length === 1 ? '1 topic' : `${topics.length} topics`}
          {audience === 'all' ? '' : ` for ${label(audience).toLowerCase()}`}
          {deferred.trim() ? ` matching “${deferred.trim()}”` : ''}
        </Text>
        {topics.length === 0 ? (
          <Card>
            <EmptyState
              title="No topic matches your search."
              description="Try fewer or other words, or search the guide for everyone."
            />
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {topics.map((topic) => {
              const links = topic.links.filter((link) => routeAccess(link.path, ctx).allowed);
              return (
                <Card key={topic.id} component="section" aria-labelledby={`guide-${topic.id}`}>
                  <Stack gap="xs">
                    <Title order={2} size="h4" id={`guide-${topic.id}`}>
                      {topic.title}
                    </Title>
                    <Group gap={4}>
                      {topic.audiences.map((a) => (
                        <Badge key={a} variant="light" color="gray" size="sm">
                          {label(a)}
                        </Badge>
                      ))}
                    </Group>
                    <Text size="sm">{topic.summary}</Text>
                    <List type="ordered" size="sm" spacing={4}>
                      {topic.steps.map((step) => (
                        <List.Item key={step}>{step}</List.Item>
                      ))}
                    </List>
                    {links.length > 0 ? (
                      <Group gap="md">
                        {links.map((link) => (
                          <AnchorLink key={link.path} to={link.path} size="sm" fw={500}>
                            {link.label} →
                          </AnchorLink>
                        ))}
                      </Group>
                    ) : null}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
