import { Controller, Get, Headers } from '@nestjs/common';
import {
  HOME_SOURCES,
  compareHomeItems,
  homePath,
  homeResponseSchema,
  type ApiResponse,
  type HomeItem,
} from '@esg/contracts';
import { FanOut, missingMessage } from '../../http/fan-out';

/**
 * GET /home (libs/contracts home.ts): the caller's open work from every service of HOME_SOURCES,
 * merged in the start page's order (group, then due date). A source that did not answer is named
 * in `message`.
 */
@Controller('home')
export class HomeController {
  constructor(private readonly fanOut: FanOut) {}

  @Get()
  async home(
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<ApiResponse<HomeItem[]>> {
    const { items, missing } = await this.fanOut.ask(
      HOME_SOURCES.map((source) => ({ source, url: homePath(source) })),
      headers,
      homeResponseSchema,
    );
    const data = [...items].sort(compareHomeItems);
    const message = missingMessage(missing);
    return message ? { data, message } : { data };
  }
}
