/** The feedback journey's step screens, loaded together as one chunk with its routes. */
export { FeedbackDetailsPage } from './feedback-details-page';
export { FeedbackPage } from './feedback-page';
