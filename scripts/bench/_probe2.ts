import { seedStatements } from '../../worker/db/seed';
const t0 = performance.now();
const s = seedStatements({ products: 50000 });
const chars = s.reduce((n, x) => n + x.length, 0);
console.log(s.length, 'statements', (chars/1e6).toFixed(1), 'M chars', ((performance.now()-t0)/1000).toFixed(1), 's', (process.memoryUsage().rss/1e6).toFixed(0), 'MB rss');
const big = s.filter(x => x.length > 5000).length; console.log('big', big, Math.max(...s.map(x=>x.length)));
