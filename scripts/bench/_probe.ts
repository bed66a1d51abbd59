import { startWorker } from './start-worker';
const t0 = performance.now();
const w = await startWorker({ products: Number(process.argv[2] ?? 2000) });
console.log(w.origin, w.products, w.seed, ((performance.now()-t0)/1000).toFixed(1), 'rss', (process.memoryUsage().rss/1e6).toFixed(0));
await w.mf.dispose();
