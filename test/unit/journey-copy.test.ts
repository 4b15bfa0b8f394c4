import { describe, expect, it } from 'vitest';
import { complaintHeadings } from '../../src/ui/journeys/complaint/complaint-copy';
import { detailsLegend } from '../../src/ui/journeys/shared/contact-fields';

describe("the journeys' words, as spec §2 and §4 write them", () => {
  it.each([
    ['gas-and-electricity', 'Making a complaint.', 'Tell us what happened'],
    ['pay-as-you-go', 'Making a complaint.', 'Tell us what happened'],
    ['enquiry-gas-and-electricity', 'Making an energy enquiry.', 'Tell us your enquiry'],
    ['enquiry-pay-as-you-go', 'Making an enquiry.', 'Tell us your enquiry'],
  ] as const)('heads %s "%s" and its query page "%s"', (value, heading, queryHeading) => {
    expect(complaintHeadings(value)).toEqual({ heading, queryHeading });
  });

  it("names the contact fields 'Your details' for a signed-in visitor, else 'Enter your details'", () => {
    expect(detailsLegend(true)).toBe('Your details');
    expect(detailsLegend(false)).toBe('Enter your details');
  });
});
