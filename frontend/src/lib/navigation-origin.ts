/**
 * The path of the page the user is on, as last resolved by the router: the "from" of the next
 * navigation. Null on a fresh page load, which is what spec 6.1 calls entering "from outside"
 * (a deep /action-plans/ link is then sent to /action-plans).
 */
let currentPath: string | null = null;

export const navigationOrigin = {
  get: (): string | null => currentPath,
  set(path: string): void {
    currentPath = path;
  },
};
