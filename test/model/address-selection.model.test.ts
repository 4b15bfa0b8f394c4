import { describeChartModel } from './model-suite';
import { addressSelectionModel } from './models/address-selection';

// Samples and path checks: ./models/address-selection.ts, shared with `npm run test:model`.
describeChartModel(addressSelectionModel);
