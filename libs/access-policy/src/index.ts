/**
 * @esg/access-policy: the access rules of spec section 6 (and the related rules of 2.2, 2.3, 2.5
 * and 4) as pure functions over an explicit context. The gateway and the services use it to guard
 * requests, the SPA to guard routes and build its menus, so the two cannot disagree. No I/O, no
 * Node or browser APIs: it runs in both. Decisions taken where the spec is open are listed in
 * docs/access-policy.md.
 */
export * from './constants';
export * from './context';
export * from './routes';
export * from './route-access';
export * from './menu';
export * from './workplace';
export * from './data-collection';
export * from './company-scope';
export * from './grades';
export * from './portfolio';
export * from './climate';
export * from './abilities';
export * from './writes';
