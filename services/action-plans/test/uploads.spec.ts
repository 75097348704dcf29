import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { waitFor } from '@esg/testing';
import {
  addRecommendation,
  draftPlan,
  FILES,
  sentPlan,
  startActionPlans,
  type ActionPlansHost,
} from './action-plans-host';

/*
 * Finding 5 of issue 14: uploads were read before authorization (10 MB x N buffered before the 403).
 * A raw HTTP client sends the headers of a 10 MB multipart upload and only the first bytes of its
 * file part, then waits: the answer must come while the body is still unsent.
 */
const BOUNDARY = '----esg-upload-test';
const DECLARED_BYTES = 10 * 1024 * 1024 - 1024;

interface StalledUpload {
  request: ClientRequest;
  response: Promise<{ status: number; body: { code?: string; message?: string } }>;
}

/** Starts a multipart upload of one PDF part and sends only its beginning. */
function stalledUpload(host: ActionPlansHost, path: string, authorization: string): StalledUpload {
  const request = httpRequest({
    host: '127.0.0.1',
    port: host.port,
    method: 'PUT',
    path,
    headers: {
      authorization,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(DECLARED_BYTES),
    },
  });
  const response = new Promise<{ status: number; body: { code?: string; message?: string } }>(
    (resolve, reject) => {
      request.on('response', (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      });
      request.on('error', (error) => reject(error));
    },
  );
  request.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  request.write(Buffer.alloc(64 * 1024, 0x20));
  return { request, response };
}

/** The answer within `ms`, or 'no answer' while the server waits for the rest of the body. */
async function answerWithin(upload: StalledUpload, ms: number) {
  return Promise.race([
    upload.response,
    new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms)),
  ]);
}

describe('uploads: authorized before any file part is read (finding 5)', () => {
  let host: ActionPlansHost;
  beforeAll(async () => {
    host = await startActionPlans();
  });
  afterAll(async () => host?.dispose());

  it('refuses a caller who may not see the recommendation before reading the body', async () => {
    // A draft is the GP's: the portfolio company may not see it yet, let alone upload to it.
    const plan = await draftPlan(host);
    const rec = await addRecommendation(host, plan.id);
    const upload = stalledUpload(
      host,
      `/api/deliverables/${rec.id}/files`,
      host.authorization('pc@demo.test'),
    );
    const answer = await answerWithin(upload, 3000);
    upload.request.destroy();
    expect(answer).toMatchObject({ status: 403, body: { code: 'ACTION_PLAN.FORBIDDEN' } });
  });

  it('refuses a role that may never upload deliverables before reading the body', async () => {
    const { recommendationIds } = await sentPlan(host, 1);
    const upload = stalledUpload(
      host,
      `/api/deliverables/${recommendationIds[0]}/files`,
      host.authorization('coinvestor@demo.test'),
    );
    const answer = await answerWithin(upload, 3000);
    upload.request.destroy();
    expect(answer).toMatchObject({ status: 403 });
    const verify = stalledUpload(
      host,
      `/api/action-plan-recommendations/${recommendationIds[0]}/verify-document`,
      host.authorization('pc@demo.test'),
    );
    const refused = await answerWithin(verify, 3000);
    verify.request.destroy();
    expect(refused).toMatchObject({ status: 403 });
  });

  it('lets a user run two uploads at once, and answers a third with 429 before reading it', async () => {
    const { recommendationIds } = await sentPlan(host, 1);
    const path = `/api/deliverables/${recommendationIds[0]}/files`;
    const pc = host.authorization('pc@demo.test');
    const first = stalledUpload(host, path, pc);
    const second = stalledUpload(host, path, pc);
    // Both are admitted and being read: neither has an answer yet.
    expect(await answerWithin(first, 500)).toBe('no answer');
    expect(await answerWithin(second, 200)).toBe('no answer');
    const third = stalledUpload(host, path, pc);
    const answer = await answerWithin(third, 3000);
    third.request.destroy();
    expect(answer).toMatchObject({ status: 429, body: { code: 'FILE.TOO_MANY_UPLOADS' } });
    // Another user is not held up by this one.
    const other = await host
      .as('gp@demo.test')
      .put(`/api/action-plan-recommendations/${recommendationIds[0]}/verify-document`)
      .attach('file', FILES.pdf, 'visit.pdf');
    expect(other.status).toBe(200);
    // Abandoned uploads give their places back.
    first.request.destroy();
    second.request.destroy();
    await waitFor(
      async () =>
        (await host.as('pc@demo.test').put(path).attach('file', FILES.pdf, 'evidence.pdf')).status === 200,
      { message: 'an upload after the stalled ones were abandoned' },
    );
  });
});

describe('uploads: each company’s storage quota (finding 5)', () => {
  let host: ActionPlansHost;
  beforeAll(async () => {
    host = await startActionPlans({ env: { COMPANY_STORAGE_QUOTA_MB: '1' } });
  });
  afterAll(async () => host?.dispose());

  const pdfOf = (kilobytes: number) => Buffer.concat([FILES.pdf, Buffer.alloc(kilobytes * 1024, 0x20)]);

  it('refuses an upload past the company’s quota with 413, and gives the room back when files are deleted', async () => {
    const { planId, recommendationIds } = await sentPlan(host, 2);
    const pc = host.as('pc@demo.test');
    await pc
      .put(`/api/deliverables/${recommendationIds[0]}/files`)
      .attach('file', pdfOf(600), 'a.pdf')
      .expect(200);
    const full = await pc
      .put(`/api/deliverables/${recommendationIds[1]}/files`)
      .attach('file', pdfOf(600), 'b.pdf');
    expect(full.status).toBe(413);
    expect(full.body.code).toBe('FILE.QUOTA_EXCEEDED');
    expect(full.body.message).toMatch(
      /Your company's storage is full: 0\.6 MB of 1 MB used; this upload needs 0\.6 MB/,
    );
    // Another company's quota is its own: the GP's verification document still fits.
    await host
      .as('gp@demo.test')
      .put(`/api/action-plan-recommendations/${recommendationIds[1]}/verify-document`)
      .attach('file', pdfOf(600), 'visit.pdf')
      .expect(200);
    // Deleting the recommendation (with its files) frees the portfolio company's room.
    await host
      .as('gp@demo.test')
      .delete(`/api/action-plan-recommendations/${recommendationIds[0]}`)
      .expect(200);
    await pc
      .put(`/api/deliverables/${recommendationIds[1]}/files`)
      .attach('file', pdfOf(600), 'b.pdf')
      .expect(200);
    expect(planId).toBeGreaterThan(0);
  });
});
