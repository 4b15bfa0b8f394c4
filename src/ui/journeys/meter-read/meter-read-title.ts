/** Heading and title of the meter-read form and its closed message. */
export const meterReadTitle = 'Submit a meter reading';
