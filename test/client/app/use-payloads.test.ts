import { describe, expect, it } from 'vitest';
import { readPayload } from '../../../client/app/use-payloads';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readPayload', () => {
  it("reads a page's data, a missing page's too (its 404 payload renders the not-found page)", async () => {
    const page = { buildId: 'b1', routeId: 'home', status: 200, title: 'Home', state: {} };
    await expect(readPayload(json(page, 200))).resolves.toEqual(page);
    await expect(readPayload(json({ ...page, status: 404 }, 404))).resolves.toMatchObject({
      status: 404,
    });
  });

  it('answers a 409 with where the page is instead', async () => {
    await expect(readPayload(json({ redirect: '/sign_in' }, 409))).resolves.toEqual({
      redirect: '/sign_in',
    });
    await expect(readPayload(json({ redirect: 3 }, 409))).rejects.toThrow('payload 409');
  });

  it('fails on any other refusal or fault, so the server answers the page', async () => {
    await expect(readPayload(json({}, 500))).rejects.toThrow('payload 500');
    await expect(readPayload(json({}, 403))).rejects.toThrow('payload 403');
  });
});
