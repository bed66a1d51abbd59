import { env } from 'cloudflare:test';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { BUILD } from '../../../worker/render/builds';
import { isCrawler, streamPage } from '../../../worker/render/stream';
import { ROUTE_RULES } from '../../../routes/rules';

function Slow({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

function page(crawler: boolean, promise: Promise<string>) {
  return streamPage({
    head: '<html><body>',
    tail: '</body></html>',
    app: (
      <main>
        <h1>Shell</h1>
        <Suspense fallback={<p>Waiting</p>}>
          <Slow promise={promise} />
        </Suspense>
      </main>
    ),
    nonce: 'n0nce',
    crawler,
    status: 200,
    headers: new Headers(),
    onError: () => undefined,
  });
}

describe('streamPage', () => {
  it('sends the shell before a deferred part is ready, then streams it in', async () => {
    let resolve: (value: string) => void = () => undefined;
    const response = await page(false, new Promise((r) => (resolve = r)));
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let first = '';
    while (!first.includes('Waiting')) first += decoder.decode((await reader.read()).value);
    expect(first).toContain('<h1>Shell</h1>');
    expect(first).not.toContain('Later');
    resolve('Later');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toContain('Later');
    expect(rest).toContain('nonce="n0nce"');
    expect(rest.endsWith('</body></html>')).toBe(true);
  });

  it("writes a ready page in a few large chunks, not in React's 4 KB views", async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => (
      <li key={i}>Product number {i} with a name</li>
    ));
    const response = await streamPage({
      head: '<html><body>',
      tail: '</body></html>',
      app: <ul>{rows}</ul>,
      nonce: 'n',
      crawler: false,
      status: 200,
      headers: new Headers(),
      onError: () => undefined,
    });
    const sizes: number[] = [];
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      sizes.push(chunk.value.byteLength);
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(60_000);
    // The head, then the body in writes of up to 32 KB, then the tail.
    expect(sizes.length).toBeLessThanOrEqual(2 + Math.ceil(total / 32_768) + 1);
  });

  it('gives crawlers the complete document without fallbacks', async () => {
    const html = await (
      await page(true, new Promise((r) => setTimeout(() => r('Later'), 20)))
    ).text();
    expect(html).toContain('<p>Later</p>');
    expect(html).not.toContain('Waiting');
  });

  it('knows crawlers by user agent', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isCrawler('facebookexternalhit/1.1')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36')).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
    // isbot knows more crawlers than the old pattern did.
    expect(isCrawler('Mozilla/5.0 (compatible; YandexBot/3.0)')).toBe(true);
    expect(isCrawler('Twitterbot/1.0')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; Google-InspectionTool/1.0)')).toBe(true);
    // Headless browsers and Lighthouse run scripts: they get the streamed page a shopper gets.
    expect(
      isCrawler('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0.0.0 Safari/537.36'),
    ).toBe(false);
    expect(
      isCrawler(
        'Mozilla/5.0 (Linux; Android 11) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      ),
    ).toBe(false);
  });
});

describe('builds metadata', () => {
  // Static assets: served by the platform before the worker; here read through the binding.
  it('publishes the latest build and its route rules', async () => {
    const latest = (await (
      await env.ASSETS.fetch('http://localhost/_builds/latest.json')
    ).json()) as { id: string };
    expect(latest.id).toBe(BUILD.id);
    const meta = (await (
      await env.ASSETS.fetch(`http://localhost/_builds/meta/${BUILD.id}.json`)
    ).json()) as { routeRules: unknown; prerendered: unknown[] };
    expect(meta.routeRules).toEqual(ROUTE_RULES);
    expect(meta.prerendered).toEqual([]);
  });
});
