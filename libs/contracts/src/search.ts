import { z } from 'zod';
import { positiveIntegerInput } from './api';

/*
 * Global search (issue 15, docs/adr/0007-search-and-home-sources.md). Each service that owns
 * searchable things exposes ONE endpoint,
 *
 *   GET /api/search/<service>?q=&limit=   →   { data: SearchHit[] }
 *
 * answering only what the caller may see (the same access rules as its lists). The gateway's
 * GET /api/search?q=&limit= asks every service of SEARCH_SOURCES through the same path as any other
 * call (in-process in standalone, the proxy in cluster mode), merges the hits and answers
 * { data: SearchHit[], message? } (the message names sources that did not answer). Pages of the
 * menu are matched in the SPA from the access policy's menu.
 *
 * Adding a source: add the service here, its prefix `search/<service>` to routing.ts, a controller
 * answering `searchResponseSchema`, and the kinds it returns to SEARCH_KIND_LABELS.
 */

export const SEARCH_SOURCES = ['data-collection', 'action-plans'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

/** The path (under /api) of a service's search endpoint. */
export const searchPath = (service: SearchSource): string => `/search/${service}`;

export const SEARCH_MIN_QUERY_LENGTH = 2;
export const SEARCH_MAX_QUERY_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 20;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_QUERY_LENGTH, { error: `Type at least ${SEARCH_MIN_QUERY_LENGTH} characters` })
    .max(SEARCH_MAX_QUERY_LENGTH),
  limit: positiveIntegerInput('limit').pipe(z.number().max(SEARCH_MAX_LIMIT)).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** What a hit is; each kind is one group in the search results, in this order. */
export const SEARCH_KIND_LABELS = {
  page: 'Pages',
  company: 'Companies',
  fund: 'Funds',
  'action-plan': 'Action plans',
  recommendation: 'Recommendations',
  metric: 'Metrics',
  framework: 'Frameworks',
} as const;
export type SearchKind = keyof typeof SEARCH_KIND_LABELS;
export const searchKindSchema = z.enum(Object.keys(SEARCH_KIND_LABELS) as [SearchKind, ...SearchKind[]]);

export const searchHitSchema = z.object({
  kind: searchKindSchema,
  /** Unique within its kind. */
  id: z.string().min(1),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  /** The SPA path that opens it. */
  href: z.string().startsWith('/'),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({ data: z.array(searchHitSchema) });

/**
 * How well a text matches the query, for ranking within a source (higher first; 0 = no match):
 * every word of the query must occur in the text; a title that starts with the query ranks first.
 */
export function searchScore(text: string, query: string): number {
  const haystack = text.toLocaleLowerCase();
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return 0;
  const words = needle.split(/\s+/);
  if (!words.every((w) => haystack.includes(w))) return 0;
  if (haystack.startsWith(needle)) return 3;
  if (haystack.includes(needle)) return 2;
  return 1;
}

/** The best `limit` of `items` for `query`: by score on `text(item)`, then alphabetically. */
export function rankHits<T>(
  items: readonly T[],
  query: string,
  limit: number,
  text: (item: T) => string,
): T[] {
  return items
    .map((item) => ({ item, text: text(item) }))
    .map((x) => ({ ...x, score: searchScore(x.text, query) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text))
    .slice(0, limit)
    .map((x) => x.item);
}
