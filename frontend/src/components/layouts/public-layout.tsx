import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { SiteFooter } from './site-footer';

/**
 * The public layouts of spec 2.2: `landing` (the front page, with footer) and `privacy` (policy
 * documents in a narrow reading column). Both have a plain header and no navigation.
 */
export function PublicLayout({ variant, children }: { variant: 'landing' | 'privacy'; children: ReactNode }) {
  return (
    <div className={`public-layout public-layout--${variant}`}>
      <header className="public-layout__header">
        <Link to="/landing" className="top-bar__brand">
          <BrandMark size={28} />
          <span className="top-bar__product">ESG Platform</span>
        </Link>
        <Link to="/login" className="button button--secondary">
          Log in
        </Link>
      </header>
      <main id="main-content" className="public-layout__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
