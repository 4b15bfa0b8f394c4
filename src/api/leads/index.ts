/** Pure builders of the POST /v1/leads bodies (spec §3); each result parses with `leadRequestSchema`. */
export * from './feedback-lead';
export * from './help-and-support-lead';
export * from './meter-read-lead';
