import { z } from 'zod';

/**
 * The Responsible Investing dashboards (spec 2.6, 6.2 "RI Dashboards", 7.4 "GET embedded-report data
 * path with {reportId}: returns accessToken and embedUrl[0].embedUrl"; issue 13). The platform renders
 * the report itself: the call answers a signed, expiring token for one report and the address of
 * the page that renders it with that token; the SPA frames it under a loading overlay.
 */
export const RI_REPORT_IDS = {
  /** Company 310's own report (spec 2.6 "Company 310 gets the first report"). */
  investor: 'ri-investor',
  /** Every other company's: the demo report, drawn from the demo company's published data. */
  demo: 'ri-demo',
} as const;
export type RiReportId = (typeof RI_REPORT_IDS)[keyof typeof RI_REPORT_IDS];
export const riReportIdSchema = z.enum([RI_REPORT_IDS.investor, RI_REPORT_IDS.demo]);

/** An embed token lives this long; the page asks for a new one when it is opened again. */
export const EMBED_TOKEN_TTL_SECONDS = 3600;
/** The audience of embed tokens: never accepted as an access token, and the reverse. */
export const EMBED_TOKEN_AUDIENCE = 'esg-embedded-report';

export const embeddedReportSchema = z.strictObject({
  reportId: riReportIdSchema,
  name: z.string(),
  accessToken: z.string(),
  expiresAt: z.string(),
  embedUrl: z.array(z.strictObject({ embedUrl: z.string() })).min(1),
});
export type EmbeddedReport = z.infer<typeof embeddedReportSchema>;

/** The hint of spec 2.6. */
export const RI_DASHBOARDS_HINT =
  'To navigate between the various dashboards, choose the name at the bottom of the screen';
