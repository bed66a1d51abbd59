import type { Activity, Reservation } from '../../../../client/api/booking-contract';
import type { Store } from '../../../../client/api/store-contract';

/** Answers of booking's operations for component tests (each fits its schema). */

const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '10:00', closes: '22:00' }));

export function store(id: number, name: string): Store {
  return {
    id,
    slug: `sg-${id}`,
    name,
    addressLines: [`${id} Orchard Road`],
    city: 'Singapore',
    postcode: '238872',
    phone: '+65 6735 2041',
    coordinates: { latitude: 1.3, longitude: 103.8 },
    clickAndCollect: true,
    hours: week,
    services: ['makeup'],
  };
}

export const ORCHARD = store(1, 'Orchard');
export const JURONG = store(2, 'Jurong');

export const MAKEUP: Activity = {
  id: 11,
  kind: 'service',
  name: 'Make-up application',
  description: 'A full look by one of our artists.',
  durationMinutes: 60,
  price: 6500,
  currency: 'SGD',
  appOnly: false,
  invitationOnly: false,
  provider: 'store',
  groupId: 1,
  storeIds: [1, 2],
};

export const MASTERCLASS: Activity = {
  ...MAKEUP,
  id: 21,
  kind: 'class',
  name: 'Make-up masterclass',
  durationMinutes: 90,
  price: null,
  groupId: 2,
};

export const PREVIEW_EVENT: Activity = {
  ...MAKEUP,
  id: 31,
  kind: 'event',
  name: 'Gold preview',
  price: null,
  invitationOnly: true,
  groupId: 3,
};

export const SLOTS = {
  slots: [
    {
      start: '2026-12-01T10:00:00+08:00',
      end: '2026-12-01T11:00:00+08:00',
      remainingSeats: null,
      artists: [
        { id: 5, name: 'Aisha' },
        { id: 6, name: 'Ben' },
      ],
    },
    {
      start: '2026-12-01T11:15:00+08:00',
      end: '2026-12-01T12:15:00+08:00',
      remainingSeats: null,
      artists: [{ id: 6, name: 'Ben' }],
    },
  ],
};

export const HOLD = {
  hold: {
    id: 91,
    start: '2026-12-01T10:00:00+08:00',
    end: '2026-12-01T11:00:00+08:00',
    expiresAt: '2026-11-30T02:05:00.000Z',
    artist: { id: 5, name: 'Aisha' },
  },
};

export const QUESTIONS = {
  items: [
    {
      id: 1,
      code: 'occasion',
      kind: 'choice' as const,
      required: true,
      label: 'Occasion',
      options: [
        { value: 'wedding', label: 'Wedding' },
        { value: 'party', label: 'Party' },
      ],
    },
    { id: 2, code: 'notes', kind: 'text' as const, required: false, label: 'Notes', options: [] },
  ],
};

export function reservation(changes: Partial<Reservation> = {}): Reservation {
  return {
    id: 301,
    confirmationNumber: 'AB12CD34EF',
    state: 'confirmed',
    start: '2026-12-01T10:00:00+08:00',
    end: '2026-12-01T11:00:00+08:00',
    timeZone: 'Asia/Singapore',
    durationMinutes: 60,
    activity: { id: 11, kind: 'service', name: 'Make-up application' },
    store: { id: 1, slug: 'sg-1', name: 'Orchard', address: '1 Orchard Road, Singapore 238872' },
    artist: { id: 5, name: 'Aisha' },
    price: 6500,
    currency: 'SGD',
    remainingSeats: null,
    contact: { fullName: 'Mei Tan', email: 'mei@example.com', phone: '9123 4567' },
    answers: { occasion: 'party' },
    canReschedule: true,
    canCancel: true,
    ...changes,
  };
}

/** GET user of a signed-in member of a tier. */
export const member = (tier: 'pink' | 'gold' = 'pink') => ({
  signedIn: true,
  tier,
  geoCountry: null,
  segments: [],
});

/** GET layouts/ with the app stores' links in the footer (client/features/happening/app-links.ts). */
export const LAYOUT = {
  country: 'sg',
  language: 'en',
  preview: false,
  segments: [],
  header: { menus: [], promoBar: null },
  accountMenu: { guest: [], member: [] },
  footer: {
    columns: [
      {
        id: 'app',
        label: 'Our app',
        href: '/about',
        children: [
          { id: 'app-ios', label: 'App Store', href: 'https://apps.example.com/ios' },
          { id: 'app-android', label: 'Google Play', href: 'https://apps.example.com/android' },
        ],
      },
    ],
    legal: [],
  },
  welcomeMat: { sites: [] },
  config: { forterSiteId: null, smartLinkExemptedPaths: [] },
  generatedAt: '2026-11-30T00:00:00.000Z',
};
