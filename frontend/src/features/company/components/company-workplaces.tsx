import { FormStatus } from '@/components/ui/form-status';
import { useCompanies, type CompanySummary } from '../api/list-companies';
import { useVisitWorkplace } from '../api/visit-workplace';

const TYPE_NAMES: Record<CompanySummary['type'], string> = {
  gp: 'General partner',
  lp: 'Limited partner',
  pc: 'Portfolio company',
  admin: 'Platform administration',
};

/**
 * For a platform admin: every company, each with 'Visit workplace' (spec 2.3). Visiting sets the
 * admin's visited company (PATCH /api/user/{id}); the shell then shows that company's workplace
 * with 'Back To Admin'.
 */
export function CompanyWorkplaces({ userId, onVisited }: { userId: number; onVisited: () => void }) {
  const companies = useCompanies();
  const visit = useVisitWorkplace();

  if (companies.isPending) return <p aria-busy="true">Loading companies…</p>;
  if (companies.isError) return <FormStatus error={companies.error} />;
  const names = new Map(companies.data.map((company) => [company.id, company.name]));

  return (
    <section className="card" aria-labelledby="company-workplaces-heading">
      <h2 id="company-workplaces-heading" className="card__title">
        Company workplaces
      </h2>
      <p>Open a company&apos;s workplace to see the platform as its users do. Use Back To Admin to return.</p>
      <FormStatus error={visit.error} />
      <table className="data-table" aria-labelledby="company-workplaces-heading">
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Type</th>
            <th scope="col">Parent company</th>
            <th scope="col">Workplace</th>
          </tr>
        </thead>
        <tbody>
          {companies.data.map((company) => (
            <tr key={company.id}>
              <th scope="row">{company.name}</th>
              <td>{TYPE_NAMES[company.type]}</td>
              <td>
                {company.parent_id === null ? '—' : (names.get(company.parent_id) ?? `#${company.parent_id}`)}
              </td>
              <td>
                {company.type === 'admin' ? null : (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={visit.isPending}
                    onClick={() => visit.mutate({ userId, companyId: company.id }, { onSuccess: onVisited })}
                  >
                    Visit workplace
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
