import { isInaccessible, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { outageNoticeQuery } from '../../src/api/queries/outage-notice';
import { createQueryClient } from '../../src/api/queries/query-client';
import type { OutageNotice as OutageNoticeData } from '../../src/api/schemas/outage-notice';
import { HomePage } from '../../src/ui/home/home-page';
import { OutageNotice } from '../../src/ui/home/outage-notice';
import { renderWithRouter } from './support/render-with-router';

const NOTICE = {
  title: 'Planned maintenance on Sunday',
  message: 'You won’t be able to log in between 1am and 6am.',
};

function queryClientWith(notice: OutageNoticeData) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(outageNoticeQuery().queryKey, notice);
  return queryClient;
}

describe('home outage notice', () => {
  it('shows the title and the message as a region named by the title, without a click, when the call returns them', async () => {
    renderWithRouter(HomePage, { queryClient: queryClientWith(NOTICE) });
    const notice = await screen.findByRole('region', { name: NOTICE.title });
    const title = within(notice).getByText(NOTICE.title);
    const message = within(notice).getByText(NOTICE.message);
    // Read in the page's order: a live alert would be announced again on every visit to home.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(isInaccessible(title)).toBe(false);
    expect(isInaccessible(message)).toBe(false);
  });

  it("fills the notice's {provider} and phone placeholders", async () => {
    const notice = {
      title: '{provider} online accounts are down',
      message: 'Call us on {customerServicePhone} instead.',
    };
    renderWithRouter(HomePage, { queryClient: queryClientWith(notice) });
    const region = await screen.findByRole('region', {
      name: 'Brightwell Energy online accounts are down',
    });
    expect(region.textContent).toContain('Call us on 0330 088 0456 instead.');
    expect(region.textContent).not.toContain('{');
  });

  it('shows nothing when the outage call returns {}', async () => {
    renderWithRouter(HomePage, { queryClient: queryClientWith({}) });
    await screen.findByRole('heading', { level: 1, name: 'Help & Support' });
    expect(screen.queryByRole('region', { name: NOTICE.title })).toBeNull();
    expect(document.body.textContent).not.toContain('maintenance');
  });

  it('shows nothing and logs when the outage call fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { container } = renderWithRouter(OutageNotice);
    await waitFor(() => {
      expect(logged).toHaveBeenCalledWith(
        'Could not load the service outage notice',
        expect.any(Error),
      );
    });
    expect(container.textContent).toBe('');
  });
});

describe('home page', () => {
  it('has the 12 main tiles, the 7 videos and the secondary link groups of spec §2', async () => {
    renderWithRouter(HomePage, { queryClient: queryClientWith({}) });
    const topics = await screen.findByRole('region', { name: 'Browse help topics' });
    const tiles = [...topics.querySelectorAll('h3 a')];
    expect(tiles).toHaveLength(12);
    expect(tiles.find((tile) => tile.textContent === 'PeakSave')?.getAttribute('href')).toBe(
      '/peaksave',
    );
    expect(tiles.find((tile) => tile.textContent === 'Meters')?.getAttribute('href')).toBe(
      '/help-and-support/meters',
    );
    expect(screen.getAllByRole('button', { name: /^Play video: / })).toHaveLength(7);
    expect(document.querySelector('iframe')).toBeNull();
    const groups = [...document.querySelectorAll('#more-help-heading ~ div h3')].map((heading) => [
      heading.textContent,
      [...(heading.nextElementSibling?.querySelectorAll('a') ?? [])].map((a) => a.textContent),
    ]);
    expect(groups).toEqual([
      ['Account changes', ['Moving Home', 'Bereavement at probate']],
      ['Need support?', ['Struggling to pay', 'Warm Home discount']],
      ['Still need help?', ['Emergencies', 'Contact Us']],
    ]);
  });
});
