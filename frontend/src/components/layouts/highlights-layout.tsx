import type { ReactNode } from 'react';
import { Brand } from './brand';
import '@/theme/components.css';
import './public-layouts.css';
import { ButtonLink } from '@/components/ui/links';

/** The highlights layout (spec 2.2): full width for presenting results, a single way back. */
export function HighlightsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <Brand />
        <ButtonLink to="/user-guide" variant="default">
          Back to the platform
        </ButtonLink>
      </header>
      <main id="main-content" className="public-layout__main" style={{ maxWidth: 1400 }}>
        {children}
      </main>
    </div>
  );
}
