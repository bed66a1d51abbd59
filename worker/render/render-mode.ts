import { isDevelopment } from '../env';

/**
 * How a page is rendered: streamed (`renderToReadableStream`, always, for shoppers and
 * crawlers alike) or, for the benchmark only, in one string (`renderToString`), so that
 * `npm run bench` can measure what streaming costs on the same page in the same run.
 *
 * The string mode is a developer surface: asked for with the `x-render-mode: string` request
 * header, it is honoured only where the developer surfaces are open (`isDevelopment`: the
 * ENVIRONMENT development or test; the same rule as routes/developer-surfaces.ts, which lists
 * paths, and a header is not one). Anywhere else the header is ignored and the page streams.
 */
export type RenderMode = 'stream' | 'string';

export const RENDER_MODE_HEADER = 'x-render-mode';

/** The render mode of a request: the header's `string` in development and test, else streaming. */
export function renderModeOf(
  header: string | undefined,
  env: Pick<Env, 'ENVIRONMENT'>,
): RenderMode {
  return header === 'string' && isDevelopment(env) ? 'string' : 'stream';
}
