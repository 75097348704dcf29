import { Controller, Get, Put } from '@nestjs/common';
import { scoringError } from '../../domain/scoring.errors';

/**
 * GET and PUT /tcfd-assessments/{companyId}/{period} are retired (ADR 0056): the one TCFD questionnaire is
 * answered in data collection (framework 2, ADR 0051) and scored by POST /calculations/tcfd, which
 * /analytics already uses. Both answer 410 with where the data went, rather than a bare 404.
 */
@Controller('tcfd-assessments')
export class TcfdAssessmentsGoneController {
  @Get(':companyId/:period')
  read(): never {
    throw gone();
  }

  @Put(':companyId/:period')
  save(): never {
    throw gone();
  }
}

function gone() {
  return scoringError(
    'TCFD_ASSESSMENT.GONE',
    'TCFD assessments moved to data collection: answer framework 2 in the company’s TCFD response ' +
      '(GET /api/frameworks/2, GET /api/responses?companyId=&standardId=2) and score the answers with ' +
      'POST /api/calculations/tcfd (ADR 0056)',
  );
}
