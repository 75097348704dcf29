import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';

/** The login layout (spec 2.2): a centred card on a quiet background, no navigation. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <div className="login-layout">
      <main className="login-layout__main">
        <div className="login-layout__brand">
          <BrandMark />
          <span className="login-layout__product">ESG Platform</span>
        </div>
        {children}
        <p className="login-layout__footnote">
          ESG data and performance management for investors and their portfolio companies
        </p>
      </main>
    </div>
  );
}
