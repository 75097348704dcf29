import { Text } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/auth-store';
import { HomeItems } from './home-items';

function greeting(now = new Date()): string {
  const hour = now.getHours();
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

/**
 * /home: the start page of those who may open it (spec 6.1 keeps portfolio companies and
 * Contributors out; they find their tasks on the user guide). Each item links to where it is done.
 */
export function HomePage() {
  const user = useCurrentUser();
  const first = user.name.split(/\s+/)[0] ?? user.name;
  return (
    <>
      <PageHeader
        title="Home"
        description={
          <Text span c="dimmed">
            {greeting()}, {first}. Here is what needs attention across your portfolio.
          </Text>
        }
      />
      <HomeItems summary />
    </>
  );
}
