/** The meter-read journey's layout and screens, loaded together as one chunk with its routes. */
export { MeterReadConfirmPage } from './meter-read-confirm-page';
export { MeterReadJourneyLayout } from './meter-read-journey-layout';
export { MeterReadPage } from './meter-read-page';
