import { z } from 'zod';

/**
 * The URL of a trend (/trend, /data-trends): comma-separated metric codes and subjects (portfolio:1,
 * fund:7, company:12) and the figure. Its own small module: route files validate search params in the
 * main bundle, the page itself loads with the route.
 */
export const trendsSearchSchema = z.object({
  metrics: z.string().max(700).optional().catch(undefined),
  series: z.string().max(300).optional().catch(undefined),
  // The values of trendFigureSchema (libs/contracts analysis.ts), written out to keep that module off the main bundle.
  figure: z.enum(['headline', 'sum', 'mean', 'weightedMean', 'median']).optional().catch(undefined),
});
export type TrendsSearch = z.infer<typeof trendsSearchSchema>;
