import type { APIRequestContext, Page } from '@playwright/test';
import { accountByApi, expectNoSeriousViolations, newEmail } from './account-helpers';
import { expect, gotoHydrated, tabTo, test } from './fixtures';

/**
 * Booking in the browser (docs/booking.md "Pages"), on a 375 px phone: an SG member books a
 * makeup service with any available artist by keyboard only and gets the confirmation with its
 * calendar file; a Thai member books a class in Thai and cancels it; an HK member in Chinese
 * reschedules; a guest is sent to sign in and comes back to the time chosen; an expired booking
 * refuses cancel with the spec's sentence; axe on every happening page in English and Thai.
 */
test.use({ viewport: { width: 375, height: 812 } });

type Country = 'sg' | 'th' | 'hk';
const ZONES: Record<Country, string> = {
  sg: 'Asia/Singapore',
  th: 'Asia/Bangkok',
  hk: 'Asia/Hong_Kong',
};

interface Activity {
  id: number;
  kind: 'service' | 'class' | 'event';
  name: string;
  appOnly: boolean;
  invitationOnly: boolean;
  provider: string;
  storeIds: number[];
}
interface Slot {
  start: string;
  artists: { id: number; name: string }[];
}

const headers = (country: Country) => ({ 'x-site-country': country });

/** The site's activities, from the API. */
async function activities(request: APIRequestContext, country: Country): Promise<Activity[]> {
  const answer = await request.get('/api/web/v1/happening/services/activities/', {
    headers: headers(country),
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Activity[] }).items;
}

/** A bookable activity of a kind: booked here, not in the app, open to every member. */
async function bookable(request: APIRequestContext, country: Country, kind: Activity['kind']) {
  const found = (await activities(request, country)).find(
    (activity) =>
      activity.kind === kind &&
      !activity.appOnly &&
      !activity.invitationOnly &&
      activity.provider === 'store' &&
      activity.storeIds.length > 0,
  );
  expect(found, `a bookable ${kind} on ${country}`).toBeDefined();
  return found!;
}

/** The store's next 14 local dates, as the page lists them. */
function nextDays(timeZone: string): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return Array.from({ length: 14 }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day + index)).toISOString().slice(0, 10),
  );
}

/** The first of the 14 days with a free time at the store, its index and its first slot. */
async function firstFreeDay(
  request: APIRequestContext,
  country: Country,
  activity: Activity,
  storeId: number,
  from = 0,
): Promise<{ index: number; date: string; slot: Slot }> {
  const days = nextDays(ZONES[country]);
  for (const [index, date] of days.entries()) {
    if (index < from) continue;
    const answer = await request.get(
      `/api/web/v1/booking-service/available-slots/${activity.id}?storeId=${storeId}&date=${date}`,
      { headers: headers(country) },
    );
    const { slots } = (await answer.json()) as { slots: Slot[] };
    if (slots.length) return { index, date, slot: slots[0] };
  }
  throw new Error(`no free time for ${activity.name} in 14 days`);
}

/** Nothing wider than the phone. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Books a day's first free time through the page, answering what the form asks. */
async function bookThroughPage(
  page: Page,
  day: number,
  words: { days: string; times: string; book: string; confirm: string; phone: string },
) {
  await page.getByRole('group', { name: words.days }).getByRole('button').nth(day).click();
  await page.getByRole('group', { name: words.times }).getByRole('button').first().click();
  await page.getByRole('button', { name: words.book, exact: true }).click();
  const phone = page.locator('input[name="phone"]');
  await expect(phone).toBeVisible();
  // The account's name fills in once GET account answers.
  await expect(page.locator('input[name="fullName"]')).toHaveValue('Mei Tan');
  await phone.fill(words.phone);
  for (const select of await page.locator('select[name^="answers."]').all())
    await select.selectOption({ index: 1 });
  await page.getByRole('button', { name: words.confirm }).click();
}

