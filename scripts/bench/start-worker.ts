/**
 * Starts the BUILT worker (`dist/worker/index.js`, with `dist/client` as its assets) through
 * the Miniflare API, everything in memory, and gives it the migrated and seeded database.
 * The Miniflare API, not `wrangler dev`: the dev proxy caps throughput.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { experimental_readRawConfig, unstable_splitSqlQuery } from 'wrangler';
import { seedStatements } from '../../worker/db/seed';
import { ROOT } from '../sizes';

export interface RunningWorker {
  mf: Miniflare;
  /** The worker's origin, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /** Products in the seeded database (counted, not assumed). */
  products: number;
  /** Seconds spent generating the seed statements and applying them (migrations excluded). */
  seed: { generateSeconds: number; applySeconds: number };
}

export interface WorkerOptions {
  /** Keep shared API answers in the edge cache (as in production); off measures the database. */
  edgeCache?: boolean;
  /** Catalogue size for `seedStatements`; its default (2,000) when absent. */
  products?: number;
}

/** Statements per `db.batch` when seeding. */
const SEED_BATCH = 100;

const secret = () => randomBytes(32).toString('base64url');

/** Starts the built worker on 127.0.0.1 and a free port, with a migrated, seeded database. */
export async function startWorker(options: WorkerOptions = {}): Promise<RunningWorker> {
  // The seed first, before Miniflare starts: generating 50,000 products blocks Node for tens of
  // seconds, long enough for workerd to close an idle keep-alive connection, and the next D1
  // call on it then fails with "other side closed".
  const generating = performance.now();
  const statements = seedStatements(
    options.products === undefined ? {} : { products: options.products },
  );
  const generateSeconds = (performance.now() - generating) / 1000;
  const { rawConfig } = experimental_readRawConfig({ config: resolve(ROOT, 'wrangler.toml') });
  const siteTitles = rawConfig.vars?.SITE_TITLES;
  if (typeof siteTitles !== 'string') throw new Error('wrangler.toml has no [vars] SITE_TITLES');
  // Miniflare 5 takes `workers: [{ config, legacy }]`; its converter keeps the flat v4 shape readable.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      rootPath: ROOT,
      scriptPath: resolve(ROOT, 'dist/worker/index.js'),
      modules: true,
      compatibilityDate: rawConfig.compatibility_date,
      compatibilityFlags: rawConfig.compatibility_flags,
      assets: {
        directory: resolve(ROOT, 'dist/client'),
        binding: 'ASSETS',
        routerConfig: { has_user_worker: true },
        assetConfig: { not_found_handling: 'none' },
      },
      d1Databases: ['DB'],
      kvNamespaces: ['LAYOUT_CACHE', 'AUTH_KV'],
      bindings: {
        ENVIRONMENT: 'development',
        GTM_ID: '',
        GOOGLE_CLIENT_ID: '',
        MAIL_API_URL: '',
        API_ORIGIN: '',
        SENTRY_DSN: '',
        FORTER_SITE_ID: '',
        PUBLIC_ORIGIN: '',
        // Off by default: the figures are the work behind an answer, not a cache hit.
        API_EDGE_CACHE: options.edgeCache ? 'on' : 'off',
        SITE_TITLES: siteTitles,
        PREVIEW_TOKEN: secret(),
        MAIL_API_KEY: '',
        JWT_SECRET: secret(),
        PAYMENT_CALLBACK_SECRET: secret(),
      },
      cf: false,
      host: '127.0.0.1',
      port: 0,
    }),
  );
  try {
    const url = await mf.ready;
    const seed = await prepareDatabase(mf, statements, generateSeconds);
    const db = await mf.getD1Database('DB');
    const count = await db.prepare('SELECT COUNT(*) AS n FROM products').first<number>('n');
    return { mf, origin: url.origin, products: count ?? 0, seed };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}

/**
 * Applies worker/db/migrations/*.sql in name order, then the deterministic seed's statements
 * (about 160 MB of SQL at 50,000 products).
 */
async function prepareDatabase(
  mf: Miniflare,
  seed: string[],
  generateSeconds: number,
): Promise<RunningWorker['seed']> {
  const db = await mf.getD1Database('DB');
  const dir = resolve(ROOT, 'worker/db/migrations');
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    // wrangler's own splitter (the one `wrangler d1 execute` uses): comments, strings, triggers.
    const statements = unstable_splitSqlQuery(readFileSync(resolve(dir, file), 'utf8'));
    await db.batch(statements.map((sql) => db.prepare(sql)));
  }
  const applying = performance.now();
  for (let start = 0; start < seed.length; start += SEED_BATCH) {
    await db.batch(seed.slice(start, start + SEED_BATCH).map((sql) => db.prepare(sql)));
  }
  const done = performance.now();
  return { generateSeconds, applySeconds: (done - applying) / 1000 };
}
