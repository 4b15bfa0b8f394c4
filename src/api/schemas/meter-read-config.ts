import * as z from 'zod/mini';

/** Meter-read configuration (GET …/meter-read/submit-meter-read.json); templates are rich text. */
export const meterReadConfigSchema = z.object({
  isMeterReadWeek: z.boolean(),
  headingTemplate: z.string(),
  smrErrorTemplate: z.string(),
  contactCardPillTemplate: z.string(),
  contactCardTemplate: z.string(),
});

export type MeterReadConfig = z.infer<typeof meterReadConfigSchema>;
