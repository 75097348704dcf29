import { Group, Text } from '@mantine/core';
import { BrandMark } from '@/components/ui/brand-mark';
import { AnchorLink } from '@/components/ui/links';

/** The product's mark and name, linking to the user guide (every signed-in user may open it). */
export function Brand({ to = '/user-guide' }: { to?: '/user-guide' | '/landing' }) {
  return (
    <AnchorLink to={to} underline="never" c="brand.6">
      <Group gap={10} wrap="nowrap">
        <BrandMark size={28} />
        <Text fw={700} fz="md" c="dark.7">
          ESG Platform
        </Text>
      </Group>
    </AnchorLink>
  );
}
