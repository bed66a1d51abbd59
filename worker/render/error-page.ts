import { referenceParts } from '../../client/components/ServerErrorPage';
import type { Translate } from '../../client/lib/i18n';
import { BUILD } from './builds';
import { escapeHtml } from './document';

export interface ErrorPageInput {
  /** zh-HK, th-TH, en-SG...: the site's language when it was known, else English. */
  locale: string;
  t: Translate;
  siteTitle: string;
  requestId: string;
}

/**
 * The minimal 500 page, for when the layout is what failed (KV or D1) or the site is unknown
 * (worker/render/server-error.tsx renders the full one): static HTML with no script and no
 * data, since whatever failed may fail again. It names the request ID so a shopper can quote
 * it and support can find the report. Every text is escaped (the ID is our own, but this page
 * must never reflect input).
 */
export function serverErrorPage(input: ErrorPageInput): string {
  const { t } = input;
  const [before, after] = referenceParts(t);
  const styles = BUILD.css
    .map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}">`)
    .join('');
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(input.locale)}" dir="ltr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">` +
    `<title>${escapeHtml(`${t('errors.serverTitle')} | ${input.siteTitle}`)}</title>` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">${styles}</head>` +
    `<body><main id="main" class="page page-narrow server-error">` +
    `<h1>${escapeHtml(t('errors.serverTitle'))}</h1>` +
    `<p>${escapeHtml(t('errors.server'))}</p>` +
    `<p class="error-reference">${escapeHtml(before)}<code class="request-id" data-request-id="">` +
    `${escapeHtml(input.requestId)}</code>${escapeHtml(after)}</p>` +
    `<p><a class="button" href="/">${escapeHtml(t('notFound.home'))}</a></p>` +
    `</main></body></html>`
  );
}
