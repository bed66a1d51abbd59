// Writes .dev.vars with fresh random secrets on the first start; never overwrites one that exists.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';

if (!existsSync('.dev.vars')) {
  const secret = () => randomBytes(32).toString('base64url');
  writeFileSync(
    '.dev.vars',
    `JWT_SECRET=${secret()}\nPAYMENT_CALLBACK_SECRET=${secret()}\nPREVIEW_TOKEN=${secret()}\nMAIL_API_KEY=\n`,
    { mode: 0o600 },
  );
  console.log('wrote .dev.vars with new local secrets');
}
