/** The feedback journey's layout and step screens, loaded together as one chunk with its routes. */
export { FeedbackDetailsPage } from './feedback-details-page';
export { FeedbackJourneyLayout } from './feedback-journey-layout';
export { FeedbackPage } from './feedback-page';