test('an SG member books makeup with any available artist by keyboard and gets the calendar file', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = newEmail('book-sg');
  await accountByApi(page, baseURL!, email, { stay: true });
  const makeup = (await activities(page.request, 'sg')).find(
    (activity) => activity.kind === 'service' && /makeup/i.test(activity.name),
  )!;
  const storeId = makeup.storeIds[0];
  const { index, slot } = await firstFreeDay(page.request, 'sg', makeup, storeId);

  await gotoHydrated(page, `/happening/services/${makeup.id}?storeId=${storeId}`);
  await expect(page.getByRole('heading', { level: 1, name: makeup.name })).toBeVisible();
  await fitsThePhone(page);
  const days = page.getByRole('group', { name: 'Date' }).getByRole('button');
  await expect(days).toHaveCount(14);
  await tabTo(page, days.nth(index));
  await page.keyboard.press('Enter');
  await expect(days.nth(index)).toHaveAttribute('aria-pressed', 'true');
  const time = page.getByRole('group', { name: 'Free times' }).getByRole('button').first();
  await tabTo(page, time);
  await page.keyboard.press('Enter');
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  const artist = page.getByRole('combobox', { name: 'Artist' });
  await expect(artist.locator('option:checked')).toHaveText('Any available artist');
  await expect(artist.locator('option')).toHaveCount(slot.artists.length + 1);
  await tabTo(page, page.getByRole('button', { name: 'Book', exact: true }));
  await page.keyboard.press('Enter');

  // The details step: its heading has focus; the account's name and email are filled in.
  const details = page.getByRole('heading', { name: 'Your details' });
  await expect(details).toBeFocused();
  await expect(page.getByText(/is held for you for 5 minutes/)).toBeVisible();
  await expect(page.getByLabel('Full name (required)')).toHaveValue('Mei Tan');
  await expect(page.getByLabel('Email (required)')).toHaveValue(email);
  await expectNoSeriousViolations(page, testInfo, 'booking form');
  // Confirm with nothing more: the phone and the occasion are asked for, the first focused.
  const confirm = page.getByRole('button', { name: 'Confirm booking' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  const phone = page.getByLabel('Phone (required)');
  await expect(phone).toBeFocused();
  await expect(page.getByText('Phone is required.')).toBeVisible();
  await page.keyboard.type('9123 4567');
  const occasion = page.getByRole('combobox', { name: /\(required\)$/ }).first();
  await tabTo(page, occasion);
  await page.keyboard.press('ArrowDown');
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  const done = page.getByRole('heading', { name: 'Your booking is confirmed' });
  await expect(done).toBeFocused();
  await expect(page.locator('.confirmation-number')).toHaveText(/^[A-Z0-9]{10}$/);
  const calendar = page.getByRole('link', { name: 'Add to calendar (.ics file)' });
  await expect(calendar).toHaveAttribute(
    'href',
    /\/api\/web\/v1\/reservation-service\/\d+\/calendar\.ics$/,
  );
  await expect(calendar).toHaveAttribute('download', /\.ics$/);
  const file = await page.request.get((await calendar.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await file.text()).toContain('BEGIN:VCALENDAR');
  await expect(page.getByRole('link', { name: 'Reschedule' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel booking' })).toBeVisible();
  await fitsThePhone(page);

  // The account lists it, confirmed, with its links.
  await gotoHydrated(page, '/account/bookings');
  const card = page.locator('.booking-card').filter({ hasText: makeup.name });
  await expect(card.getByText('Confirmed')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Cancel' })).toBeVisible();
});

test('a Thai member books a class in Thai and cancels it', async ({ page, baseURL }, testInfo) => {
  const email = newEmail('book-th');
  await accountByApi(page, baseURL!, email, { country: 'th', language: 'th-TH', stay: true });
  const masterclass = await bookable(page.request, 'th', 'class');
  const storeId = masterclass.storeIds[0];
  const { index } = await firstFreeDay(page.request, 'th', masterclass, storeId);

  await gotoHydrated(
    page,
    `/happening/classes/${masterclass.id}?country_code=th&storeId=${storeId}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await bookThroughPage(page, index, {
    days: 'วันที่',
    times: 'ช่วงเวลาว่าง',
    book: 'จอง',
    confirm: 'ยืนยันการจอง',
    phone: '081 234 5678',
  });
  await expect(page.getByRole('heading', { name: 'การจองของคุณได้รับการยืนยันแล้ว' })).toBeFocused();
  await expectNoSeriousViolations(page, testInfo, 'acknowledgement in Thai');

  await page.getByRole('link', { name: 'ยกเลิกการจอง' }).click();
  await expect(page).toHaveURL(/\/happening\/classes\/cancel\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'ยกเลิกการจอง' })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'cancel page in Thai');
  await page.getByRole('button', { name: 'ใช่ ยกเลิกการจองนี้' }).click();
  // The new state's sentence takes focus.
  const done = page.locator('.form-message.is-done');
  await expect(done).toHaveText('การจองของคุณถูกยกเลิกแล้ว');
  await expect(done).toBeFocused();
  await expect(page.getByText('ยกเลิกแล้ว', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ใช่ ยกเลิกการจองนี้' })).toHaveCount(0);
});

test('an HK member reschedules in Chinese', async ({ page, baseURL }) => {
  const email = newEmail('book-hk');
  await accountByApi(page, baseURL!, email, { country: 'hk', language: 'zh-HK', stay: true });
  const service = (await activities(page.request, 'hk')).find(
    (activity) => activity.kind === 'service' && !activity.appOnly && activity.provider === 'store',
  )!;
  const storeId = service.storeIds[0];
  const first = await firstFreeDay(page.request, 'hk', service, storeId);
  const made = await page.request.post('/api/web/v1/reservation-service/create', {
    headers: { ...headers('hk'), origin: baseURL!, 'idempotency-key': `e2e-${Date.now()}` },
    data: {
      activityId: service.id,
      storeId,
      start: first.slot.start,
      artistId: null,
      contact: { fullName: 'Mei Tan', email, phone: '9123 4567' },
      answers: await requiredAnswers(page.request, service.id),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booked = { index: first.index };
  const { reservation } = (await made.json()) as {
    reservation: { id: number; confirmationNumber: string; start: string };
  };

  await gotoHydrated(
    page,
    `/happening/services/reschedule/${reservation.id}?country_code=hk&language=zh`,
  );
  await expect(page.getByRole('heading', { level: 1, name: '更改預約' })).toBeVisible();
  await expect(page.locator('.confirmation-number')).toHaveText(reservation.confirmationNumber);
  await fitsThePhone(page);
  // A later day with a free time: its first.
  const later = await firstFreeDay(page.request, 'hk', service, storeId, booked.index + 1);
  await page.getByRole('group', { name: '日期' }).getByRole('button').nth(later.index).click();
  await page.getByRole('group', { name: '可預約時段' }).getByRole('button').first().click();
  await page.getByRole('button', { name: '更改我的預約' }).click();
  const done = page.locator('.form-message.is-done');
  await expect(done).toHaveText(/^您的預約已改至/);
  await expect(done).toBeFocused();
  await expect(page.getByText('已更改時間', { exact: true })).toBeVisible();
});

/** A first answer to each required question of an activity (its first option, or words). */
async function requiredAnswers(request: APIRequestContext, activityId: number) {
  const answer = await request.get(`/api/web/v1/booking-service/questions/${activityId}`, {
    headers: headers('hk'),
  });
  const { items } = (await answer.json()) as {
    items: { code: string; kind: string; required: boolean; options: { value: string }[] }[];
  };
  return Object.fromEntries(
    items
      .filter((question) => question.required)
      .map((question) => [question.code, question.options[0]?.value ?? 'none']),
  );
}

test('a guest is sent to sign in and comes back to the time chosen', async ({ page, baseURL }) => {
  const email = newEmail('book-guest');
  // The account first: making it through the API signs the browser out again.
  await accountByApi(page, baseURL!, email);
  const makeup = await bookable(page.request, 'sg', 'service');
  const storeId = makeup.storeIds[0];
  const { index } = await firstFreeDay(page.request, 'sg', makeup, storeId);

  await gotoHydrated(page, `/happening/services/${makeup.id}?storeId=${storeId}`);
  await page.getByRole('group', { name: 'Date' }).getByRole('button').nth(index).click();
  // The first time free as the page shows it (other journeys book this service meanwhile).
  const time = page.getByRole('group', { name: 'Free times' }).getByRole('button').first();
  await time.click();
  const label = (await time.textContent()) ?? '';
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/sign_in\?return_to=/);
  const back = decodeURIComponent(new URL(page.url()).searchParams.get('return_to') ?? '');
  expect(back).toContain(`/happening/services/${makeup.id}?`);
  expect(back).toMatch(/[?&]start=/);

  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sunrise#2024');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/happening/services/${makeup.id}\\?`));
  const chosen = page
    .getByRole('group', { name: 'Free times' })
    .getByRole('button', { name: label, exact: true });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
});

/** The development sandbox's booking of the member, `daysBack` days ago at 11:00 in Singapore. */
function sandboxBooking(
  page: Page,
  baseURL: string,
  email: string,
  activity: Activity,
  daysBack: number,
) {
  const day = new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
  return page.request.post('/api/web/v1/sandbox/reservations', {
    headers: { ...headers('sg'), origin: baseURL },
    data: {
      email,
      activityId: activity.id,
      storeId: activity.storeIds[0],
      start: `${day}T03:00:00Z`,
    },
  });
}

test('an expired booking refuses cancel with the spec sentence', async ({ page, baseURL }) => {
  const email = newEmail('book-expired');
  await accountByApi(page, baseURL!, email, { stay: true });
  const makeup = await bookable(page.request, 'sg', 'service');
  // A past time the artist is free at: the state lives on between runs, so a few days are tried.
  let made = await sandboxBooking(page, baseURL!, email, makeup, 2);
  for (let back = 3; made.status() === 409 && back < 30; back += 1)
    made = await sandboxBooking(page, baseURL!, email, makeup, back);
  expect(made.status(), await made.text()).toBe(201);
  const { reservation } = (await made.json()) as { reservation: { id: number } };

  await gotoHydrated(page, `/happening/services/cancel/${reservation.id}`);
  await expect(
    page.getByText('Your booking has expired and cannot be rescheduled or cancelled'),
  ).toBeVisible();
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes, cancel this booking' })).toHaveCount(0);
  // Someone else's booking, or none, is the 404 page.
  const other = await page.goto('/happening/services/cancel/999999999');
  expect(other?.status()).toBe(404);
  // The sandbox's bookings list it in its state.
  await gotoHydrated(page, '/sandbox/bookings');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: email })
      .first()
      .getByRole('cell', { name: 'Expired', exact: true }),
  ).toBeVisible();
});

test('a member books a partner’s service at the sandbox provider and comes back to it', async ({
  page,
  baseURL,
}) => {
  await accountByApi(page, baseURL!, newEmail('book-partner'), { stay: true });
  const partner = (await activities(page.request, 'sg')).find(
    (activity) => activity.provider === 'booxi' && activity.storeIds.length > 0,
  );
  expect(partner, 'a service booked at the provider').toBeDefined();
  await gotoHydrated(page, `/happening/services/${partner!.id}?storeId=${partner!.storeIds[0]}`);
  await page.getByRole('button', { name: 'Book with our partner' }).click();
  await expect(page).toHaveURL(/\/sandbox\/booxi\?session=/);
  await page
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/happening\/services\/booxi\/success\?reference=/);
  const confirmed = page.getByRole('heading', { name: 'Your booking is confirmed' });
  await expect(confirmed).toBeFocused();
  await expect(page.getByText(/^[A-Z2-9]{10}$/)).toBeVisible();
  // An altered reference confirms nothing.
  const altered = page.url().replace(/reference=([^.]+)\.([^.]+)/, 'reference=$1.x$2');
  await gotoHydrated(page, altered.slice(new URL(altered).origin.length));
  await expect(page.getByText('Booking not completed, go back and try again')).toBeVisible();
});

test('axe on the happening pages in English and Thai', async ({ page }, testInfo) => {
  for (const [country, suffix] of [
    ['sg', ''],
    ['th', '?country_code=th'],
  ] as const) {
    const service = await bookable(page.request, country, 'service');
    const event = (await activities(page.request, country)).find(
      (activity) => activity.kind === 'event',
    )!;
    // Every page in English; in Thai the list and a service's flow (the beauty services and an
    // event are the same components: their Thai words are the list's).
    const paths = [
      '/happening/services',
      `/happening/services/${service.id}`,
      ...(country === 'sg' ? ['/happening/beauty-services', `/happening/events/${event.id}`] : []),
    ];
    for (const path of paths) {
      const response = await gotoHydrated(page, `${path}${suffix}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      await fitsThePhone(page);
      await expectNoSeriousViolations(page, testInfo, `${country} ${path}`);
    }
  }
});
