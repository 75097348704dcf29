import { useEffect, useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { SessionUser } from '@esg/contracts/auth';
import { TopBar } from './top-bar';
import { Sidebar } from './sidebar';

interface AppLayoutProps {
  user: SessionUser;
  onLogout: () => void;
  logoutPending: boolean;
  children: ReactNode;
}

/** The default layout (spec 2.2): top bar, sidebar navigation and the page. */
export function AppLayout({ user, onLogout, logoutPending, children }: AppLayoutProps) {
  const [navOpen, setNavOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // On small screens the navigation is a drawer; following a link closes it.
  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <div className={navOpen ? 'app-layout app-layout--nav-open' : 'app-layout'}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <TopBar
        user={user}
        onLogout={onLogout}
        logoutPending={logoutPending}
        navOpen={navOpen}
        onToggleNav={() => setNavOpen((open) => !open)}
      />
      <div className="app-layout__body">
        <Sidebar id="main-navigation" />
        {navOpen ? (
          <div className="app-layout__scrim" aria-hidden="true" onClick={() => setNavOpen(false)} />
        ) : null}
        <main id="main-content" className="app-layout__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
