import { runProcess } from '@esg/platform';
import { allServices } from './index';

/** Standalone mode: the gateway and the five services in one process, SQLite files, in-process bus. */
void runProcess('standalone', allServices);
