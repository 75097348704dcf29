import { CloseFundController } from './commands/close-fund/close-fund.controller';
import { CloseFundHandler } from './commands/close-fund/close-fund.handler';
import { CreateFundController } from './commands/create-fund/create-fund.controller';
import { CreateFundHandler } from './commands/create-fund/create-fund.handler';
import { ImportPositionsController } from './commands/import-positions/import-positions.controller';
import { ImportPositionsHandler } from './commands/import-positions/import-positions.handler';
import { InviteGpCompanyController } from './commands/invite-gp-company/invite-gp-company.controller';
import { InviteGpCompanyHandler } from './commands/invite-gp-company/invite-gp-company.handler';
import { InvitePortfolioCompanyController } from './commands/invite-portfolio-company/invite-portfolio-company.controller';
import { InvitePortfolioCompanyHandler } from './commands/invite-portfolio-company/invite-portfolio-company.handler';
import { RecordPositionsController } from './commands/record-positions/record-positions.controller';
import { RecordPositionsHandler } from './commands/record-positions/record-positions.handler';
import { UpdateCompanyDetailsController } from './commands/update-company-details/update-company-details.controller';
import { UpdateCompanyDetailsHandler } from './commands/update-company-details/update-company-details.handler';
import { UpdateFundController } from './commands/update-fund/update-fund.controller';
import { UpdateFundHandler } from './commands/update-fund/update-fund.handler';
import {
  PcafCountryFiguresController,
  PcafEstimatesController,
  PcafInputsAccess,
} from './commands/save-pcaf-inputs/pcaf-inputs.controller';
import { PortfolioAccess } from './infrastructure/portfolio-access';
import { CompanyHistoryController } from './queries/company-history/company-history.controller';
import { FundDetailController } from './queries/fund-detail/fund-detail.controller';
import { ListFundsController } from './queries/list-funds/list-funds.controller';
import { ListPositionsController } from './queries/list-positions/list-positions.controller';
import { RemainingInvitedCompaniesController } from './queries/remaining-invited-companies/remaining-invited-companies.controller';

/**
 * Funds, positions, the access manager's company invitations, /company-details, /investor and
 * /management (issue 9), registered by DataCollectionModule. Their paths are all more specific than
 * the module's parameterised company/{id}.
 */
export const PORTFOLIO_CONTROLLERS = [
  ListFundsController,
  CreateFundController,
  FundDetailController,
  UpdateFundController,
  CloseFundController,
  RecordPositionsController,
  ImportPositionsController,
  ListPositionsController,
  InvitePortfolioCompanyController,
  InviteGpCompanyController,
  RemainingInvitedCompaniesController,
  UpdateCompanyDetailsController,
  CompanyHistoryController,
  PcafEstimatesController,
  PcafCountryFiguresController,
];

export const PORTFOLIO_PROVIDERS = [
  PortfolioAccess,
  CreateFundHandler,
  UpdateFundHandler,
  CloseFundHandler,
  RecordPositionsHandler,
  ImportPositionsHandler,
  InvitePortfolioCompanyHandler,
  InviteGpCompanyHandler,
  UpdateCompanyDetailsHandler,
  PcafInputsAccess,
];
