import { DefaultShell } from '@/app/default-shell';
import type { SessionUser } from '@esg/contracts/auth';
import { ThemeProvider } from '@/theme/theme-provider';
import { StatusPage } from './status-page';

/**
 * The 404 page of a signed-in user (issue 29, item 9): inside the application's shell, with the menu
 * and the account, so the way on is where it always is. Loaded only when shown.
 */
export function NotFoundInShell({ user }: { user: SessionUser }) {
  return (
    <ThemeProvider>
      <DefaultShell user={user}>
        <StatusPage code={404} message="This page could not be found" />
      </DefaultShell>
    </ThemeProvider>
  );
}
