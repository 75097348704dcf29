import { createFileRoute } from '@tanstack/react-router';
import { PortfolioCompaniesPage } from '@/features/portfolio/components/portfolio-companies-page';

/** /portfolio-companies (spec 2.1, Reporting menu): the portfolio with contacts, funds and status. */
export const Route = createFileRoute('/_authenticated/portfolio-companies')({
  component: PortfolioCompaniesPage,
});
