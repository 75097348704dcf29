import type { ReactNode } from 'react';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';
import '@/theme/components.css';
import './public-layouts.css';
import { ButtonLink } from '@/components/ui/links';

/**
 * The public layouts of spec 2.2: `landing` (the front page, with footer) and `privacy` (policy
 * documents in a narrow reading column). Both have a plain header and no navigation.
 */
export function PublicLayout({ variant, children }: { variant: 'landing' | 'privacy'; children: ReactNode }) {
  return (
    <div className={`public-layout public-layout--${variant}`}>
      <header className="public-layout__header">
        <Brand to="/landing" />
        <ButtonLink to="/login" variant="default">
          Log in
        </ButtonLink>
      </header>
      <main id="main-content" className="public-layout__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
