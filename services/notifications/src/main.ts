import { runProcess } from '@esg/platform';
import { notificationsService } from './index';

void runProcess('notifications', [notificationsService]);
