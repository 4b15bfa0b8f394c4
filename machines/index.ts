/**
 * Every journey chart of the help-and-support area, for the app, the model-based tests and the
 * diagram generator. Each chart is pure; side effects are supplied with `machine.provide(...)`.
 */
import { addressSelectionMachine } from './address-selection.machine';
import { complaintMachine } from './complaint.machine';
import { feedbackMachine } from './feedback.machine';
import { meterReadMachine } from './meter-read.machine';

export { addressSelectionMachine, complaintMachine, feedbackMachine, meterReadMachine };
export type {
  AddressOption,
  AddressSelectionContext,
  AddressSelectionEvent,
  AddressSelectionInput,
  AddressSelectionParentEvent,
  ManualAddress,
} from './address-selection.machine';
export type {
  CachedPersonalDetails,
  ComplaintContext,
  ComplaintEvent,
  ComplaintInput,
  ComplaintOutput,
  ComplaintStep,
  ComplaintSubmission,
  PersonalDetails,
  QueryDraft,
} from './complaint.machine';
export type { JourneyStateMeta, LeadPostFailureKind, LeadReceipt } from './journey-kernel';
export { journeyRoutes, journeyTitles, type JourneyRouteId } from './journey-routes';
export type {
  FeedbackContext,
  FeedbackDetails,
  FeedbackEvent,
  FeedbackInput,
  FeedbackOutput,
  FeedbackStep,
  FeedbackSubmission,
} from './feedback.machine';
export type {
  ElectricityReading,
  GasReading,
  MeterReadConfig,
  MeterReadContext,
  MeterReadEvent,
  MeterReadFuel,
  MeterReadInput,
  MeterReadPrefillField,
  MeterReadSubmission,
} from './meter-read.machine';
export * from './complaint-values';

/** All journey charts by their chart id, e.g. for generating the diagrams in docs/. */
export const journeyCharts = {
  addressSelection: addressSelectionMachine,
  complaint: complaintMachine,
  feedback: feedbackMachine,
  meterRead: meterReadMachine,
} as const;

import { AUTH_SESSION_DELAYS, authSessionMachine } from './auth-session.machine';
import { CONSENT_DELAYS, CONSENT_GROUPS, consentMachine } from './consent.machine';

export { AUTH_SESSION_DELAYS, authSessionMachine, CONSENT_DELAYS, CONSENT_GROUPS, consentMachine };
export type {
  AuthSessionContext,
  AuthSessionEvent,
  AuthSessionInput,
  TokenPresence,
} from './auth-session.machine';
export type { ConsentContext, ConsentEvent, ConsentInput } from './consent.machine';

/** The cross-cutting charts (session, consent) by their chart id, e.g. for generating diagrams. */
export const crossCuttingCharts = {
  authSession: authSessionMachine,
  consent: consentMachine,
} as const;
