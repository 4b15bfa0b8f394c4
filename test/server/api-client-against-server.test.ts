/**
 * The browser API layer (src/api) against the reference server in-process: requests built by the
 * client are accepted by the server and its responses parse with the client's schemas.
 */
import { describe, expect, it } from 'vitest';
import { MainApiError } from '../../src/api/http/api-errors';
import {
  getAccountStatusCount,
  getAccounts,
  getCustomers,
  lookupAddresses,
  postLead,
  saveManualAddress,
} from '../support/app-calls';
import { complaintValueList, complaintValues } from '../../machines/complaint-values';
import { buildHelpAndSupportLead } from '../../src/api/leads';
import { countLeads, getLead } from '../../server/db';
import { issueToken } from '../../server/tokens';
import { adaDetails } from '../support/lead-wire';
import { complaintLead, feedbackLead, meterReadLead } from './lead-examples';
import { fetchReachesTestServer } from './support';

const { server, fetchSpy } = fetchReachesTestServer();

describe('addresses', () => {
  it('looks up a postcode however it is typed and maps to the selector model', async () => {
    const options = await lookupAddresses(' sw1a1aa ');
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) {
      expect(option.postcode).toBe('SW1A 1AA');
      expect(option.label).toContain('SW1A 1AA');
      expect(option.isManual).toBe(false);
    }
  });

  it('gives an empty list for an unknown postcode', async () => {
    await expect(lookupAddresses('ZZ9 9ZZ')).resolves.toEqual([]);
  });

  it('never retries a failed lookup', async () => {
    fetchSpy.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    await expect(lookupAddresses('M1 1AE')).rejects.toThrow();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('saves a manual address and returns its new id', async () => {
    const saved = await saveManualAddress({
      address: '3 Mill Lane, Leeds, LS1 4AP',
      'address-line-1': '3 Mill Lane',
      'postal-town': 'Leeds',
      postcode: 'LS1 4AP',
      'is-manual': true,
    });
    expect(saved).toMatchObject({ label: '3 Mill Lane, Leeds, LS1 4AP', isManual: true });
    expect(saved.id).toMatch(/^man-/);
  });
});

describe('leads', () => {
  it.each([
    ['complaint', complaintLead()],
    ['feedback', feedbackLead()],
    ['meter read', meterReadLead()],
  ])('posts a %s lead and returns the stored lead with its reference', async (_name, lead) => {
    const before = countLeads(server.db);
    const data = await postLead(lead, crypto.randomUUID());
    expect(data.id).toMatch(/^HS-[A-Z0-9]{8}$/);
    expect(data).toMatchObject({ attributes: { topic: lead.data.attributes.topic } });
    expect(countLeads(server.db)).toBe(before + 1);
    const request = fetchSpy.mock.calls[0]?.[1];
    expect(new Headers(request?.headers).get('x-client-id')).toBe('help-and-support-web');
  });

  it.each(
    complaintValueList.flatMap((complaint) =>
      [true, false].map((signedIn) => ({ complaint, signedIn })),
    ),
  )(
    "stores the built $complaint lead (signed in: $signedIn) with the form's additional-information",
    async ({ complaint, signedIn }) => {
      const lead = buildHelpAndSupportLead(
        {
          ...adaDetails,
          queryType: complaintValues[complaint].queryType,
          querySubtype: complaintValues[complaint].querySubtype,
          addressId: 'addr-sw1a1aa-1',
        },
        { query: 'Please call me back.', subject: 'Balance queries' },
        complaint,
        { signedIn, accountNumber: 'A1234567' },
      );
      const data = await postLead(lead, crypto.randomUUID());
      expect(getLead(server.db, data.id)?.body).toEqual(lead.data);
      expect(lead.data.attributes['additional-information']).toMatchObject({
        textphoneNumber: '01632960999',
      });
    },
  );

  it('reports a refused lead as the main API error, keeping the first server error id', async () => {
    const lead = complaintLead();
    lead.data.attributes.email = 'not-an-email';
    const error = await postLead(lead, 'key-refused').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MainApiError);
    expect(error).toMatchObject({ status: 400, title: "Your information hasn't gone through" });
    expect((error as MainApiError).id).toEqual(expect.any(String));
  });

  it('sends the idempotency key, so a repeated attempt gets the first lead back and stores none', async () => {
    const lead = complaintLead();
    const before = countLeads(server.db);
    const first = await postLead(lead, 'one-submission');
    const repeat = await postLead(lead, 'one-submission');
    expect(repeat.id).toBe(first.id);
    expect(countLeads(server.db)).toBe(before + 1);
    const request = fetchSpy.mock.calls[0]?.[1];
    expect(new Headers(request?.headers).get('idempotency-key')).toBe('one-submission');
  });
});

describe('prefill calls', () => {
  const secret = () => server.config.tokenSecret;

  it('reads the account status and accounts of a live customer with the identity token', async () => {
    const idToken = await issueToken(secret(), 'live-customer', 'id');
    await expect(getAccountStatusCount(idToken)).resolves.toMatchObject({ liveCount: 1 });
    const [account] = await getAccounts(idToken);
    expect(account?.person.firstName).toEqual(expect.any(String));
  });

  it('reads customers with the access token', async () => {
    const accessToken = await issueToken(secret(), 'customers-only', 'access');
    const [customer] = await getCustomers(accessToken);
    expect(customer?.attributes.firstName).toEqual(expect.any(String));
  });

  it('fails without a valid token', async () => {
    await expect(getAccountStatusCount('forged.token')).rejects.toMatchObject({ statusCode: 401 });
  });
});
