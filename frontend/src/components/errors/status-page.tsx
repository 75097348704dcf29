import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import '@/theme/components.css';
import { ButtonLink } from '@/components/ui/links';

interface StatusPageProps {
  /** The status shown large: 404, 500... */
  code: string | number;
  message: string;
  /** Inside a layout the page is a region of its <main>; alone (no layout), it is the <main>. */
  standalone?: boolean;
  /** The main way on (Try again, Reload); "Go back home" is always offered. */
  action?: ReactNode;
  busy?: boolean;
}

/** A full-width status message (spec 2.2 and 8: 'the error page shows status and message'). */
export function StatusPage({ code, message, standalone = false, action, busy }: StatusPageProps) {
  const content = (
    <Stack align="center" gap="lg" py={64} px="md" aria-busy={busy || undefined}>
      <Group gap="lg" align="center" wrap="nowrap">
        <Title order={1} fz={48} fw={700} c="brand.7">
          {code}
        </Title>
        <div aria-hidden="true" style={{ width: 1, height: 48, background: 'var(--mantine-color-gray-4)' }} />
        <Text size="lg" role={typeof code === 'number' && code >= 500 ? 'alert' : undefined}>
          {message}
        </Text>
      </Group>
      <Group>
        {action}
        <ButtonLink to="/" variant={action ? 'default' : 'filled'}>
          Go back home
        </ButtonLink>
      </Group>
    </Stack>
  );
  return standalone ? (
    <main id="main-content" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      {content}
    </main>
  ) : (
    <section aria-label={`Error ${code}`}>{content}</section>
  );
}
