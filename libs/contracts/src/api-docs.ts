import { z } from 'zod';

/**
 * The parts of the gateway's OpenAPI document (GET /api/docs/openapi.json, docs/public-api.md) that the
 * /api-documentation page reads. The document itself is generated (ADR 0070); this only names what a
 * reader relies on, and lets everything else through.
 */
export const OPENAPI_DOCUMENT_PATH = '/api/docs/openapi.json';

const openApiOperationSchema = z.looseObject({
  operationId: z.string().optional(),
  tags: z.array(z.string()).optional(),
  'x-scopes': z.array(z.string()).optional(),
  requestBody: z
    .looseObject({ content: z.record(z.string(), z.looseObject({ schema: z.unknown().optional() })) })
    .optional(),
  responses: z.record(
    z.string(),
    z.looseObject({
      description: z.string().optional(),
      content: z.record(z.string(), z.looseObject({ schema: z.unknown().optional() })).optional(),
    }),
  ),
});
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

export const OPENAPI_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface DocumentedOperation {
  method: (typeof OPENAPI_METHODS)[number];
  path: string;
  tag: string;
  operation: OpenApiOperation;
}

/** Every operation of a document, in path order; parts that do not read as an operation are skipped. */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    OPENAPI_METHODS.flatMap((method) => {
      const parsed = openApiOperationSchema.safeParse(item[method]);
      return parsed.success
        ? [{ method, path, tag: parsed.data.tags?.[0] ?? 'api', operation: parsed.data }]
        : [];
    }),
  );
}
