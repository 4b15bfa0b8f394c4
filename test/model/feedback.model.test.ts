import { describeChartModel } from './model-suite';
import { feedbackModel } from './models/feedback';

// Samples and path checks: ./models/feedback.ts, shared with `npm run test:model`.
describeChartModel(feedbackModel);
