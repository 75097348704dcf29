import { actionPlansService } from '@esg/action-plans';
import { dataCollectionService } from '@esg/data-collection';
import { gatewayService } from '@esg/gateway';
import { notificationsService } from '@esg/notifications';
import type { ServiceDefinition } from '@esg/platform';
import { reportingService } from '@esg/reporting';
import { scoringService } from '@esg/scoring';

/** Every service, in start order: the gateway last so its guard and SPA fallback see every route. */
export const allServices: readonly ServiceDefinition[] = [
  dataCollectionService,
  actionPlansService,
  scoringService,
  notificationsService,
  reportingService,
  gatewayService,
];
