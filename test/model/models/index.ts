/**
 * Every chart model, for the QA report. A chart without an entry here shows as 'no model' in
 * `npm run test:model` and fails it.
 */
import { addressSelectionModel } from './address-selection';
import type { ChartModelDefinition } from './chart-model';
import { complaintModel } from './complaint';
import { feedbackModel } from './feedback';
import { meterReadModel } from './meter-read';

export type { ChartModelDefinition, ModelPath, ModelPathGroup } from './chart-model';
export { modelPathFullName } from './chart-model';

/** The chart models by chart id (the keys of `journeyCharts` / `crossCuttingCharts`). */
export const chartModels: Readonly<Record<string, ChartModelDefinition>> = {
  addressSelection: addressSelectionModel,
  complaint: complaintModel,
  feedback: feedbackModel,
  meterRead: meterReadModel,
};
