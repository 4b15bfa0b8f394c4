/** The complaint journey's step screens, loaded together as one chunk with its routes. */
export { DetailsPage } from './details-page';
export { QueryPage } from './query-page';
export { SelectEnergyPage, SelectTypePage } from './choice-pages';
/** For the routes' `beforeLoad`: loads with these screens rather than in the entry chunk. */
export { isComplaintValue } from '../../../../machines/complaint-values';
/** For the routes' `head()`: the titles of steps whose chart state carries none. */
export { stepTitle } from './complaint-step-titles';
