import { Group, Select } from '@mantine/core';
import type { Fund } from '@esg/contracts/portfolio';
import type { PaiScope } from '../api/pai-statement';

export const YEARS = (() => {
  const now = new Date().getUTCFullYear();
  return [now, now - 1, now - 2, now - 3];
})();

/** Entity (all funds) or one fund, and the reference year. */
export function PaiScopePicker({
  companyId,
  funds,
  scope,
  year,
  onChange,
}: {
  companyId: number;
  funds: readonly Fund[];
  scope: PaiScope;
  year: number;
  onChange: (scope: PaiScope, year: number) => void;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <Select
        label="Statement of"
        w={320}
        allowDeselect={false}
        value={scope.kind === 'entity' ? 'entity' : String(scope.fundId)}
        data={[
          { value: 'entity', label: 'The whole entity (all funds)' },
          ...funds.map((f) => ({ value: String(f.id), label: f.name })),
        ]}
        onChange={(v) =>
          onChange(
            v === 'entity' || !v ? { kind: 'entity', companyId } : { kind: 'fund', fundId: Number(v) },
            year,
          )
        }
      />
      <Select
        label="Reference year"
        w={140}
        allowDeselect={false}
        value={String(year)}
        data={YEARS.map((y) => String(y))}
        onChange={(v) => onChange(scope, Number(v ?? year))}
      />
    </Group>
  );
}
