import { Alert, SegmentedControl, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { Capabilities } from '../api/schemas';

/** Who the investor side is looking through: itself ('gp') or the portfolio company ('pc'). */
export type ViewingAs = 'gp' | 'pc';

/**
 * What the portfolio company may do with a plan shown to the investor side "as the portfolio company
 * sees it": nothing (it is a preview), and no investor-only content (internal notes and their counts,
 * drafts). Anyone else sees with their own capabilities.
 */
const PREVIEW: Omit<Capabilities, 'canDownloadFiles'> = {
  side: 'pc',
  canDecide: false,
  canDraft: false,
  canWork: false,
  seesInternalNotes: false,
};

/** The preview keeps the viewer's own right to download files (a Coinvestor has none: rule 48). */
export function asSeenBy(caps: Capabilities, view: ViewingAs | undefined): Capabilities {
  return view === 'pc' && caps.side !== 'pc' ? { ...PREVIEW, canDownloadFiles: caps.canDownloadFiles } : caps;
}

/** The "Viewing as" switch of the investor side. */
export function ViewingAsControl({
  value,
  onChange,
  size = 'sm',
}: {
  value: ViewingAs;
  onChange: (view: ViewingAs) => void;
  size?: 'xs' | 'sm';
}) {
  return (
    <SegmentedControl
      size={size}
      color="brand"
      aria-label="Viewing as"
      value={value}
      onChange={(next) => onChange(next === 'pc' ? 'pc' : 'gp')}
      data={[
        { value: 'gp', label: 'General partner' },
        { value: 'pc', label: 'Portfolio company' },
      ]}
    />
  );
}

/** Said at the top of a page shown as the portfolio company sees it. */
export function ViewingAsNotice({ company }: { company: string }) {
  return (
    <Alert color="blue" variant="light" icon={<IconEye size={18} aria-hidden />} mb="md" role="note">
      <Text size="sm">
        You are viewing this as {company} sees it: internal notes and drafts are hidden, and nothing can be
        changed here.
      </Text>
    </Alert>
  );
}
