import { CreateReleaseLogHandler } from '../commands/create-release-log/create-release-log.handler';
import { DeleteReleaseLogHandler } from '../commands/delete-release-log/delete-release-log.handler';
import { PublishReleaseLogHandler } from '../commands/publish-release-log/publish-release-log.handler';
import { UpdateReleaseLogHandler } from '../commands/update-release-log/update-release-log.handler';
import { ReleaseLogsController } from './release-logs.controllers';

/** Release logs (issue 13), registered by GatewayModule. */
export const RELEASE_LOG_CONTROLLERS = [ReleaseLogsController];
export const RELEASE_LOG_HANDLERS = [
  CreateReleaseLogHandler,
  UpdateReleaseLogHandler,
  PublishReleaseLogHandler,
  DeleteReleaseLogHandler,
];
