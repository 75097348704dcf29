import { runProcess } from '@esg/platform';
import { dataCollectionService } from './index';

void runProcess('data-collection', [dataCollectionService]);
