import { describeChartModel } from './model-suite';
import { meterReadModel } from './models/meter-read';

// Samples and path checks: ./models/meter-read.ts, shared with `npm run test:model`.
describeChartModel(meterReadModel);
