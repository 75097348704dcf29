import { MonitoringReadModel } from './application/monitoring-rows';
import { MonitoringRequestsController } from './commands/monitoring/monitoring-requests';
import { CompanyRepository } from './infrastructure/company.repository';
import { CompanyRelationsController } from './queries/company-relations/company-relations.controller';
import { MonitoringController } from './queries/monitoring/monitoring';

/**
 * Monitoring of portfolio companies and reminders (issue 9, docs/portfolio.md "Monitoring"), and
 * /investor and /management, which show the same read model per related company; registered by
 * EsgDataModule, whose responses they read.
 */
export const MONITORING_CONTROLLERS = [
  MonitoringController,
  MonitoringRequestsController,
  CompanyRelationsController,
];

export const MONITORING_PROVIDERS = [CompanyRepository, MonitoringReadModel];
