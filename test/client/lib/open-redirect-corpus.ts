/**
 * Paths an attacker tries to turn a redirect into one that leaves the site: doubled and mixed
 * slashes and backslashes (which browsers read as a host), the tab and newlines browsers drop,
 * encoded slashes, user-info `@`, scheme-relative and schemed paths. Each starts with `/` so
 * it can stand alone or follow a prefix such as `/en`.
 */
export const OPEN_REDIRECT_CORPUS: readonly string[] = [
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '/\\\\evil.example',
  '/\\/evil.example',
  '//\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\t\\evil.example',
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%2e//evil.example',
  '/.//evil.example',
  '/@evil.example',
  '//@evil.example',
  '//user:pass@evil.example',
  '/https:evil.example',
  '/https://evil.example',
  '/https:/\\evil.example',
  '//evil.example%2F..',
  '//evil%E3%80%82example',
  '/javascript:alert(1)',
];
