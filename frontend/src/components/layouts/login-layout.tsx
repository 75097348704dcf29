import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from '@/components/ui/brand-mark';
import '@/theme/components.css';
import './public-layouts.css';

/**
 * The login layouts (spec 2.2): a centred card, no navigation. `new-theme` (set password, register
 * company) puts the card beside a panel that says what the platform is for.
 */
export function LoginLayout({
  children,
  theme = 'classic',
}: {
  children: ReactNode;
  theme?: 'classic' | 'new-theme';
}) {
  const card = (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }} w="100%" maw={440}>
      {children}
    </Paper>
  );
  if (theme === 'new-theme') {
    return (
      <div className="login-layout login-layout--new-theme">
        <aside className="login-layout__aside">
          {/* The mark in the brand's green on the white of the text beside it, as on the login page. */}
          <Group gap={10} c="brand.6" className="login-layout__brand">
            <BrandMark size={32} />
            <Text fw={700} fz="lg" c="white">
              ESG Platform
            </Text>
          </Group>
          <Title order={2} c="white" fz={26} maw={420} mt="xl" className="login-layout__pitch">
            Collect, analyse and report environmental, social and governance data with your portfolio
            companies, and turn it into action plans.
          </Title>
        </aside>
        <Center component="main" id="main-content" className="login-layout__main">
          {card}
        </Center>
      </div>
    );
  }
  return (
    <Center component="main" id="main-content" className="login-layout">
      <Stack align="center" gap="lg" w="100%" maw={440}>
        <Group gap={10} c="brand.6">
          <BrandMark size={32} />
          <Text fw={700} fz="lg" c="dark.7">
            ESG Platform
          </Text>
        </Group>
        {card}
        <Box>
          <Text size="sm" c="dimmed" ta="center">
            ESG data and performance management for investors and their portfolio companies
          </Text>
        </Box>
      </Stack>
    </Center>
  );
}

/** The heading of a login-layout card: the page's <h1> and a line saying what to do. */
export function LoginCardHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={24}>
        {title}
      </Title>
      {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
    </Stack>
  );
}
