import { useId, useState } from 'react';

/** Spec 2.3: a search box that, for now, only answers 'Coming Soon'. */
export function SearchBox() {
  const [focused, setFocused] = useState(false);
  const [query, setQuery] = useState('');
  const hintId = useId();
  const showHint = focused || query !== '';

  return (
    <div className="search-box" role="search">
      <svg className="search-box__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4.5 4.5" />
      </svg>
      <input
        type="search"
        className="search-box__input"
        placeholder="Search"
        aria-label="Search"
        aria-describedby={showHint ? hintId : undefined}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setQuery('');
        }}
      />
      {showHint ? (
        <div className="search-box__hint" id={hintId} role="status">
          Coming Soon
        </div>
      ) : null}
    </div>
  );
}
