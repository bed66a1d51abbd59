import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETENTION_CRON } from '../../../worker/jobs/retention';

describe('the retention Cron Trigger', () => {
  it('is one of the crons wrangler.toml schedules', () => {
    const toml = readFileSync(resolve(import.meta.dirname, '../../../wrangler.toml'), 'utf8');
    const crons = /^crons\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1] ?? '';
    expect(crons).toContain(`"${RETENTION_CRON}"`);
  });
});
