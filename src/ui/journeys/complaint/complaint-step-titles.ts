import type { JourneyRouteId } from '../../../../machines/journey-routes';
import { isComplaintValue } from '../../../../machines/complaint-values';
import type { RouteParams } from '../../../journeys/journey-session';
import { complaintHeadings, complaintTypeQuestion, energyPaymentQuestion } from './complaint-copy';

/**
 * For the routes' `head()`: the title of a complaint step whose chart state carries none (see
 * `journeyTitles`), its question or heading.
 */
export function stepTitle(step: JourneyRouteId, { complaint = '' }: RouteParams): string {
  if (step === 'selectType') return complaintTypeQuestion.question;
  if (step === 'selectEnergy') return energyPaymentQuestion.question;
  return isComplaintValue(complaint) ? complaintHeadings(complaint).queryHeading : '';
}
