import { Link } from '@tanstack/react-router';
import type { SessionUser } from '@esg/contracts/auth';
import { BrandMark } from '@/components/ui/brand-mark';
import { SearchBox } from './search-box';
import { AccountMenu } from './account-menu';

interface TopBarProps {
  user: SessionUser;
  onLogout: () => void;
  logoutPending: boolean;
  navOpen: boolean;
  onToggleNav: () => void;
}

/** Spec 2.3: product name, search, Give Feedback and the account menu. */
export function TopBar({ user, onLogout, logoutPending, navOpen, onToggleNav }: TopBarProps) {
  return (
    <header className="top-bar">
      <button
        type="button"
        className="top-bar__menu-toggle icon-button"
        aria-controls="main-navigation"
        aria-expanded={navOpen}
        aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
        onClick={onToggleNav}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <Link to="/user-guide" className="top-bar__brand">
        <BrandMark size={28} />
        <span className="top-bar__product">ESG Platform</span>
      </Link>
      <SearchBox />
      <div className="top-bar__actions">
        <Link to="/feedbacks" className="button button--secondary top-bar__feedback">
          Give Feedback
        </Link>
        <AccountMenu user={user} onLogout={onLogout} logoutPending={logoutPending} />
      </div>
    </header>
  );
}
