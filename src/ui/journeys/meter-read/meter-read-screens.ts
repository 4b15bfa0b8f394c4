/** The meter-read journey's screens, loaded together as one chunk with its routes. */
import { meterReadTitle } from './meter-read-title';

export { MeterReadConfirmPage } from './meter-read-confirm-page';
export { MeterReadPage } from './meter-read-page';

/** For the routes' `head()`: the title of the step whose chart state carries none, the form's. */
export const stepTitle = (): string => meterReadTitle;
