import { Command } from '@nestjs/cqrs';
import type { MaterialityAssessment, SaveMaterialityRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class SaveMaterialityCommand extends Command<MaterialityAssessment> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly period: string,
    readonly request: SaveMaterialityRequest,
    readonly now: string,
  ) {
    super();
  }
}
