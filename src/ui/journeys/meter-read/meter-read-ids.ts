/**
 * Ids of the parts of the meter-read page's skeleton that `meter-read-before-app.ts` fills in
 * before the app runs: the form's opening (heading and configured introduction), hidden until
 * then, and the grey bars of the skeleton.
 */
export const METER_READ_OPENING_ID = 'meter-read-opening';
export const METER_READ_INTRO_ID = 'meter-read-intro';
export const METER_READ_BARS_ID = 'meter-read-bars';
