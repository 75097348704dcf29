import { Controller, Get, Param, Res } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { attachmentDisposition, CurrentPrincipal, type Principal } from '@esg/platform';
import {
  CURRENT_VALUES,
  ResponseWorkspace,
  PUBLICATIONS,
  VALUE_VERSIONS,
} from '../../application/response-workspace';
import { buildVsmeReport, type VsmeReportValue } from '../../application/vsme-report';
import { RESPONSE_IMPORTS, type ImportDoc } from '../../commands/import-values/import-values.handler';
import type { Company } from '../../domain/company';
import {
  publicationId,
  type CurrentValueDoc,
  type PublicationDoc,
  type ValueVersionDoc,
} from '../../domain/esg/response';
import { responseIdPipe } from '../../http/esg-params';
import { loadReferenceData } from '../../reference/reference-data';
import { dataCollectionError } from '../../domain/data-collection.errors';

/**
 * GET /responses/{id}/vsme-report.xhtml and …/vsme-report.zip (issue 25, ADR 0142): the last
 * publication of a VSME response as an Inline XBRL report, and as an XBRL report package (a zip with
 * `META-INF/reportPackage.json` and the report under `reports/`). Anyone who may read the response may
 * download it; only published values are reported.
 */
export class VsmeReportQuery extends Query<{ fileName: string; xhtml: string; facts: number }> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
  ) {
    super();
  }
}

/** The Report Package 1.0 type of a package with any file extension (the unconstrained one). */
const REPORT_PACKAGE_TYPE = 'https://xbrl.org/report-package/2023';

@QueryHandler(VsmeReportQuery)
export class VsmeReportHandler implements IQueryHandler<VsmeReportQuery> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId }: VsmeReportQuery) {
    const { response } = await this.workspace.open(principal, responseId);
    const { vsme } = await loadReferenceData();
    if (response.standardId !== vsme.product.standardId)
      throw dataCollectionError(
        'VSME_REPORT.NOT_FOUND',
        `Response ${responseId} is not a VSME response: it has no VSME report`,
      );
    if (response.publicationNumber === 0)
      throw dataCollectionError(
        'RESPONSE.ILLEGAL_TRANSITION',
        'The VSME report shows published values: publish the response first',
      );
    const reader = this.workspace.store;
    const publication = await reader.get<PublicationDoc>(
      PUBLICATIONS,
      publicationId(response.responseId, response.publicationNumber),
    );
    const versionIds = Object.values(publication?.versions ?? {});
    const values = new Map<string, VsmeReportValue>();
    if (publication) {
      const versions = await reader.find<ValueVersionDoc>(VALUE_VERSIONS, { id: { in: versionIds } });
      for (const version of versions) values.set(version.metricCode, version);
    } else {
      // A publication stored before publications recorded their versions: the values as they are.
      const current = await reader.find<CurrentValueDoc>(CURRENT_VALUES, {
        companyId: response.companyId,
        period: response.period,
      });
      for (const value of current) values.set(value.metricCode, value);
    }
    const company = await reader.get<Company>('companies', String(response.companyId));
    const imports = await reader.find<ImportDoc>(RESPONSE_IMPORTS, { responseId: response.responseId });
    const identified = imports
      .filter((i) => i.vsme?.entityIdentifier)
      .sort((a, b) => (a.importedAt < b.importedAt ? 1 : -1))[0]?.vsme?.entityIdentifier;
    const framework = this.workspace.catalogue.byId(response.frameworkId);
    const moduleLabels = (framework.modules ?? [])
      .filter((m) => !m.optional || (response.modules ?? []).includes(m.id))
      .map((m) => m.label);
    const last = response.publications[response.publications.length - 1];
    const report = buildVsmeReport({
      vsme,
      sections: this.workspace.catalogue.treeFor(response.frameworkId, response),
      definition: (code) => this.workspace.catalogue.requireMetric(code),
      values,
      entity: {
        name: company?.name ?? `Company ${response.companyId}`,
        scheme: identified?.scheme ?? vsme.product.report.entityScheme,
        identifier: identified?.identifier ?? String(response.companyId),
      },
      period: { start: response.periodStart, end: response.periodEnd },
      publication: {
        number: response.publicationNumber,
        publishedAt: last?.publishedAt ?? response.lastPublishedAt ?? '',
      },
      modules: moduleLabels,
    });
    const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return {
      fileName: `${slug(company?.name ?? String(response.companyId))}-VSME-${response.period}`,
      xhtml: report.xhtml,
      facts: report.facts,
    };
  }
}

@Controller('responses')
export class VsmeReportController {
  constructor(private readonly queries: QueryBus) {}

  /** The Inline XBRL report (XHTML), as an attachment. */
  @Get(':id/vsme-report.xhtml')
  async xhtml(
    @Param('id', responseIdPipe()) id: number,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { fileName, xhtml } = await this.queries.execute(new VsmeReportQuery(principal, id));
    await reply
      .status(200)
      .header('content-type', 'application/xhtml+xml; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`${fileName}.xhtml`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(xhtml);
  }

  /** The XBRL report package: `<name>/META-INF/reportPackage.json` and `<name>/reports/<name>.xhtml`. */
  @Get(':id/vsme-report.zip')
  async zip(
    @Param('id', responseIdPipe()) id: number,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { fileName, xhtml } = await this.queries.execute(new VsmeReportQuery(principal, id));
    const data = zipSync({
      [fileName]: {
        'META-INF': {
          'reportPackage.json': strToU8(
            JSON.stringify({ documentInfo: { documentType: REPORT_PACKAGE_TYPE } }),
          ),
        },
        reports: { [`${fileName}.xhtml`]: strToU8(xhtml) },
      },
    });
    await reply
      .status(200)
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(`${fileName}.zip`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(data));
  }
}
