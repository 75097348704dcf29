import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  type Contract,
  type ContractStatus,
} from '@esg/contracts/company-contracts';
import type { Tone } from '@esg/contracts/labels';
import { ToneBadge } from '@/components/ui/status-badge';

export const STATUS_TONES: Record<ContractStatus, Tone> = {
  active: 'success',
  expiring: 'warning',
  expired: 'danger',
  upcoming: 'info',
};

/** "2026-11-20" → "20 Nov 2026". */
export function formatDay(date: string | null, empty = '—'): string {
  if (!date) return empty;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function contractTypeLabel(type: string): string {
  return CONTRACT_TYPE_LABELS[type as keyof typeof CONTRACT_TYPE_LABELS] ?? type;
}

export function periodText(contract: Pick<Contract, 'startDate' | 'endDate'>): string {
  if (!contract.startDate && !contract.endDate) return 'Open-ended';
  if (!contract.endDate) return `From ${formatDay(contract.startDate)}, open-ended`;
  if (!contract.startDate) return `Until ${formatDay(contract.endDate)}`;
  return `${formatDay(contract.startDate)} – ${formatDay(contract.endDate)}`;
}

/** "Ends in 12 days", "Ended 3 days ago", "Ends today". */
export function daysLeftText(daysLeft: number | null): string | null {
  if (daysLeft === null) return null;
  if (daysLeft === 0) return 'Ends today';
  if (daysLeft > 0) return `Ends in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
  const ago = -daysLeft;
  return `Ended ${ago} day${ago === 1 ? '' : 's'} ago`;
}

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return <ToneBadge tone={STATUS_TONES[status]}>{CONTRACT_STATUS_LABELS[status]}</ToneBadge>;
}

export const COMPANY_TYPE_LABELS: Record<Contract['companyType'], string> = {
  gp: 'General partner',
  lp: 'Limited partner',
  pc: 'Portfolio company',
  admin: 'Platform',
};
