import { describe, expect, it } from 'vitest';
import { TierProgressSchema, type TierProgress } from '../../../../client/api/beauty-pass-contract';
import { tierProgress, type TierProgressInput } from '../../../../client/lib/loyalty/progress';

type Case = [name: string, input: TierProgressInput, expected: TierProgress];

// SG: Black S$300 (30 000), Gold S$1,500 (150 000). AU: 35 000 / 175 000. ID: Rp3 000 000 /
// Rp15 000 000 (no minor digits).
const sg = (input: Omit<TierProgressInput, 'country'>): TierProgressInput => ({
  country: 'sg',
  ...input,
});
const upgradedMay10 = { on: '2026-05-10', from: 'white' } as const;

const CASES: Case[] = [
  // Just upgraded: the change day is day 0, day 30 is the last to show it.
  [
    'upgrade, day 0',
    sg({ tier: 'black', spent: 30_000, lastChange: upgradedMay10, today: '2026-05-10' }),
    {
      kind: 'just_upgraded',
      tier: 'black',
      previous: 'white',
      until: '2027-12-31',
      spent: 30_000,
      target: 150_000,
    },
  ],
  [
    'upgrade, day 30',
    sg({ tier: 'black', spent: 30_000, lastChange: upgradedMay10, today: '2026-06-09' }),
    {
      kind: 'just_upgraded',
      tier: 'black',
      previous: 'white',
      until: '2027-12-31',
      spent: 30_000,
      target: 150_000,
    },
  ],
  [
    'upgrade, day 31: the tier is kept',
    sg({ tier: 'black', spent: 30_000, lastChange: upgradedMay10, today: '2026-06-10' }),
    {
      kind: 'tier_kept',
      tier: 'black',
      until: '2027-12-31',
      next: 'gold',
      remaining: 120_000,
      spent: 30_000,
      target: 150_000,
    },
  ],
  [
    'upgrade to Gold in December, still shown in January: held to the end of the year after',
    sg({
      tier: 'gold',
      spent: 0,
      lastChange: { on: '2026-12-20', from: 'black' },
      today: '2027-01-05',
    }),
    {
      kind: 'just_upgraded',
      tier: 'gold',
      previous: 'black',
      until: '2027-12-31',
      spent: 0,
      target: null,
    },
  ],
  [
    'two rungs at once, from the other entry tier (Pink on SG)',
    sg({
      tier: 'gold',
      spent: 150_000,
      lastChange: { on: '2026-03-01', from: 'pink' },
      today: '2026-03-02',
    }),
    {
      kind: 'just_upgraded',
      tier: 'gold',
      previous: 'pink',
      until: '2027-12-31',
      spent: 150_000,
      target: null,
    },
  ],
  // Just downgraded: the review on 1 January.
  [
    '1 January, just after the review took Gold to Black',
    sg({
      tier: 'black',
      spent: 0,
      lastChange: { on: '2027-01-01', from: 'gold' },
      today: '2027-01-01',
    }),
    {
      kind: 'just_downgraded',
      tier: 'black',
      previous: 'gold',
      remaining: 150_000,
      spent: 0,
      target: 150_000,
    },
  ],
  [
    'downgrade, day 30, AU Black to Pink',
    {
      country: 'au',
      tier: 'pink',
      spent: 5_000,
      lastChange: { on: '2027-01-01', from: 'black' },
      today: '2027-01-31',
    },
    {
      kind: 'just_downgraded',
      tier: 'pink',
      previous: 'black',
      remaining: 30_000,
      spent: 5_000,
      target: 35_000,
    },
  ],
  [
    'downgrade, day 31: back to progress',
    {
      country: 'au',
      tier: 'pink',
      spent: 5_000,
      lastChange: { on: '2027-01-01', from: 'black' },
      today: '2027-02-01',
    },
    {
      kind: 'in_progress',
      tier: 'pink',
      next: 'black',
      remaining: 30_000,
      spent: 5_000,
      target: 35_000,
    },
  ],
  [
    'downgrade with the old threshold already spent again: remaining is 0, not negative',
    sg({
      tier: 'white',
      spent: 40_000,
      lastChange: { on: '2027-01-01', from: 'black' },
      today: '2027-01-10',
    }),
    {
      kind: 'just_downgraded',
      tier: 'white',
      previous: 'black',
      remaining: 0,
      spent: 40_000,
      target: 30_000,
    },
  ],
  // The warning from 1 October.
  [
    'Black not kept, 30 September: still progress (towards Gold)',
    sg({ tier: 'black', spent: 10_000, lastChange: null, today: '2026-09-30' }),
    {
      kind: 'in_progress',
      tier: 'black',
      next: 'gold',
      remaining: 140_000,
      spent: 10_000,
      target: 150_000,
    },
  ],
  [
    'Black not kept, 1 October: the warning',
    sg({ tier: 'black', spent: 10_000, lastChange: null, today: '2026-10-01' }),
    {
      kind: 'downgrade_warning',
      tier: 'black',
      downTo: 'white',
      remaining: 20_000,
      daysLeft: 91,
      by: '2026-12-31',
      spent: 10_000,
      target: 30_000,
    },
  ],
  [
    'Black not kept, 31 December: no day left',
    sg({ tier: 'black', spent: 29_999, lastChange: null, today: '2026-12-31' }),
    {
      kind: 'downgrade_warning',
      tier: 'black',
      downTo: 'white',
      remaining: 1,
      daysLeft: 0,
      by: '2026-12-31',
      spent: 29_999,
      target: 30_000,
    },
  ],
  [
    'Black kept in November',
    sg({ tier: 'black', spent: 30_000, lastChange: null, today: '2026-11-15' }),
    {
      kind: 'tier_kept',
      tier: 'black',
      until: '2027-12-31',
      next: 'gold',
      remaining: 120_000,
      spent: 30_000,
      target: 150_000,
    },
  ],
  // Gold.
  [
    'Gold kept',
    sg({ tier: 'gold', spent: 200_000, lastChange: null, today: '2026-06-01' }),
    {
      kind: 'max_tier',
      tier: 'gold',
      remaining: 0,
      until: '2027-12-31',
      spent: 200_000,
      target: 150_000,
    },
  ],
  [
    'Gold not yet kept, 30 September',
    sg({ tier: 'gold', spent: 50_000, lastChange: null, today: '2026-09-30' }),
    {
      kind: 'max_tier',
      tier: 'gold',
      remaining: 100_000,
      until: null,
      spent: 50_000,
      target: 150_000,
    },
  ],
  [
    'Gold not kept, 1 October: the warning, down to Black',
    sg({ tier: 'gold', spent: 50_000, lastChange: null, today: '2026-10-01' }),
    {
      kind: 'downgrade_warning',
      tier: 'gold',
      downTo: 'black',
      remaining: 100_000,
      daysLeft: 91,
      by: '2026-12-31',
      spent: 50_000,
      target: 150_000,
    },
  ],
  [
    'Gold kept on 31 December: no warning',
    sg({ tier: 'gold', spent: 150_000, lastChange: null, today: '2026-12-31' }),
    {
      kind: 'max_tier',
      tier: 'gold',
      remaining: 0,
      until: '2027-12-31',
      spent: 150_000,
      target: 150_000,
    },
  ],
  // Entry tiers: AU's Pink and SG's White, each towards its own Black; never warned.
  [
    'AU entry (Pink)',
    { country: 'au', tier: 'pink', spent: 10_000, lastChange: null, today: '2026-04-01' },
    {
      kind: 'in_progress',
      tier: 'pink',
      next: 'black',
      remaining: 25_000,
      spent: 10_000,
      target: 35_000,
    },
  ],
  [
    'SG entry (White)',
    sg({ tier: 'white', spent: 10_000, lastChange: null, today: '2026-04-01' }),
    {
      kind: 'in_progress',
      tier: 'white',
      next: 'black',
      remaining: 20_000,
      spent: 10_000,
      target: 30_000,
    },
  ],
  [
    'SG entry on 31 December: entry tiers are always kept',
    sg({ tier: 'white', spent: 0, lastChange: null, today: '2026-12-31' }),
    {
      kind: 'in_progress',
      tier: 'white',
      next: 'black',
      remaining: 30_000,
      spent: 0,
      target: 30_000,
    },
  ],
  [
    'Pink member on the SG site, after a change between entry tiers (no notice)',
    sg({
      tier: 'pink',
      spent: 0,
      lastChange: { on: '2026-04-01', from: 'white' },
      today: '2026-04-02',
    }),
    {
      kind: 'in_progress',
      tier: 'pink',
      next: 'black',
      remaining: 30_000,
      spent: 0,
      target: 30_000,
    },
  ],
  // IDR: whole rupiah.
  [
    'ID entry',
    { country: 'id', tier: 'white', spent: 2_500_000, lastChange: null, today: '2026-07-01' },
    {
      kind: 'in_progress',
      tier: 'white',
      next: 'black',
      remaining: 500_000,
      spent: 2_500_000,
      target: 3_000_000,
    },
  ],
  [
    'ID Black not kept, mid-October',
    { country: 'id', tier: 'black', spent: 1_000_000, lastChange: null, today: '2026-10-15' },
    {
      kind: 'downgrade_warning',
      tier: 'black',
      downTo: 'white',
      remaining: 2_000_000,
      daysLeft: 77,
      by: '2026-12-31',
      spent: 1_000_000,
      target: 3_000_000,
    },
  ],
  // Odd input.
  [
    'a change dated after today is no notice',
    sg({ tier: 'black', spent: 30_000, lastChange: upgradedMay10, today: '2026-05-09' }),
    {
      kind: 'tier_kept',
      tier: 'black',
      until: '2027-12-31',
      next: 'gold',
      remaining: 120_000,
      spent: 30_000,
      target: 150_000,
    },
  ],
  [
    'refunds beyond purchases: spent counts as 0',
    sg({ tier: 'white', spent: -2_000, lastChange: null, today: '2026-04-01' }),
    {
      kind: 'in_progress',
      tier: 'white',
      next: 'black',
      remaining: 30_000,
      spent: 0,
      target: 30_000,
    },
  ],
];

describe('tier progress', () => {
  it.each(CASES)('%s', (_name, input, expected) => {
    const progress = tierProgress(input);
    expect(progress).toEqual(expected);
    // Exactly what the wire contract accepts.
    expect(TierProgressSchema.parse(progress)).toEqual(progress);
  });

  it('covers every kind of message', () => {
    const kinds = new Set(CASES.map(([, input]) => tierProgress(input).kind));
    expect([...kinds].sort()).toEqual(
      TierProgressSchema.options.map((option) => option.shape.kind.value).sort(),
    );
  });
});
