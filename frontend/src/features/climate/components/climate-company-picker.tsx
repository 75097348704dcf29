import { Select } from '@mantine/core';
import { useCurrentUser } from '@/lib/auth-store';
import { usePortfolioCompanies } from '../api/portfolio-companies';

/**
 * Which company a climate screen shows. A company's own users see their company; an investor (a GP
 * user) picks one of its portfolio companies, or its own company (issue 11: "investors pick a portfolio
 * company on the climate screens"). The choice lives in the URL (`?companyId=`), so it can be shared.
 */
export function useClimateCompany(requested: number | undefined, { preferOwn = false } = {}) {
  const user = useCurrentUser();
  const own = user.companyId;
  const investor = user.role === 'gp' && own !== null;
  const portfolio = usePortfolioCompanies(investor ? own : null);
  const choices = [
    ...(investor ? (portfolio.data ?? []) : []),
    ...(own !== null ? [{ id: own, name: 'My company' }] : []),
  ];
  // Without a choice: the own company where the investor works on its own data too (the calculator),
  // else the first portfolio company.
  const fallback =
    investor && !preferOwn ? (portfolio.data?.[0]?.id ?? (portfolio.isPending ? null : own)) : own;
  const companyId = requested !== undefined && choices.some((c) => c.id === requested) ? requested : fallback;
  return {
    companyId,
    companyName: choices.find((c) => c.id === companyId)?.name ?? null,
    investor,
    isOwn: companyId !== null && companyId === own,
    choices,
    loading: investor && portfolio.isPending && !(preferOwn && requested === undefined),
  };
}

export function ClimateCompanyPicker({
  companyId,
  choices,
  onChange,
}: {
  companyId: number | null;
  choices: ReadonlyArray<{ id: number; name: string }>;
  onChange: (companyId: number) => void;
}) {
  return (
    <Select
      label="Portfolio company"
      data={choices.map((c) => ({ value: String(c.id), label: c.name }))}
      value={companyId === null ? null : String(companyId)}
      onChange={(value) => value && onChange(Number(value))}
      allowDeselect={false}
      w={260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
