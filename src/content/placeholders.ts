import { config } from '../config';

const values: Record<string, string> = {
  provider: config.providerName,
  customerServicePhone: config.phone.customerService,
  gasEmergencyPhone: config.phone.gasEmergency,
  meterEmergencyPhone: config.phone.meterEmergency,
  powerCutPhone: config.phone.powerCut,
};

/**
 * Replaces `{provider}`-style placeholders in authored content with configured values. A number
 * filled into a `tel:` link keeps its spaces; the sanitisers take them out (`sanitisedHref`).
 */
export function fillPlaceholders(text: string): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** `tel:` href for a configured phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
