import build from '../../dist/build.json';

/** What the client build produced: its id and the files each page needs (see vite.config.ts). */
export interface BuildInfo {
  id: string;
  entry: string;
  preload: string[];
  css: string[];
  routes: Record<string, string[]>;
  locales: Record<string, string | null>;
}

export const BUILD: BuildInfo = build;

/** The files to preload for a page: the entry's closure, the route's chunk and the locale chunk. */
export function preloadsFor(routeId: string | undefined, language: string): string[] {
  const files = new Set(BUILD.preload);
  for (const file of (routeId && BUILD.routes[routeId]) || []) files.add(file);
  const locale = BUILD.locales[language];
  if (locale) files.add(locale);
  files.delete(BUILD.entry);
  return [...files];
}
