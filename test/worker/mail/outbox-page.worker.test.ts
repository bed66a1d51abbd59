import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVELOPER_OUTBOX_PATH, linkify } from '../../../worker/mail/outbox-page';
import { queueMail, queueMailWhen } from '../../../worker/mail/outbox';
import { get } from '../helpers';
import { fetchWith, PRODUCTION } from '../with-env';

const NOW = new Date('2027-03-01T03:30:00.000Z');
const LINK = 'http://localhost/reset_password?token=abc123&language=zh';

async function insertRaw(subject: string, body: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO outbox (to_address, kind, language, subject, body, created_at)
     VALUES ('x@example.com', 'welcome', 'en', ?, ?, ?)`,
  )
    .bind(subject, body, NOW.toISOString())
    .run();
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM outbox').run();
});

describe('GET /_dev/outbox', () => {
  it('lists a queued mail, newest first, with its link clickable', async () => {
    await env.DB.batch([
      queueMail(env.DB, 'first@example.com', 'en', { kind: 'welcome', firstName: 'First' }, NOW),
      queueMail(
        env.DB,
        'meili@example.com',
        'zh',
        { kind: 'passwordReset', firstName: 'Meili', link: LINK },
        new Date(NOW.getTime() + 1000),
      ),
    ]);
    const response = await get(DEVELOPER_OUTBOX_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(
      '<a href="http://localhost/reset_password?token=abc123&#38;language=zh">',
    );
    for (const text of ['meili@example.com', 'passwordReset', '重設您的密碼', 'zh'])
      expect(html).toContain(text);
    expect(html.indexOf('meili@example.com')).toBeLessThan(html.indexOf('first@example.com'));
  });

  it('escapes markup in a subject and a body, and links only http(s) links of this site', async () => {
    await insertRaw(
      '<script>alert("subject")</script>',
      'Hi <script>alert(1)</script>\nhttps://evil.example/steal\njavascript:alert(2)\nhttp://localhost/ok?a=1&b="x"',
    );
    const html = await (await get(DEVELOPER_OUTBOX_PATH)).text();
    expect(html).not.toContain('<script');
    expect(html).toContain('&#60;script&#62;alert(&#34;subject&#34;)&#60;/script&#62;');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toMatch(/<a [^>]*evil\.example/);
    expect(html).toContain('https://evil.example/steal');
    expect(html).not.toMatch(/<a [^>]*javascript/);
    expect(html).toContain('<a href="http://localhost/ok?a=1&#38;b=">');
  });

  it('links each attachment, which downloads as its file', async () => {
    const content = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    await env.DB.batch([
      queueMailWhen(env.DB, 'mei@example.com', 'en', { kind: 'welcome', firstName: 'Mei' }, NOW, {
        select: 'WHERE ?9 = 1',
        params: [1],
        attachments: [
          { filename: 'booking-K7Q2M9X4PD.ics', contentType: 'text/calendar', content },
        ],
      }),
    ]);
    const { id } = (await env.DB.prepare('SELECT id FROM outbox').first<{ id: number }>())!;
    const html = await (await get(DEVELOPER_OUTBOX_PATH)).text();
    const href = `${DEVELOPER_OUTBOX_PATH}/${id}/attachments/0`;
    expect(html).toContain(`<a href="${href}" download="booking-K7Q2M9X4PD.ics">`);
    const file = await get(href);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="booking-K7Q2M9X4PD.ics"',
    );
    expect(await file.text()).toBe(content);
    expect((await get(`${DEVELOPER_OUTBOX_PATH}/${id}/attachments/1`)).status).toBe(404);
    const closed = await fetchWith(PRODUCTION, `https://shop.example.com.sg${href}`);
    expect(closed.status).toBe(404);
  });

  it('carries the page security headers (CSP) and no script at all', async () => {
    await insertRaw('Plain', 'Plain text');
    const response = await get(DEVELOPER_OUTBOX_PATH);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).not.toMatch(/<script/i);
  });

  it('answers 404 when ENVIRONMENT is production, showing no mail', async () => {
    await insertRaw('Secret subject', `Reset: ${LINK}`);
    const response = await fetchWith(
      PRODUCTION,
      `https://shop.example.com.sg${DEVELOPER_OUTBOX_PATH}`,
    );
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('Secret subject');
    expect(body).not.toContain('token=abc123');
  });
});

describe('linkify', () => {
  const ORIGINS = ['https://shop.example.com.sg'];

  it('links a URL of the site, leaves other origins and schemes as escaped text', () => {
    expect(
      linkify(
        'Open https://shop.example.com.sg/reset?t=1. Not https://shop.example.com.sg.evil.test/x or http://shop.example.com.sg/x',
        ORIGINS,
      ),
    ).toBe(
      'Open <a href="https://shop.example.com.sg/reset?t=1">https://shop.example.com.sg/reset?t=1</a>. ' +
        'Not https://shop.example.com.sg.evil.test/x or http://shop.example.com.sg/x',
    );
  });

  it('escapes everything around the links', () => {
    expect(linkify('<b>&</b>\nhttps://shop.example.com.sg/', ORIGINS)).toBe(
      '&#60;b&#62;&#38;&#60;/b&#62;\n<a href="https://shop.example.com.sg/">https://shop.example.com.sg/</a>',
    );
  });
});
