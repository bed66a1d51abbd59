import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ROUTE_RULES } from './routes/rules';

const root = import.meta.dirname;
const outDir = resolve(root, 'dist/client');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Files a chunk needs before it runs: itself and its static imports, depth first. */
function closure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => closure(manifest, child, seen))];
}

/**
 * After the client build: publish the build id, the files each page preloads
 * (`dist/build.json`, bundled into the worker), and the builds metadata the client polls
 * (`/_builds/latest.json`) and the worker serves (`/_builds/meta/{id}.json`: route rules and
 * the prerender list).
 */
function buildsMetadata(): Plugin {
  return {
    name: 'storefront-builds-metadata',
    apply: 'build',
    writeBundle() {
      const manifestText = readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8');
      const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
      const id = createHash('sha256').update(manifestText).digest('hex').slice(0, 12);
      const entryKey = 'client/entry.tsx';
      // Route modules are named after their route id (routes/home.tsx is route `home`).
      const routes = Object.fromEntries(
        Object.keys(manifest)
          .filter((key) => /^routes\/[a-z-]+\.tsx$/.test(key))
          .map((key) => [key.slice('routes/'.length, -'.tsx'.length), closure(manifest, key)]),
      );
      // Each language's core messages, which every page loads (client/lib/locale-loader.ts).
      const locales = Object.fromEntries(
        ['en', 'zh', 'id', 'th'].map((language) => [
          language,
          manifest[`locales/${language}/core.ts`]?.file ?? null,
        ]),
      );
      const build = {
        id,
        entry: manifest[entryKey].file,
        preload: closure(manifest, entryKey),
        css: manifest[entryKey].css ?? [],
        routes,
        locales,
      };
      const timestamp = Date.now();
      mkdirSync(resolve(outDir, '_builds/meta'), { recursive: true });
      writeFileSync(resolve(root, 'dist/build.json'), JSON.stringify(build, null, 2));
      writeFileSync(resolve(outDir, '_builds/latest.json'), JSON.stringify({ id, timestamp }));
      writeFileSync(
        resolve(outDir, `_builds/meta/${id}.json`),
        JSON.stringify({ id, timestamp, routeRules: ROUTE_RULES, prerendered: [] }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), buildsMetadata()],
  publicDir: resolve(root, 'client/public'),
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsDir: 'assets',
    rollupOptions: {
      input: resolve(root, 'client/entry.tsx'),
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is one chunk, loaded by every page. Left
            // to itself, the bundler gives each set of modules that a different set of lazy
            // route chunks share a chunk of its own: a lazy page importing a module of the
            // first load (the API client, query keys) then split the first load into more,
            // smaller files, each compressed apart (about 1 KB gzip more for the account pages).
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
