import { runProcess } from '@esg/platform';
import { reportingService } from './index';

void runProcess('reporting', [reportingService]);
