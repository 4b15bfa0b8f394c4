import { config } from '../config';

const values: Record<string, string> = {
  provider: config.providerName,
  customerServicePhone: config.phone.customerService,
  gasEmergencyPhone: config.phone.gasEmergency,
  meterEmergencyPhone: config.phone.meterEmergency,
  powerCutPhone: config.phone.powerCut,
};

/**
 * Replaces `{provider}`-style placeholders in authored content with configured values; one that
 * follows `tel:` takes the number without its spaces, as `telHref` writes it.
 */
export function fillPlaceholders(text: string): string {
  return text.replace(/(tel:)?\{(\w+)\}/g, (match, tel: string | undefined, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return tel === undefined ? value : telHref(value);
  });
}

/** `tel:` href for a configured phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
