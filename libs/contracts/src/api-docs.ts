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

/**
 * The AsyncAPI 3.0 document of the integration events (GET /api/docs/asyncapi.json, ADR 0080), generated
 * from the event catalogue; /api/docs/asyncapi renders it. The parts the /api-documentation page reads.
 */
export const ASYNCAPI_DOCUMENT_PATH = '/api/docs/asyncapi.json';
export const ASYNCAPI_REFERENCE_PATH = '/api/docs/asyncapi';

const asyncApiMessageSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  'x-topic': z.string().optional(),
  'x-event-version': z.number().optional(),
  tags: z.array(z.looseObject({ name: z.string() })).optional(),
});

export const asyncApiDocumentSchema = z.looseObject({
  asyncapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  components: z.looseObject({ messages: z.record(z.string(), z.unknown()) }),
});
export type AsyncApiDocument = z.infer<typeof asyncApiDocumentSchema>;

export interface DocumentedEvent {
  type: string;
  title: string;
  topic: string;
  version: number;
  service: string;
}

/** Every event of the document, by type; parts that do not read as a message are skipped. */
export function eventsOf(document: AsyncApiDocument): DocumentedEvent[] {
  return Object.values(document.components.messages)
    .flatMap((value) => {
      const parsed = asyncApiMessageSchema.safeParse(value);
      if (!parsed.success) return [];
      const m = parsed.data;
      return [
        {
          type: m.name,
          title: m.title ?? m.name,
          topic: m['x-topic'] ?? '',
          version: m['x-event-version'] ?? 1,
          service: m.tags?.[0]?.name ?? m.name.split('.')[0] ?? '',
        },
      ];
    })
    .sort((a, b) => a.type.localeCompare(b.type));
}
