import { StatusPage } from './status-page';
import { ThemeProvider } from '@/theme/theme-provider';

export function NotFoundView({ standalone = false }: { standalone?: boolean }) {
  return (
    <ThemeProvider>
      <StatusPage code={404} message="This page could not be found" standalone={standalone} />
    </ThemeProvider>
  );
}
