import { Link } from '@tanstack/react-router';
import type { SessionUser } from '@esg/contracts/auth';
import { BrandMark } from '@/components/ui/brand-mark';
import { SearchBox } from './search-box';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { AccountMenu } from './account-menu';

export interface TopBarProps {
  user: SessionUser;
  /** 'Give Feedback', or 'Get Help' for the special customer (spec 2.3), and the page it opens. */
  feedback: { label: string; path: string };
  /** Present while an admin visits a company workplace (spec 2.3 'Back To Admin'). */
  backToAdmin?: { onClick: () => void; pending: boolean };
  onLogout: () => void;
  logoutPending: boolean;
  navOpen: boolean;
  onToggleNav: () => void;
}

/** Spec 2.3: product name, search, feedback, Back To Admin and the account menu. */
export function TopBar({
  user,
  feedback,
  backToAdmin,
  onLogout,
  logoutPending,
  navOpen,
  onToggleNav,
}: TopBarProps) {
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
        {backToAdmin ? (
          <button
            type="button"
            className="button button--primary top-bar__back"
            onClick={backToAdmin.onClick}
            disabled={backToAdmin.pending}
          >
            Back To Admin
          </button>
        ) : null}
        <Link to={feedback.path} className="button button--secondary top-bar__feedback">
          {feedback.label}
        </Link>
        <NotificationBell />
        <AccountMenu user={user} onLogout={onLogout} logoutPending={logoutPending} />
      </div>
    </header>
  );
}
