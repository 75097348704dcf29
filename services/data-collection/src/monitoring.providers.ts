import { MonitoringRequestsController } from './commands/monitoring/monitoring-requests';
import { CompanyRepository } from './infrastructure/company.repository';
import { MonitoringController } from './queries/monitoring/monitoring';

/**
 * Monitoring of portfolio companies and reminders (issue 9, docs/portfolio.md "Monitoring"),
 * registered by EsgDataModule, whose responses they read.
 */
export const MONITORING_CONTROLLERS = [MonitoringController, MonitoringRequestsController];

export const MONITORING_PROVIDERS = [CompanyRepository];
