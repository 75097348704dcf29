import { Link } from '@tanstack/react-router';

/** The footer of the public pages: the policies and a way in. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© {new Date().getFullYear()} ESG Platform</p>
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/esgpolicy">ESG Policy</Link>
          </li>
          <li>
            <Link to="/login">Log in</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
