import type {
  BeautyPass,
  PointsEntry,
  TierProgress,
} from '../../../../client/api/beauty-pass-contract';

/** Beauty Pass answers for component tests (each fits its schema: scripted-answers.ts). */

export const IN_PROGRESS: TierProgress = {
  kind: 'in_progress',
  tier: 'white',
  next: 'black',
  remaining: 18_000,
  spent: 12_000,
  target: 30_000,
};

/** A White member in Singapore, S$120 of S$300 towards Black, with a few points. */
export const BEAUTY_PASS: BeautyPass = {
  tier: 'white',
  currency: 'SGD',
  points: {
    available: 1250,
    pending: 120,
    reserved: 0,
    expiring: 0,
    expiresOn: '2027-09-30',
    lifetime: 2400,
  },
  progress: IN_PROGRESS,
  perks: [],
  birthdayMonth: false,
  insiderGifts: [],
};

/** A points history row; `id` decides its place (rows are newest first). */
export function entry(id: number, fields: Partial<PointsEntry> = {}): PointsEntry {
  return {
    id,
    source: 'purchase_points',
    points: 10,
    status: 'available',
    occurredAt: '2026-03-05T04:00:00.000Z',
    availableOn: null,
    orderNumber: null,
    ...fields,
  };
}
