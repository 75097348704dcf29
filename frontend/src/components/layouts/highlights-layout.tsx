import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BrandMark } from '@/components/ui/brand-mark';

/** The highlights layout (spec 2.2): full width for presenting results, a single way back. */
export function HighlightsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="highlights-layout">
      <header className="public-layout__header">
        <Link to="/user-guide" className="top-bar__brand">
          <BrandMark size={28} />
          <span className="top-bar__product">ESG Platform</span>
        </Link>
        <Link to="/user-guide" className="button button--secondary">
          Back to the platform
        </Link>
      </header>
      <main id="main-content" className="highlights-layout__main">
        {children}
      </main>
    </div>
  );
}
