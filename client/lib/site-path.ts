/**
 * A path made safe to put in a Location header or resolve against the site's origin: it
 * always starts with exactly one `/`, so it can never name another host.
 *
 * Browsers read `//host`, `/\host` and `\\host` as a host, and drop tabs and newlines
 * anywhere in a URL before parsing it (`/\t/host` is `//host`): those characters go first,
 * then every leading run of slashes and backslashes becomes one slash. Everything after the
 * first character is kept as it came (encoded slashes stay encoded, so they stay path).
 * The one rule for redirects, return_to and the absolute URLs the worker builds.
 */
export function sitePath(path: string): string {
  const visible = path.replace(/[\u0000-\u001f\u007f]/g, '');
  return `/${visible.replace(/^[/\\]+/, '')}`;
}
