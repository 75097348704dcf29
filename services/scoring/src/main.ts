import { runProcess } from '@esg/platform';
import { scoringService } from './index';

void runProcess('scoring', [scoringService]);
