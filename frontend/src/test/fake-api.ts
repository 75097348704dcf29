import { vi } from 'vitest';
import { authStore } from '@/lib/auth-store';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer of the fake gateway: `{ data }` with a 200, or the error body with its status. */
export type FakeAnswer = { data: unknown } | { status: number; code: string; message: string };

/**
 * The gateway as the SPA's api-client sees it, for hook and component tests: a signed-in session and
 * `fetch` answered by `answer(method, path, body)` (paths without /api). Every call is recorded, so a
 * test asserts on what was sent, as the server would receive it.
 */
export function fakeApi(answer: (call: FakeCall) => FakeAnswer) {
  const calls: FakeCall[] = [];
  vi.spyOn(authStore, 'accessToken').mockReturnValue('test-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: FakeCall = {
        method: init.method ?? 'GET',
        path: String(url).replace(/^\/api/, ''),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const reply = answer(call);
      if ('data' in reply)
        return new Response(JSON.stringify({ data: reply.data }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      return new Response(
        JSON.stringify({ statusCode: reply.status, code: reply.code, message: reply.message }),
        { status: reply.status, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return { calls };
}
