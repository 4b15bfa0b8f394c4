/** Pure form validators of the journeys (spec §5); each returns `{ values, errors }`. */
export * from './details-form';
export * from './feedback-form';
export * from './journey-choices';
export * from './meter-read-form';
export * from './query-form';
export * from './rules';
