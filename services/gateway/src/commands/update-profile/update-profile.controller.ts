import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  updateProfileRequestSchema,
  type ApiResponse,
  type UpdateProfileRequest,
  type User,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { UpdateProfileCommand } from './update-profile.command';

@Controller('user')
export class UpdateProfileController {
  constructor(private readonly commands: CommandBus) {}

  /** PATCH user/me { name } -> 200 the user; 400 for an empty (after trimming), too long or unknown field. */
  @Patch('me')
  async update(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(updateProfileRequestSchema)) body: UpdateProfileRequest,
  ): Promise<ApiResponse<User>> {
    return { data: await this.commands.execute(new UpdateProfileCommand(principal, body.name)) };
  }
}
