import { Alert, Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '@/components/ui/links';
import { TONES } from '@/components/ui/tones';
import type { PolicyDocument, PolicyVersion } from '../content/types';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const formatDate = (iso: string) => DATE.format(new Date(`${iso}T00:00:00Z`));

/**
 * A policy document in the privacy layout (spec 2.1 /privacy, /old-privacy, /esgpolicy,
 * /esg-policy-old): the version shown, when it applied, what changed, and a link to the other version.
 */
export function PolicyPage({ document, which }: { document: PolicyDocument; which: 'current' | 'previous' }) {
  const version: PolicyVersion = document[which];
  const isCurrent = which === 'current';
  return (
    <article className="policy-page" aria-labelledby="policy-title">
      <Stack gap="lg" maw={760} mx="auto">
        <Stack gap={6}>
          <Title order={1} id="policy-title">
            {isCurrent ? document.title : `${document.title} (previous version)`}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={isCurrent ? 'brand' : 'gray'}>
              Version {version.version}
            </Badge>
            <Text size="sm" c="dimmed">
              {isCurrent
                ? `In effect since ${formatDate(version.effective)}`
                : `Applied from ${formatDate(version.effective)} to ${formatDate(version.supersededOn ?? version.effective)}`}
            </Text>
          </Group>
        </Stack>

        {isCurrent ? (
          <Text size="sm">
            The version that applied before {formatDate(version.effective)} is kept for reference:{' '}
            <AnchorLink to={document.previousPath}>
              {document.title} version {document.previous.version}
            </AnchorLink>
            .
          </Text>
        ) : (
          <Alert
            color="yellow"
            title="This version no longer applies"
            styles={{ title: { color: TONES.warning.fg } }}
          >
            It was replaced on {formatDate(version.supersededOn ?? version.effective)}. Read the{' '}
            <AnchorLink to={document.currentPath}>current {document.title}</AnchorLink> (version{' '}
            {document.current.version}).
          </Alert>
        )}

        <Text size="lg">{version.intro}</Text>

        {isCurrent && version.changes?.length ? (
          <Card withBorder component="section" aria-labelledby="policy-changes">
            <Title order={2} size="h4" id="policy-changes" mb="xs">
              What changed from version {document.previous.version}
            </Title>
            <List size="sm" spacing={4}>
              {version.changes.map((change) => (
                <List.Item key={change}>{change}</List.Item>
              ))}
            </List>
          </Card>
        ) : null}

        <nav aria-label="Contents">
          <Title order={2} size="h4" mb={6}>
            Contents
          </Title>
          <List type="ordered" size="sm" spacing={2}>
            {version.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`} size="sm">
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>

        {version.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <Title order={2} size="h3" id={`${section.id}-heading`} mb="xs">
              {index + 1}. {section.heading}
            </Title>
            <Stack gap="xs">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.list ? (
                <List spacing={4}>
                  {section.list.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>
          </section>
        ))}
      </Stack>
    </article>
  );
}
