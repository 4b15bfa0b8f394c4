/**
 * What one Lighthouse run waited for: the simulated and observed paints, the largest element, and
 * every request with its start, end and transferred bytes, those started before the observed
 * largest paint marked (Lighthouse's simulation counts them into the LCP).
 *
 * Usage: `REPORTS_DIR=reports npm run bench:lighthouse -- 1 <route>`, then
 * `tsx scripts/lighthouse-requests.ts reports/<route>-1.json`.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod';

const requestSchema = z.object({
  url: z.string(),
  networkRequestTime: z.number(),
  networkEndTime: z.number(),
  transferSize: z.number().optional(),
  priority: z.string().optional(),
  resourceType: z.string().optional(),
});

const nodeSchema = z.object({ nodeLabel: z.string().optional(), snippet: z.string().optional() });

const reportSchema = z.object({
  audits: z.object({
    metrics: z.object({
      details: z.object({
        items: z.tuple(
          [
            z.object({
              firstContentfulPaint: z.number(),
              largestContentfulPaint: z.number(),
              observedFirstContentfulPaint: z.number(),
              observedLargestContentfulPaint: z.number(),
            }),
          ],
          z.unknown(),
        ),
      }),
    }),
    'network-requests': z.object({ details: z.object({ items: z.array(requestSchema) }) }),
    'largest-contentful-paint-element': z.object({
      details: z
        .object({
          items: z.array(z.object({ items: z.array(z.object({ node: nodeSchema.optional() })) })),
        })
        .optional(),
    }),
  }),
});

const file = process.argv[2];
if (!file) throw new Error('Usage: tsx scripts/lighthouse-requests.ts <report.json>');
const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
const failed = z.object({ runtimeError: z.object({ message: z.string() }) }).safeParse(report);
if (failed.success) {
  throw new Error(`${file} is a failed run with no figures: ${failed.data.runtimeError.message}`);
}
const { audits } = reportSchema.parse(report);
const [paints] = audits.metrics.details.items;
const element = audits['largest-contentful-paint-element'].details?.items[0]?.items[0]?.node;

console.log(
  `simulated: FCP ${paints.firstContentfulPaint.toFixed(0)} ms, LCP ${paints.largestContentfulPaint.toFixed(0)} ms; ` +
    `observed: FCP ${paints.observedFirstContentfulPaint} ms, LCP ${paints.observedLargestContentfulPaint} ms`,
);
console.log(`largest element: ${element?.snippet ?? '?'} ${element?.nodeLabel ?? ''}`);
console.log('| before LCP | start ms | end ms | bytes | priority | type | URL |');
console.log('|---|---|---|---|---|---|---|');
for (const request of audits['network-requests'].details.items) {
  const counted = request.networkRequestTime < paints.observedLargestContentfulPaint;
  const { pathname, search } = new URL(request.url);
  console.log(
    `| ${counted ? 'yes' : ''} | ${request.networkRequestTime.toFixed(0)} | ${request.networkEndTime.toFixed(0)} | ` +
      `${request.transferSize ?? 0} | ${request.priority ?? ''} | ${request.resourceType ?? ''} | ${pathname}${search} |`,
  );
}
