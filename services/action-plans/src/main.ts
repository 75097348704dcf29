import { runProcess } from '@esg/platform';
import { actionPlansService } from './index';

void runProcess('action-plans', [actionPlansService]);
