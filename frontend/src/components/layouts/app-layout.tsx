import { useEffect, useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { MenuEntry } from '@esg/access-policy';
import { TopBar, type TopBarProps } from './top-bar';
import { Sidebar } from './sidebar';

interface AppLayoutProps extends Omit<TopBarProps, 'navOpen' | 'onToggleNav'> {
  menu: readonly MenuEntry[];
  /** Banners above the page (announcements, demo account). */
  banners?: ReactNode;
  children: ReactNode;
}

/** The default layout (spec 2.2): top bar, sidebar navigation, banners and the page. */
export function AppLayout({ menu, banners, children, ...topBar }: AppLayoutProps) {
  const [navOpen, setNavOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // On small screens the navigation is a drawer; following a link closes it.
  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <div className={navOpen ? 'app-layout app-layout--nav-open' : 'app-layout'}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <TopBar {...topBar} navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
      <div className="app-layout__body">
        <Sidebar id="main-navigation" menu={menu} />
        {navOpen ? (
          <div className="app-layout__scrim" aria-hidden="true" onClick={() => setNavOpen(false)} />
        ) : null}
        <main id="main-content" className="app-layout__main" tabIndex={-1}>
          {banners}
          {children}
        </main>
      </div>
    </div>
  );
}
