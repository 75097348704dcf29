import { Controller, Get, Inject } from '@nestjs/common';
import type { ApiResponse, Standard } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import type { StandardDoc } from '../../domain/standards';

/** The standards catalogue (GET standard, spec 7.4). */
@Controller('standard')
export class ListStandardsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get()
  async list(): Promise<ApiResponse<Standard[]>> {
    const standards = await this.store.find<StandardDoc>('standards', {}, { sort: [['standardId', 'asc']] });
    return {
      data: standards.map((s) => ({ id: s.standardId, name: s.name, selectable: s.selectable !== false })),
    };
  }
}
