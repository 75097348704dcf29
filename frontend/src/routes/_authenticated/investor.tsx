import { createFileRoute } from '@tanstack/react-router';
import { RelatedCompaniesPage } from '@/features/portfolio/components/related-companies-page';

/** /investor (spec 2.1, Reporting menu "Investors"): who invests in the company, and its reporting to each. */
export const Route = createFileRoute('/_authenticated/investor')({
  component: () => <RelatedCompaniesPage kind="investors" />,
});
