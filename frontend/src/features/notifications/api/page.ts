import type { PageMeta } from '@esg/contracts/api';

/** One page of a paged list as the infinite queries keep it. */
export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
}

/** Spec 4: pages beyond 1 append; the page total defaults to 0 when the answer has no meta. */
export function toPage<T>(items: T[], page: number, meta: PageMeta | undefined): Page<T> {
  return { items, page: meta?.page ?? page, totalPages: meta?.totalPages ?? 0 };
}

export const nextPageParam = <T>(last: Page<T>): number | undefined =>
  last.page < last.totalPages ? last.page + 1 : undefined;

/** The loaded pages as one list; an item pushed live may reappear on a later page, so ids are unique. */
export function flattenPages<T extends { id: string }>(pages: readonly Page<T>[] | undefined): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}
