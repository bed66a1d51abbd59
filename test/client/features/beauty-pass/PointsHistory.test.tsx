import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../locales/en';
import id from '../../../../locales/id';
import th from '../../../../locales/th';
import zh from '../../../../locales/zh';
import { createQueryClient } from '../../../../client/api/query-client';
import { POINT_SOURCES, type PointsEntry } from '../../../../client/api/beauty-pass-contract';
import { entrySource, PointsHistory } from '../../../../client/features/beauty-pass/PointsHistory';
import { createTranslator } from '../../../../client/lib/i18n';
import type { Language } from '../../../../client/lib/sites';
import { renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { entry } from './beauty-pass-fixtures';

afterEach(cleanup);

const MESSAGES = { en, zh, id, th };
const LANGUAGES = Object.keys(MESSAGES) as Language[];

/** A scripted API that also keeps each points request's query (the cursor). */
function historyApi(pages: { items: PointsEntry[]; next: number | null }[]) {
  const api = scriptedApi({ 'GET account/points': pages.map((body) => ({ body })) });
  const queries: string[] = [];
  const fetcher = (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/account/points')) queries.push(url.search);
    return api.fetcher(request);
  };
  return { fetcher, queries };
}

const rows = () => [...document.querySelectorAll('.points-entry')];
const cells = (row: Element) => [...row.children].map((cell) => cell.textContent);

describe('PointsHistory', () => {
  it('lists the rows newest first: day, what for, signed points and their state', async () => {
    const api = historyApi([
      {
        items: [
          entry(9, {
            points: 120,
            status: 'pending',
            availableOn: '2026-03-10',
            orderNumber: 'SG900000001',
            occurredAt: '2026-03-05T16:30:00.000Z',
          }),
          entry(8, {
            source: 'used_points',
            points: -40,
            status: 'reserved',
            orderNumber: 'SG900000002',
          }),
          entry(7, { source: 'completed_beauty_profile', points: 50 }),
          entry(6, { source: 'expired_points', points: -300, status: 'expired' }),
        ],
        next: null,
      },
    ]);
    renderInSite(<PointsHistory />, { fetcher: api.fetcher, queryClient: createQueryClient() });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByRole('heading', { name: 'Points history' })).toBeTruthy();
    // 16:30 UTC is the next morning in Singapore: the site's day.
    expect(cells(rows()[0])).toEqual([
      '6 Mar 2026',
      'Purchase SG900000001',
      '+120',
      'Pending until 10 Mar 2026',
    ]);
    expect(cells(rows()[1])).toEqual([
      '5 Mar 2026',
      'Points redeemed, order SG900000002',
      '\u221240',
      'Reserved',
    ]);
    expect(cells(rows()[2]).slice(1)).toEqual(['Beauty profile completed', '+50', 'Available']);
    expect(cells(rows()[3]).slice(1)).toEqual(['Points expired', '\u2212300', 'Expired']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.queries).toEqual(['']);
  });

  it('shows more while there is a next page, asking before the last row, then focuses the first added row', async () => {
    const api = historyApi([
      { items: [entry(30), entry(29)], next: 29 },
      { items: [entry(12, { source: 'bonus_points' }), entry(11)], next: 11 },
      { items: [entry(4, { source: 'survey_points' })], next: null },
    ]);
    renderInSite(<PointsHistory />, { fetcher: api.fetcher, queryClient: createQueryClient() });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(cells(rows()[2])[1]).toBe('Bonus points');
    await waitFor(() => expect(document.activeElement).toBe(rows()[2]));
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    await waitFor(() => expect(document.activeElement).toBe(rows()[4]));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.queries).toEqual(['', '?before=29', '?before=11']);
  });

  it('says so when there are no points yet', async () => {
    const api = historyApi([{ items: [], next: null }]);
    renderInSite(<PointsHistory />, { fetcher: api.fetcher, queryClient: createQueryClient() });
    expect(await screen.findByText(/^No points yet\./)).toBeTruthy();
    expect(document.querySelector('.points-history')).toBeNull();
  });

  it('writes the rows in the page’s language (Thai)', async () => {
    const api = historyApi([
      {
        items: [entry(3, { points: 1200, orderNumber: 'TH900000004', status: 'spent' })],
        next: null,
      },
    ]);
    renderInSite(<PointsHistory />, {
      fetcher: api.fetcher,
      queryClient: createQueryClient(),
      country: 'th',
      language: 'th',
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cells(rows()[0])).toEqual([
      '5\u00a0มี.ค.\u00a02569',
      'การซื้อ TH900000004',
      '+1,200',
      'ใช้แล้ว',
    ]);
  });
});

describe('every point-log source and status has words in every language', () => {
  it.each(LANGUAGES)('%s: each of POINT_SOURCES, alone and with an order', (language) => {
    const t = createTranslator(language, MESSAGES[language]);
    const names = POINT_SOURCES.map((source) =>
      entrySource(entry(1, { source, orderNumber: null }), t),
    );
    for (const [index, name] of names.entries()) {
      expect(name, POINT_SOURCES[index]).not.toMatch(/^beautyPass\./);
      expect(name.trim(), POINT_SOURCES[index]).not.toBe('');
    }
    expect(new Set(names).size, 'each source its own name').toBe(POINT_SOURCES.length);
    for (const source of POINT_SOURCES) {
      const withOrder = entrySource(entry(1, { source, orderNumber: 'SG900000001' }), t);
      expect(withOrder).toContain('SG900000001');
      expect(withOrder).not.toMatch(/beautyPass\./);
    }
  });

  it.each(LANGUAGES)('%s: each status, rendered', async (language) => {
    const statuses = [
      'pending',
      'available',
      'reserved',
      'released',
      'spent',
      'expired',
      'reversed',
    ] as const;
    const api = historyApi([
      { items: statuses.map((status, index) => entry(100 - index, { status })), next: null },
    ]);
    renderInSite(<PointsHistory />, {
      fetcher: api.fetcher,
      queryClient: createQueryClient(),
      language,
      country: 'sg',
    });
    await waitFor(() => expect(rows()).toHaveLength(statuses.length));
    const texts = rows().map((row) => cells(row)[3] ?? '');
    for (const text of texts) expect(text).not.toMatch(/beautyPass\.|^$/);
    expect(new Set(texts).size).toBe(statuses.length);
  });
});
