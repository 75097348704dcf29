import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetailsPage } from '@/features/portfolio/components/company-details-page';

/** /company-details (spec 2.1 Administration, 3 Company): the company's fields and their history. */
export const Route = createFileRoute('/_authenticated/company-details')({
  component: CompanyDetailsPage,
});
