import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';

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
  if (theme === 'new-theme') {
    return (
      <div className="login-layout login-layout--new-theme">
        <aside className="login-layout__aside">
          <div className="login-layout__brand login-layout__brand--light">
            <BrandMark />
            <span className="login-layout__product">ESG Platform</span>
          </div>
          <p className="login-layout__pitch">
            Collect, analyse and report environmental, social and governance data with your portfolio
            companies, and turn it into action plans.
          </p>
        </aside>
        <main className="login-layout__main">{children}</main>
      </div>
    );
  }
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
