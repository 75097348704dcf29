import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '@esg/contracts/auth';

interface AccountMenuProps {
  user: SessionUser;
  onLogout: () => void;
  logoutPending: boolean;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** Spec 2.3: the user's name opens a menu with My Account and Logout (menu-button pattern). */
export function AccountMenu({ user, onLogout, logoutPending }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'ArrowDown':
        event.preventDefault();
        list[(index + 1) % list.length]?.focus();
        break;
      case 'ArrowUp':
        event.preventDefault();
        list[(index - 1 + list.length) % list.length]?.focus();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="account-menu__name">{user.name}</span>
        <svg className="account-menu__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {open ? (
        <ul
          id={menuId}
          className="account-menu__list"
          role="menu"
          aria-label={user.name}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none" className="account-menu__identity">
            <span className="account-menu__identity-name">{user.name}</span>
            <span className="account-menu__identity-email">{user.email}</span>
          </li>
          <li role="none">
            <Link
              to="/profile-settings"
              role="menuitem"
              className="account-menu__item"
              onClick={() => setOpen(false)}
            >
              My Account
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="account-menu__item"
              disabled={logoutPending}
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              {logoutPending ? 'Logging out…' : 'Logout'}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
