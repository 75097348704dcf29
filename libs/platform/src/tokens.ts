/** Injection tokens of what a host gives each service module (see ServiceRuntime). */
export const STORE = Symbol('STORE');
export const EVENT_BUS = Symbol('EVENT_BUS');
export const RUNTIME = Symbol('RUNTIME');
export const LOGGER = Symbol('LOGGER');
export const FILE_STORE = Symbol('FILE_STORE');
export const CLOCK = Symbol('CLOCK');

import type { Provider } from '@nestjs/common';
import { clockOf } from './clock';
import type { ServiceRuntime } from './service-definition';

/** The providers every service module declares for itself, so that in one process each sees its own store. */
export function runtimeProviders(runtime: ServiceRuntime): Provider[] {
  return [
    { provide: RUNTIME, useValue: runtime },
    { provide: STORE, useValue: runtime.store },
    { provide: EVENT_BUS, useValue: runtime.bus },
    { provide: LOGGER, useValue: runtime.logger },
    { provide: FILE_STORE, useValue: runtime.files },
    { provide: CLOCK, useValue: clockOf(runtime) },
  ];
}
