import type { FastifyInstance } from 'fastify';
import {
  ASYNCAPI_PATH,
  buildAsyncApiDocument,
  etagOf,
  OPENAPI_PATH,
  sendRevalidated,
  type ServiceName,
  type ServiceRuntime,
} from '@esg/platform';

/**
 * The public API's documents at /api/docs (issue 13, docs/public-api.md): `openapi.json` merges the
 * OpenAPI document of every host (this process's own, and in cluster and production each service's
 * `/openapi.json`), and `/api/docs` renders it as a plain reference page (no script, so the strict
 * content security policy holds).
 */
type Json = Record<string, unknown>;
interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function registerApiDocs(
  fastify: FastifyInstance,
  runtime: ServiceRuntime,
  hosted: readonly ServiceName[],
): void {
  let merged: OpenApiDocument | null = null;
  const openApi = async (): Promise<OpenApiDocument> => {
    if (merged) return merged;
    const own = (await fastify.inject({ method: 'GET', url: OPENAPI_PATH })).json<OpenApiDocument>();
    let complete = true;
    const others = Object.entries(runtime.config.serviceUrls).filter(
      ([service, url]) => url && !hosted.includes(service as ServiceName),
    );
    for (const [service, url] of others) {
      try {
        const response = await fetch(`${url}${OPENAPI_PATH}`, { signal: AbortSignal.timeout(5000) });
        const document = (await response.json()) as OpenApiDocument;
        Object.assign(own.paths, document.paths);
        own.components = {
          ...own.components,
          schemas: { ...document.components?.schemas, ...own.components?.schemas },
        };
      } catch (error) {
        complete = false;
        runtime.logger.warn({ service, err: error }, 'OpenAPI document of a service not available');
      }
    }
    own.paths = Object.fromEntries(Object.entries(own.paths).sort(([a], [b]) => a.localeCompare(b)));
    // A service that did not answer is asked again next time; a complete document is kept.
    if (complete) merged = own;
    return own;
  };

  // Both documents change only with a deployment: a browser revalidates them by their ETag (issue 31).
  fastify.get('/api/docs/openapi.json', async (request, reply) => {
    void reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    return sendRevalidated(request, reply, JSON.stringify(await openApi()));
  });
  fastify.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderReference(await openApi())),
  );

  // The event catalogue is part of every build (libs/contracts): no service needs asking.
  const bus = runtime.config.bus;
  const asyncApi = buildAsyncApiDocument({
    version: '1.0.0',
    kafkaHost: bus.kind === 'kafka' ? bus.brokers.join(',') : undefined,
  });
  const asyncApiJson = JSON.stringify(asyncApi);
  const asyncApiEtag = etagOf(asyncApiJson);
  fastify.get(ASYNCAPI_PATH, async (request, reply) => {
    void reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    return sendRevalidated(request, reply, asyncApiJson, asyncApiEtag);
  });
  fastify.get('/api/docs/asyncapi', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderEventReference(asyncApi)),
  );
}

