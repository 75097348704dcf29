import { runProcess } from '@esg/platform';
import { gatewayService } from './index';

void runProcess('gateway', [gatewayService]);
