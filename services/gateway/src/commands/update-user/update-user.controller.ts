import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { updateUserRequestSchema, type ApiResponse, type UpdateUserRequest, type User } from '@esg/contracts';
import { IdPipe, CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { UpdateUserCommand } from './update-user.command';

@Controller('user')
export class UpdateUserController {
  constructor(private readonly commands: CommandBus) {}

  /** PATCH user/{id} { companyId: number | null } -> 200 the user (company_id and visiting_company_id); 403 for another user. */
  @Patch(':id')
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new IdPipe('id')) id: number,
    @Body(new ZodPipe(updateUserRequestSchema)) body: UpdateUserRequest,
  ): Promise<ApiResponse<User>> {
    return { data: await this.commands.execute(new UpdateUserCommand(principal, id, body.companyId)) };
  }
}
