/**
 * Writes worker/auth/common-passwords.json: the passwords attackers try first, which sign-up,
 * reset and change refuse (ASVS 5.0 V6.2.4, issue 8). The source is the ranked list of
 * @zxcvbn-ts/language-common (MIT), most common first; the first COUNT, lower-cased and
 * deduplicated, are kept, enough for every password under the composition rules' radar
 * ("Password1!" is "password" with decoration, ./password-policy.ts strips it).
 *
 * Run after upgrading the package: `npx tsx scripts/common-passwords.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { ROOT } from './sizes';

const COUNT = 10_000;
const source = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/package.json');
const ranked = JSON.parse(
  readFileSync(resolve(source, '../src/passwords.json'), 'utf8'),
) as string[];
const kept = [...new Set(ranked.map((word) => word.toLowerCase()))].slice(0, COUNT);
writeFileSync(
  resolve(ROOT, 'worker/auth/common-passwords.json'),
  `${JSON.stringify(kept)}\n`,
);
console.log(`kept ${kept.length} of ${ranked.length} passwords`);
