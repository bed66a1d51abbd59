import { applyD1Migrations, env } from 'cloudflare:test';
import { seedStatements } from '../../worker/db/seed';

// Each test file gets its own storage: apply the migrations and the seed before its tests.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const statements = seedStatements();
await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
