/** The meter-read journey's screens, loaded together as one chunk with its routes. */
export { MeterReadConfirmPage } from './meter-read-confirm-page';
export { MeterReadPage } from './meter-read-page';
