/**
 * Server route rules: redirects and response headers configured per path pattern
 * (README "Route rules"). Caching is not a rule: each route
 * declares its cache class in the route table (routes/index.ts, worker/cache-policy.ts). The build publishes them in
 * `/_builds/meta/{buildId}.json`; the worker applies them before rendering.
 *
 * A pattern is an exact path, or a prefix ending in `/**` that matches the prefix itself and
 * everything below it.
 */
export interface RouteRule {
  redirect?: { to: string; status: 301 | 302 | 307 | 308 };
  headers?: Record<string, string>;
}

export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  '/sale': { redirect: { to: '/pages/sale', status: 301 } },
  '/gift-cards': { redirect: { to: '/pages/gift-cards', status: 301 } },
  '/happening': { redirect: { to: '/happening/services', status: 302 } },
  '/sandbox/**': { headers: { 'x-robots-tag': 'noindex, nofollow' } },
  '/preview/**': { headers: { 'x-robots-tag': 'noindex, nofollow' } },
  '/swagger': { headers: { 'x-robots-tag': 'noindex, nofollow' } },
};

function patternMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/**')) {
    const prefix = pattern.slice(0, -3);
    return path === prefix || path.startsWith(`${prefix}/`);
  }
  return pattern === path;
}

/** How specific a pattern is: an exact path beats every prefix; a longer prefix beats a shorter one. */
function specificity(pattern: string): number {
  return pattern.endsWith('/**') ? pattern.length - 3 : Number.MAX_SAFE_INTEGER;
}

/**
 * The merged rule for a path: headers of every matching pattern (more specific patterns
 * win), and the redirect of the most specific pattern that has one.
 */
export function ruleFor(
  path: string,
  rules: Readonly<Record<string, RouteRule>> = ROUTE_RULES,
): RouteRule {
  const matching = Object.keys(rules)
    .filter((pattern) => patternMatches(pattern, path))
    .sort((a, b) => specificity(a) - specificity(b));
  const merged: RouteRule = {};
  for (const pattern of matching) {
    const rule = rules[pattern];
    if (rule.headers) merged.headers = { ...merged.headers, ...rule.headers };
    if (rule.redirect) merged.redirect = rule.redirect;
  }
  return merged;
}
