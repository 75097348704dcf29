import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { announcementSchema, type Announcement } from '@esg/contracts/socket';
import { apiClient } from '@/lib/api-client';

/** The key the socket's 'announcement:changed' invalidates (hooks/use-realtime-sync.ts). */
export const announcementsQueryKey = ['announcements'] as const;

/** GET /api/announcements: every announcement; the banner shows the enabled ones (spec 4). */
export async function getAnnouncements(): Promise<Announcement[]> {
  const { data } = await apiClient.get('/announcements', { schema: z.array(announcementSchema) });
  return data;
}

export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: announcementsQueryKey, queryFn: getAnnouncements });

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions());
}
