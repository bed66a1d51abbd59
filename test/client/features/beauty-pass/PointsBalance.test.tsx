import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BeautyPass } from '../../../../client/api/beauty-pass-contract';
import { PointsBalance } from '../../../../client/features/beauty-pass/PointsBalance';
import type { Country, Language } from '../../../../client/lib/sites';
import { renderInSite } from '../../render-app';
import { BEAUTY_PASS } from './beauty-pass-fixtures';

afterEach(cleanup);

function renderBalance(
  fields: Partial<BeautyPass['points']> & { birthdayMonth?: boolean } = {},
  site: { country?: Country; language?: Language } = {},
) {
  const { birthdayMonth = false, ...points } = fields;
  renderInSite(
    <PointsBalance
      pass={{ ...BEAUTY_PASS, birthdayMonth, points: { ...BEAUTY_PASS.points, ...points } }}
    />,
    site,
  );
}

/** The figure a `dt` names, from its `dd` (the hint aside). */
function figure(term: string): string | undefined {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.firstChild?.textContent ?? undefined;
}

describe('PointsBalance', () => {
  it('shows the available and pending points, with when pending points arrive', () => {
    renderBalance();
    expect(screen.getByRole('heading', { name: 'Your points' })).toBeTruthy();
    expect(figure('Available points')).toBe('1,250');
    expect(figure('Pending points')).toBe('120');
    expect(screen.getByText('Points arrive 3 working days after delivery.')).toBeTruthy();
  });

  it('shows reserved points only when some are held', () => {
    renderBalance();
    expect(screen.queryByText('Reserved points')).toBeNull();
    cleanup();
    renderBalance({ reserved: 300 });
    expect(figure('Reserved points')).toBe('300');
    expect(screen.getByText('Held for rewards in unpaid orders.')).toBeTruthy();
  });

  it('says what expires and when only when something does', () => {
    renderBalance({ expiring: 0, expiresOn: '2027-03-31' });
    expect(document.querySelector('.points-expiring')).toBeNull();
    cleanup();
    renderBalance({ expiring: 1250, expiresOn: '2027-03-31' });
    expect(document.querySelector('.points-expiring')?.textContent).toBe(
      '1,250 points expire on 31 Mar 2027. Shop or redeem a reward before then to keep them.',
    );
    cleanup();
    renderBalance({ expiring: 1, expiresOn: '2027-03-31' });
    expect(document.querySelector('.points-expiring')?.textContent).toMatch(
      /^1 point expires on 31 Mar 2027\./,
    );
  });

  it('says the birthday month earns double points, only in that month', () => {
    renderBalance();
    expect(screen.queryByText(/birthday month/)).toBeNull();
    cleanup();
    renderBalance({ birthdayMonth: true });
    expect(
      screen.getByText("It's your birthday month: purchases earn double points."),
    ).toBeTruthy();
  });

  it('writes the figures as the language does (Indonesian "2.500", Buddhist-era Thai dates)', () => {
    renderBalance(
      { available: 2500, expiring: 2500, expiresOn: '2027-03-31' },
      { country: 'id', language: 'id' },
    );
    expect(figure('Poin tersedia')).toBe('2.500');
    expect(document.querySelector('.points-expiring')?.textContent).toMatch(
      /^2\.500 poin akan kedaluwarsa pada 31 Mar 2027\./,
    );
    cleanup();
    renderBalance({ expiring: 40, expiresOn: '2027-03-31' }, { country: 'th', language: 'th' });
    expect(document.querySelector('.points-expiring')?.textContent).toMatch(
      /^40 คะแนนจะหมดอายุในวันที่ 31\u00a0มี\.ค\.\u00a02570 /,
    );
  });
});
