/**
 * Writes worker/auth/common-passwords.json: the passwords attackers try first, which sign-up,
 * reset and change refuse (ASVS 5.0 V6.2.4). The source is the ranked list of
 * @zxcvbn-ts/language-common (MIT), most common first; the first 3,000 (ASVS's number), lower-cased and
 * deduplicated, are kept: 13 KB gzip in the worker. The composition rules already refuse most
 * of the list; what gets past them is decoration ("Password1!" is "password"), which
 * worker/auth/password-policy.ts strips for the very most common.
 *
 * Run after upgrading the package: `npx tsx scripts/common-passwords.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { ROOT } from './sizes';

const COUNT = 3_000;
const source = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/package.json');
const ranked = JSON.parse(
  readFileSync(resolve(source, '../src/passwords.json'), 'utf8'),
) as string[];
const kept = [...new Set(ranked.map((word) => word.toLowerCase()))].slice(0, COUNT);
writeFileSync(resolve(ROOT, 'worker/auth/common-passwords.json'), `${JSON.stringify(kept)}\n`);
console.log(`kept ${kept.length} of ${ranked.length} passwords`);
