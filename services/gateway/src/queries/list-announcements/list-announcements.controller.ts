import { Controller, Get, Inject, Query } from '@nestjs/common';
import { releaseLogVisibleTo, type Announcement, type ApiResponse } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { toAnnouncement, type AnnouncementDoc } from '../../domain/announcement';

/** The banner's announcements (spec 2.11): the enabled ones; an admin may ask for all (?all=true). */
@Controller('announcements')
export class ListAnnouncementsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query('all') all?: string,
  ): Promise<ApiResponse<Announcement[]>> {
    const everything = all === 'true' && principal.role === 'admin';
    const docs = await this.store.find<AnnouncementDoc>(
      'announcements',
      everything ? {} : { enabled: true },
      {
        sort: [['updatedAt', 'desc']],
        limit: 100,
      },
    );
    // A release's announcement reaches the release log's audience only (docs/release-logs.md).
    const visible = everything
      ? docs
      : docs.filter((doc) => !doc.audience || releaseLogVisibleTo(doc.audience, principal.role));
    return { data: visible.map(toAnnouncement) };
  }
}