const escape = (text: string | undefined) =>
  (text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#1b1f1d;line-height:1.5}
h1{margin-bottom:4px}h2{border-bottom:1px solid #d5dbd8;padding-bottom:4px;margin-top:32px}
h3{font-size:1rem;margin:16px 0 4px}code,pre{font-family:ui-monospace,monospace}pre{background:#f3f5f4;padding:12px;overflow:auto}
.method{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:2px 6px}
.get{background:#1d6e4c}.post{background:#1a5fb4}.put,.patch{background:#8a5a00}.delete{background:#a51d2d}
nav a{margin-right:12px}table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;border-bottom:1px solid #d5dbd8;padding:4px 8px;vertical-align:top}`;

/** A plain HTML reference: every operation by tag, with its id, scopes and body and answer schemas. */
export function renderReference(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as
        (Json & { operationId?: string; tags?: string[]; 'x-scopes'?: string[] }) | undefined;
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'api';
      const body = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
        ?.content?.['application/json']?.schema;
      const responses = (operation.responses ?? {}) as Record<
        string,
        { content?: Record<string, { schema?: unknown }> }
      >;
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
      const answer = success?.[1].content?.['application/json']?.schema;
      const scopes = operation['x-scopes'] ?? [];
      const rows = byTag.get(tag) ?? [];
      rows.push(`<section id="${escape(operation.operationId)}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
  <p>operationId <code>${escape(operation.operationId)}</code> · ${
    scopes.length > 0
      ? `API key scopes: ${scopes.map((s) => `<code>${escape(s)}</code>`).join(', ')}`
      : 'browser sessions only (no API key scope)'
  } · success ${escape(success?.[0] ?? '200')}</p>
  ${body ? `<details><summary>Request body</summary><pre>${escape(JSON.stringify(body, null, 2))}</pre></details>` : ''}
  ${answer ? `<details><summary>Answer</summary><pre>${escape(JSON.stringify(answer, null, 2))}</pre></details>` : ''}
</section>`);
      byTag.set(tag, rows);
    }
  }
  const tags = [...byTag.keys()].sort();
  const info = document.info as { title?: string; description?: string; version?: string } | undefined;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info?.title)} reference</title>
<style>${STYLE}</style></head><body>
<h1>${escape(info?.title)}</h1>
<p>${escape(info?.description)}</p>
<p>Version ${escape(info?.version)} · <a href="/api/docs/openapi.json">openapi.json</a> · <a href="/api/docs/asyncapi">integration events (AsyncAPI)</a></p>
<nav>${tags.map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join(' ')}</nav>
${tags.map((t) => `<h2 id="tag-${escape(t)}">${escape(t)}</h2>\n${byTag.get(t)!.join('\n')}`).join('\n')}
</body></html>`;
}

interface AsyncApiMessage {
  name: string;
  title?: string;
  summary?: string;
  headers?: { properties?: Record<string, { description?: string }>; required?: string[] };
  payload?: unknown;
  'x-topic'?: string;
  'x-event-version'?: number;
}

/**
 * A plain HTML reference of the AsyncAPI document: the envelope once, then every event by topic with
 * its version, Kafka topic and key, and payload schema.
 */
export function renderEventReference(document: Record<string, unknown>): string {
  const info = document.info as { title?: string; description?: string; version?: string };
  const components = document.components as { messages: Record<string, AsyncApiMessage> };
  const channels = document.channels as Record<
    string,
    { address: string; description?: string; messages: Record<string, unknown> }
  >;
  const messages = Object.values(components.messages);
  const headers = messages[0]?.headers;
  const envelope = Object.entries(headers?.properties ?? {})
    .map(
      ([name, header]) =>
        `<tr><td><code>${escape(name)}</code></td><td>${headers?.required?.includes(name) ? 'yes' : 'no'}</td><td>${escape(header.description)}</td></tr>`,
    )
    .join('\n');
  const sections = Object.entries(channels)
    .map(([id, channel]) => {
      const events = Object.keys(channel.messages)
        .map((name) => components.messages[name])
        .filter((m): m is AsyncApiMessage => m !== undefined)
        .map(
          (m) => `<section id="${escape(m.name)}">
  <h3><code>${escape(m.name)}</code></h3>
  <p>${escape(m.title)} · version ${escape(String(m['x-event-version'] ?? ''))} · topic <code>${escape(m['x-topic'])}</code> · key: the subject</p>
  <details><summary>Payload (data)</summary><pre>${escape(JSON.stringify(m.payload, null, 2))}</pre></details>
</section>`,
        )
        .join('\n');
      return `<h2 id="channel-${escape(id)}">Topic <code>${escape(channel.address)}</code></h2>\n<p>${escape(channel.description)}</p>\n${events}`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)}</title>
<style>${STYLE}</style></head><body>
<h1>${escape(info.title)}</h1>
<p>${escape(info.description).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>
<p>AsyncAPI ${escape(String(document.asyncapi))} · version ${escape(info.version)} · ${messages.length} events on ${Object.keys(channels).length} topics · <a href="/api/docs/asyncapi.json">asyncapi.json</a> · <a href="/api/docs">REST API reference</a></p>
<h2>Envelope (Kafka headers)</h2>
<table><thead><tr><th>Header</th><th>Always</th><th>Meaning</th></tr></thead><tbody>
${envelope}
</tbody></table>
<h2>Topics</h2>
<nav>${Object.values(channels)
    .map((c) => `<a href="#channel-${escape(c.address)}">${escape(c.address)}</a>`)
    .join(' ')}</nav>
${sections}
</body></html>`;
}
