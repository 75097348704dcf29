import { StatusPage } from './status-page';

export function NotFoundView({ standalone = false }: { standalone?: boolean }) {
  return <StatusPage code={404} message="This page could not be found" standalone={standalone} />;
}
