import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AnchorLink } from '@/components/ui/links';
import { useContract } from '../api/get-contract';
import { formatDay } from './contract-format';

/**
 * Above every page of a company whose contract has ended (docs/contracts.md): the workplace is
 * read-only (the gateway refuses its writes with CONTRACT.EXPIRED) until the contract is renewed.
 */
export function ContractBanner({ companyId }: { companyId: number | null }) {
  const contract = useContract(companyId);
  if (!contract.data?.readOnly) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius={0}
      role="note"
      aria-label="Contract ended"
      icon={<IconLock size={18} aria-hidden />}
      className="contract-banner"
    >
      <Text size="sm" c="dark.7">
        The contract of {contract.data.companyName} ended on {formatDay(contract.data.endDate)}: the workplace
        is read-only until it is renewed.{' '}
        <AnchorLink to="/contract-information" fw={600}>
          Contract information
        </AnchorLink>
      </Text>
    </Alert>
  );
}
