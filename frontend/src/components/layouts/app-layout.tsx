import { useEffect, type ReactNode } from 'react';
import { AppShell, Box, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure, useReducedMotion } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import type { MenuEntry } from '@esg/access-policy';
import { Brand } from './brand';
import { Sidebar } from './sidebar';
import '@/theme/components.css';
import './app-layout.css';

interface AppLayoutProps {
  menu: readonly MenuEntry[];
  /** Who the user acts for, under the brand (issue 15: visible in the layout). */
  company?: ReactNode;
  /** The top bar's contents right of the burger (search, feedback, bell, account). */
  topBar: ReactNode;
  /** Banners above the page (announcements, demo account). */
  banners?: ReactNode;
  children: ReactNode;
}

/**
 * The default layout (spec 2.2): a sidebar the full height of the window with the brand, the
 * company acted for and the menu; a top bar beside it; the page below the banners. Under 768 px
 * the sidebar is a drawer opened from the top bar; following a link closes it.
 */
export function AppLayout({ menu, company, topBar, banners, children }: AppLayoutProps) {
  const [navOpen, nav] = useDisclosure(false);
  // The sidebar slides in and out, and the page beside it widens, unless motion is to be reduced
  // (the theme's other transitions follow the same preference: theme.ts, base.css).
  const reducedMotion = useReducedMotion();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => nav.close(), [pathname, nav]);

  return (
    <AppShell
      layout="alt"
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding={0}
      transitionDuration={reducedMotion ? 0 : undefined}
    >
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AppShell.Header className="app-header">
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} gap="sm" wrap="nowrap">
          <Burger
            opened={navOpen}
            onClick={nav.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
            aria-controls="app-navbar"
            aria-expanded={navOpen}
          />
          <Box hiddenFrom="sm">
            <Brand />
          </Box>
          {topBar}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="app-navbar" className="app-navbar" {...{ component: 'div' }}>
        <AppShell.Section className="app-navbar__brand" visibleFrom="sm">
          <Brand />
        </AppShell.Section>
        {company ? <AppShell.Section className="app-navbar__company">{company}</AppShell.Section> : null}
        <AppShell.Section grow component={ScrollArea} type="scroll" scrollbarSize={6}>
          <nav aria-label="Main" className="app-navbar__menu">
            <Sidebar menu={menu} />
          </nav>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className="app-main">
        {banners}
        <div className="app-page">{children}</div>
      </AppShell.Main>
    </AppShell>
  );
}
