import { startWorker } from './start-worker';
import { seedStatements } from '../../worker/db/seed';
const w = await startWorker({ products: 10 });
const db = await w.mf.getD1Database('DB');
const seed = seedStatements({ products: 50000 });
const byTable = new Map<string, { n: number; ms: number }>();
for (let i = 0; i < seed.length; i += 1) {
  const table = /^(?:INSERT INTO|DELETE FROM)\s+"?(\w+)/i.exec(seed[i])?.[1] ?? seed[i].slice(0, 30);
  const s = performance.now();
  await db.batch([db.prepare(seed[i])]);
  const e = byTable.get(table) ?? { n: 0, ms: 0 };
  e.n += 1; e.ms += performance.now() - s; byTable.set(table, e);
}
for (const [t, e] of [...byTable].sort((a, b) => b[1].ms - a[1].ms)) console.log(t.padEnd(24), e.n, (e.ms / 1000).toFixed(1) + ' s');
await w.mf.dispose();
