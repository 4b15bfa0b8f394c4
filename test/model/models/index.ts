/**
 * Every chart model, for the QA report. `npm run test:model` reports a chart without an entry here
 * from its own suite (`test/model/<chart>.model.test.ts`), or as having no model.
 */
import { addressSelectionModel } from './address-selection';
import type { ChartModelDefinition } from './chart-model';
import { complaintModel } from './complaint';
import { feedbackModel } from './feedback';
import { meterReadModel } from './meter-read';

export type { ChartModelDefinition } from './chart-model';
export { modelPathFullName } from './chart-model';

/** The chart models by chart id (the keys of `journeyCharts` / `crossCuttingCharts`). */
export const chartModels: Readonly<Record<string, ChartModelDefinition>> = {
  addressSelection: addressSelectionModel,
  complaint: complaintModel,
  feedback: feedbackModel,
  meterRead: meterReadModel,
};
