import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_highlights/leaderboardHighlights')({
  component: () => <PagePlaceholder title="Leaderboard Highlights" />,
});
