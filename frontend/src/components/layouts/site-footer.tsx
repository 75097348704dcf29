import { Group, Text } from '@mantine/core';
import { AnchorLink } from '@/components/ui/links';

/** The footer of the public pages: the policies and a way in. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <Group justify="space-between" maw={1120} mx="auto" gap="sm">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} ESG Platform
        </Text>
        <nav aria-label="Footer">
          <Group gap="lg" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            <li>
              <AnchorLink to="/privacy" size="sm">
                Privacy Policy
              </AnchorLink>
            </li>
            <li>
              <AnchorLink to="/esgpolicy" size="sm">
                ESG Policy
              </AnchorLink>
            </li>
            <li>
              <AnchorLink to="/login" size="sm">
                Log in
              </AnchorLink>
            </li>
          </Group>
        </nav>
      </Group>
    </footer>
  );
}
