import {
  CreateReleaseLogHandler,
  DeleteReleaseLogHandler,
  PublishReleaseLogHandler,
  UpdateReleaseLogHandler,
} from './release-logs.commands';
import { ReleaseLogsController } from './release-logs.controllers';

/** Release logs (issue 13), registered by GatewayModule. */
export const RELEASE_LOG_CONTROLLERS = [ReleaseLogsController];
export const RELEASE_LOG_HANDLERS = [
  CreateReleaseLogHandler,
  UpdateReleaseLogHandler,
  PublishReleaseLogHandler,
  DeleteReleaseLogHandler,
];
