import { describeChartModel } from './model-suite';
import { complaintModel } from './models/complaint';

// Samples and path checks: ./models/complaint.ts, shared with `npm run test:model`.
describeChartModel(complaintModel);
