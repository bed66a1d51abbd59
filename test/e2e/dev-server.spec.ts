import { connect, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * The local server outlives a broken client. wrangler 4.86 exited when
 * three GET requests that declare `Content-Length: 5`, send no body and are closed by the
 * client after a while reached `wrangler dev` ("Failed to drain the unused request body",
 * workers-sdk #15203 and #14926). One such client ended the whole e2e run or the bench; the
 * fixed wrangler (and the Node 22 it needs) keeps answering.
 */

/** How long each broken client holds its connection before closing it (the crash needed ~20 s). */
const HOLD_MS = 22_000;

function brokenGet(origin: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(origin.port), origin.hostname, () => {
      // Declares a body of 5 bytes and never sends it.
      socket.write(`GET /healthz HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Length: 5\r\n\r\n`);
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, HOLD_MS);
    });
    socket.on('error', reject);
  });
}

test('three GETs that promise a body, send none and hang up do not stop the server', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(HOLD_MS + 30_000);
  const origin = new URL(baseURL!);
  await Promise.all([brokenGet(origin), brokenGet(origin), brokenGet(origin)]);
  // Give a crashing process time to exit before asking again.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const path of ['/healthz', '/healthz', '/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `${path} after the broken clients`).toBeLessThan(500);
  }
});
