import type { z } from 'zod';
import { apiErrorSchema, type PageMeta } from '@esg/contracts/api';
import { authStore } from './auth-store';

/**
 * The one way the SPA talks HTTP to the gateway (spec 7): every call goes under /api, carries the
 * bearer token and `X-Requested-With`, sends the session cookie, and reads `{ data, message, meta }`.
 * A failure becomes an ApiError built from the server's `{ statusCode, code, message }`.
 */
export const API_BASE = '/api';

/**
 * The company the signed-in user acts for (spec 7: the X-Company-ID header). Set from the access
 * policy's effectiveCompanyId once the user's company is known; null sends no header.
 */
let actingCompanyId: number | null = null;
export function setActingCompanyId(companyId: number | null): void {
  actingCompanyId = companyId;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The error's `details` (e.g. the rules a value broke, the rows an import refused). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** True when the request never got an HTTP answer (offline, server down, CORS). */
  get isNetworkError(): boolean {
    return this.statusCode === 0;
  }
}

export interface ApiResult<T> {
  data: T;
  message?: string;
  meta?: PageMeta;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates `data` of the response; without it the data is returned as `unknown`. */
  schema?: z.ZodType<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * For the auth endpoints themselves: send no bearer token, and a 401 is an answer
   * (wrong password, no session) rather than a reason to log out.
   */
  anonymous?: boolean;
}

const STATUS_TEXT_CODES: Record<number, string> = {
  400: 'HTTP.BAD_REQUEST',
  401: 'AUTH.UNAUTHENTICATED',
  403: 'AUTH.FORBIDDEN',
  404: 'HTTP.NOT_FOUND',
  429: 'HTTP.TOO_MANY_REQUESTS',
};

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status below.
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success)
    return new ApiError(parsed.data.statusCode, parsed.data.code, parsed.data.message, parsed.data.details);
  return new ApiError(
    response.status,
    STATUS_TEXT_CODES[response.status] ?? 'HTTP.ERROR',
    response.statusText || `Request failed with status ${response.status}`,
  );
}

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const { method = 'GET', body, schema, signal, anonymous = false } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  };
  if (!anonymous) {
    const token = authStore.accessToken();
    if (!token) {
      // Spec 7: a missing token forces logout.
      authStore.signOut('expired');
      throw new ApiError(401, 'AUTH.UNAUTHENTICATED', 'You are not signed in');
    }
    headers.Authorization = `Bearer ${token}`;
    // A call may name another company it is allowed to act for (a GP viewing one portfolio company).
    if (actingCompanyId !== null && headers['X-Company-ID'] === undefined)
      headers['X-Company-ID'] = String(actingCompanyId);
  }
  // A FormData body (file uploads) is sent as multipart; the browser writes its boundary header.
  const multipart = body instanceof FormData;
  // A Blob (a File) is sent as it is, with the Content-Type the caller gives (raw workbook uploads).
  const raw = body instanceof Blob;
  if (body !== undefined && !multipart && !raw) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart || raw ? body : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK.UNREACHABLE',
      'Could not reach the server. Check your connection and try again.',
    );
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (error.statusCode === 401 && !anonymous) authStore.signOut('expired');
    throw error;
  }
  if (response.status === 204) return { data: undefined as T };

  const json = (await response.json()) as { data?: unknown; message?: string; meta?: PageMeta };
  const data = schema ? schema.parse(json.data) : (json.data as T);
  return { data, message: json.message, meta: json.meta };
}

/** A file download: the same headers as any call, the body answered as a Blob. */
export async function apiDownload(path: string): Promise<Blob> {
  const token = authStore.accessToken();
  if (!token) {
    authStore.signOut('expired');
    throw new ApiError(401, 'AUTH.UNAUTHENTICATED', 'You are not signed in');
  }
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Authorization: `Bearer ${token}`,
  };
  if (actingCompanyId !== null) headers['X-Company-ID'] = String(actingCompanyId);
  const response = await fetch(`${API_BASE}${path}`, { headers, credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
