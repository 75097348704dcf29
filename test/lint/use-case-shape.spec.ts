import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

/**
 * The shape of a use case (docs/adr/0200, STYLE.md): a command handler lives in
 * `services/<svc>/src/commands/<verb-noun>/<verb-noun>.handler.ts`, beside `<verb-noun>.command.ts`
 * (and its controller, when it has a route); a domain error comes from the service's typed catalogue
 * (`domain/<svc>.errors.ts`), never from a bare `new DomainError(`.
 */
const root = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const rel = (path: string) => relative(root, path).split(sep).join('/');
const serviceSources = readdirSync(join(root, 'services')).flatMap((svc) =>
  existsSync(join(root, 'services', svc, 'src')) ? sources(join(root, 'services', svc, 'src')) : [],
);
const libSources = readdirSync(join(root, 'libs')).flatMap((lib) =>
  existsSync(join(root, 'libs', lib, 'src')) ? sources(join(root, 'libs', lib, 'src')) : [],
);

/**
 * Files that still hold a command handler outside its use-case folder (issue 30, "One shape for a use
 * case"). The list only shrinks: a file moved into its folder must leave it (the last test checks).
 */
const NOT_YET_CONVERTED: string[] = [];

/**
 * Where `new DomainError(` stays: the catalogue's own factory, and the two platform mechanisms that
 * raise a code the calling service chose and declared (a guard's refusal code, a rate limit's code).
 */
const DOMAIN_ERROR_CONSTRUCTED_IN = [
  'libs/platform/src/domain-error.ts',
  'libs/platform/src/http/ability.guard.ts',
  'libs/platform/src/rate-limits/rate-limits.ts',
];

/** A command handler is `commands/<name>/<name>.handler.ts` with `<name>.command.ts` beside it. */
function inUseCaseFolder(file: string): boolean {
  const folder = basename(dirname(file));
  return (
    basename(dirname(dirname(file))) === 'commands' &&
    basename(file) === `${folder}.handler.ts` &&
    existsSync(join(dirname(file), `${folder}.command.ts`))
  );
}

const handlerFiles = serviceSources.filter((file) => readFileSync(file, 'utf8').includes('@CommandHandler('));

describe('the use-case shape', () => {
  it('raises every domain error through a typed catalogue, never a bare new DomainError(', () => {
    const bare = [...serviceSources, ...libSources]
      .filter((file) => /\bnew DomainError\(/.test(readFileSync(file, 'utf8')))
      .map(rel)
      .filter((file) => !DOMAIN_ERROR_CONSTRUCTED_IN.includes(file));
    expect(bare).toEqual([]);
  });

  it('keeps every command handler in its use-case folder (commands/<verb-noun>/)', () => {
    const outside = handlerFiles
      .filter((file) => !inUseCaseFolder(file))
      .map(rel)
      .filter((file) => !NOT_YET_CONVERTED.includes(file));
    expect(outside).toEqual([]);
  });

  it('lists as not yet converted only files that are still outside their folder (the list only shrinks)', () => {
    const outside = new Set(handlerFiles.filter((file) => !inUseCaseFolder(file)).map(rel));
    expect(NOT_YET_CONVERTED.filter((file) => !outside.has(file))).toEqual([]);
  });

  it('finds the bare constructor and the misplaced handler it exists to catch', () => {
    // The checks read files, so a regression is a file; prove both patterns match what they must.
    expect(/\bnew DomainError\(/.test("throw new DomainError('X.Y', 'why')")).toBe(true);
    expect(inUseCaseFolder(join(root, 'services/x/src/webhooks/webhooks.commands.ts'))).toBe(false);
    expect(inUseCaseFolder(join(root, 'services/gateway/src/commands/login/login.handler.ts'))).toBe(true);
  });
});
