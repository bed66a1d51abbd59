import { describe, expect, it } from 'vitest';
import { MailSendError, mailSenderFor } from '../../../worker/mail/sender';

const CONFIGURED = { MAIL_API_URL: 'https://mail.example.test/v1/send', MAIL_API_KEY: 'key-123' };
const MESSAGE = {
  to: 'meili@example.com',
  from: 'Beauty Storefront <no-reply@storefront.example>',
  subject: 'Reset your password',
  text: 'Hello Meili,\n\nhttps://shop.example.com.sg/reset_password?token=abc\n',
};

/** A fetch that records each request and answers `status`. */
function fakeFetch(status: number, body = '') {
  const requests: Request[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push(new Request(input as RequestInfo, init));
    return new Response(body, { status });
  };
  return { requests, fetchImpl };
}

describe('mailSenderFor', () => {
  it('is undefined without MAIL_API_URL: mail stays in the outbox', () => {
    expect(mailSenderFor({ MAIL_API_URL: '', MAIL_API_KEY: '' })).toBeUndefined();
    expect(mailSenderFor({ MAIL_API_URL: '  ', MAIL_API_KEY: 'key-123' })).toBeUndefined();
    expect(mailSenderFor(CONFIGURED)).toBeDefined();
  });

  it('POSTs the mail as JSON to MAIL_API_URL with the bearer key and the idempotency key', async () => {
    const { requests, fetchImpl } = fakeFetch(202);
    await mailSenderFor(CONFIGURED, fetchImpl)!.send(MESSAGE, { idempotencyKey: 'outbox-7-x' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(CONFIGURED.MAIL_API_URL);
    expect(request.headers.get('authorization')).toBe('Bearer key-123');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('idempotency-key')).toBe('outbox-7-x');
    expect(await request.json()).toEqual({
      from: MESSAGE.from,
      to: MESSAGE.to,
      subject: MESSAGE.subject,
      text: MESSAGE.text,
    });
  });

  it('sends attachments in base64 (UTF-8 text, Thai included), and none when there are none', async () => {
    const { requests, fetchImpl } = fakeFetch(202);
    const content = 'BEGIN:VCALENDAR\r\nSUMMARY:บริการแต่งหน้า\r\nEND:VCALENDAR\r\n';
    await mailSenderFor(CONFIGURED, fetchImpl)!.send({
      ...MESSAGE,
      attachments: [{ filename: 'booking-K7Q2M9X4PD.ics', contentType: 'text/calendar', content }],
    });
    const body = (await requests[0].json()) as {
      attachments: { filename: string; contentType: string; content: string }[];
    };
    expect(body.attachments).toHaveLength(1);
    expect(body.attachments[0]).toMatchObject({
      filename: 'booking-K7Q2M9X4PD.ics',
      contentType: 'text/calendar',
    });
    const bytes = Uint8Array.from(atob(body.attachments[0].content), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(content);
    await mailSenderFor(CONFIGURED, fetchImpl)!.send({ ...MESSAGE, attachments: [] });
    expect(await requests[1].json()).not.toHaveProperty('attachments');
  });

  it('throws, naming the status, when the provider answers 500 (or any other non-2xx)', async () => {
    const failing = fakeFetch(500, 'upstream exploded');
    const error = await mailSenderFor(CONFIGURED, failing.fetchImpl)!
      .send(MESSAGE)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ status: 500 });
    expect((error as Error).message).toContain('500');
    expect((error as Error).message).toContain('upstream exploded');
    await expect(
      mailSenderFor(CONFIGURED, fakeFetch(401).fetchImpl)!.send(MESSAGE),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a MAIL_API_URL that is not http(s), and a missing MAIL_API_KEY', () => {
    expect(() => mailSenderFor({ ...CONFIGURED, MAIL_API_URL: 'mail.example.test' })).toThrow(
      'MAIL_API_URL',
    );
    expect(() => mailSenderFor({ ...CONFIGURED, MAIL_API_URL: 'ftp://mail.example.test' })).toThrow(
      'MAIL_API_URL',
    );
    expect(() => mailSenderFor({ ...CONFIGURED, MAIL_API_KEY: '' })).toThrow('MAIL_API_KEY');
  });
});
