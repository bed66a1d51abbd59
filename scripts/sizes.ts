/**
 * Byte sizes the performance budget and the benchmark report: the first-load client
 * JavaScript of a page and the worker bundle, both gzipped (level 9). They read the build
 * output (`npm run build` first) and nothing else.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The repository root (this file lives in scripts/). */
export const ROOT = resolve(import.meta.dirname, '..');

/** The part of `dist/build.json` (written by vite.config.ts) the sizes need. */
export interface BuildFiles {
  entry: string;
  preload: string[];
  routes: Record<string, string[]>;
  locales: Record<string, string | null>;
}

/** Reads `dist/build.json` from a repository root. */
export function readBuild(root = ROOT): BuildFiles {
  return JSON.parse(readFileSync(resolve(root, 'dist/build.json'), 'utf8')) as BuildFiles;
}

/** The gzip size (level 9) of some bytes. */
export function gzipSize(bytes: Uint8Array | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

/**
 * The JavaScript files a first visit to a route downloads, each once, relative to
 * `dist/client`: the entry, its preload closure, the route's chunks and the locale chunk.
 * Throws for a route or language the build does not know.
 */
export function firstLoadFiles(build: BuildFiles, routeId: string, language: string): string[] {
  const route = build.routes[routeId];
  if (!route) throw new Error(`route "${routeId}" is not in dist/build.json`);
  if (!(language in build.locales))
    throw new Error(`language "${language}" is not in dist/build.json`);
  const locale = build.locales[language];
  return [...new Set([build.entry, ...build.preload, ...route, ...(locale ? [locale] : [])])];
}

/**
 * The gzip size in bytes of the first-load client JavaScript of a route in a language: the
 * sum of each file of {@link firstLoadFiles} gzipped on its own (as a browser downloads them).
 */
export function firstLoadJsGzip(routeId: string, language: string, root = ROOT): number {
  return firstLoadFiles(readBuild(root), routeId, language)
    .map((file) => gzipSize(readFileSync(resolve(root, 'dist/client', file))))
    .reduce((sum, size) => sum + size, 0);
}

/**
 * What a route adds to the first load beyond what every page loads (entry, its preloads, the
 * locale): the gzip size of the route's own chunks that no page shares through the entry.
 */
export function routeAddedJsGzip(routeId: string, language: string, root = ROOT): number {
  const build = readBuild(root);
  const shared = new Set([
    build.entry,
    ...build.preload,
    ...(build.locales[language] ? [build.locales[language] as string] : []),
  ]);
  return firstLoadFiles(build, routeId, language)
    .filter((file) => !shared.has(file))
    .map((file) => gzipSize(readFileSync(resolve(root, 'dist/client', file))))
    .reduce((sum, size) => sum + size, 0);
}

/** The gzip size in bytes of the bundled, minified worker (`dist/worker/index.js`). */
export function workerBundleGzip(root = ROOT): number {
  return gzipSize(readFileSync(resolve(root, 'dist/worker/index.js')));
}

/** Bytes as KB with one decimal (1 KB = 1024 bytes). */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
