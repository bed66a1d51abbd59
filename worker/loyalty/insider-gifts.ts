import { addMonths } from '../../client/lib/loyalty/points-rules';
import { addDays } from '../../client/lib/loyalty/working-days';
import { COUNTRIES, SITES, siteToday, type Country } from '../../client/lib/sites';
import { readableCode } from '../auth/secret-tokens';
import { beautyPassRulesTranslatorFor } from '../i18n';
import { siteDayStart } from './site-time';

/**
 * Insider gifts that are vouchers (docs/business-rules.md#personal-vouchers): personal promo codes
 * in the member's promo wallet (promotions.account_id; the bag issue's wallet lists a member's own
 * codes to them alone), each used once, by its redeem-by day.
 *
 * | gift | given | redeem by | what (ours: the spec gives no values) |
 * |---|---|---|---|
 * | welcome voucher | at joining | the end of the next month | 10% off |
 * | birthday voucher | on the 1st of the birthday month | the month's last day | 15% off |
 * | Gold welcome gift | on reaching Gold | the end of the next month | a deluxe sample of the site's first free sample |
 *
 * One gift per member, kind and period (`insider_gifts`' key): the promotion is written only
 * while that gift does not exist, in the batch that records it, so a job run twice, or beside a
 * sign-up, gives one voucher.
 */

export type VoucherKind = 'welcome_voucher' | 'birthday_voucher' | 'gold_welcome';

const VALUE: Record<VoucherKind, { kind: 'percent' | 'gift'; value: number; prefix: string }> = {
  welcome_voucher: { kind: 'percent', value: 10, prefix: 'WELCOME' },
  birthday_voucher: { kind: 'percent', value: 15, prefix: 'BDAY' },
  gold_welcome: { kind: 'gift', value: 0, prefix: 'GOLD' },
};

/** A code nobody can guess from another member's. */
const voucherCode = (prefix: string) => readableCode(prefix, 8);

/** The last day of the month `months` after `day`'s month. */
function monthEnd(day: string, months: number): string {
  return addDays(addMonths(`${day.slice(0, 7)}-01`, months + 1), -1);
}

export interface VoucherGift {
  accountId: number;
  country: Country;
  kind: VoucherKind;
  /** 'join', or the year of the birthday or of reaching Gold. */
  period: string;
  redeemBy: string;
}

/** The statements that give one voucher (none if the member already has it). */
export function voucherStatements(
  db: D1Database,
  gift: VoucherGift,
  now: Date,
): D1PreparedStatement[] {
  const spec = VALUE[gift.kind];
  const code = voucherCode(spec.prefix);
  // Usable through the whole redeem-by day on the site: it ends when the next day begins.
  const ends = siteDayStart(gift.country, addDays(gift.redeemBy, 1));
  // A code that is already another's (40 random bits: rare, not impossible) writes nothing
  // here rather than failing the batch it is in (a sign-up, a whole job run): the gift is not
  // recorded without its own promotion, so the job gives it again with a new code.
  const notGiven = `NOT EXISTS (SELECT 1 FROM insider_gifts WHERE account_id = ?1 AND kind = ?2 AND period = ?3)`;
  const promotion = `(SELECT id FROM promotions WHERE country = ?4 AND code = ?5 AND account_id = ?1)`;
  const bind = (sql: string, ...more: unknown[]) =>
    db
      .prepare(sql)
      .bind(gift.accountId, gift.kind, gift.period, gift.country, code, now.toISOString(), ...more);
  const titles = SITES[gift.country].languages.map((language) =>
    bind(
      `INSERT INTO promotion_texts (promotion_id, language, title)
       SELECT ${promotion}, ?7, ?8 WHERE ${promotion} IS NOT NULL
       ON CONFLICT DO NOTHING`,
      language,
      beautyPassRulesTranslatorFor(language)(`beautyPassRules.vouchers.${gift.kind}`),
    ),
  );
  return [
    bind(
      `INSERT INTO promotions (country, code, kind, value, gift_variant_id, gift_stock,
         sign_in_required, once_per_customer, starts_at, ends_at, usage_limit, listed, account_id)
       SELECT ?4, ?5, ?7, ?8,
         CASE WHEN ?7 = 'gift' THEN (SELECT variant_id FROM samples WHERE country = ?4 ORDER BY position, id LIMIT 1) END,
         CASE WHEN ?7 = 'gift' THEN 1 ELSE 0 END,
         1, 1, ?6, ?9, 1, 1, ?1
       WHERE ${notGiven}
         AND (?7 <> 'gift' OR EXISTS (SELECT 1 FROM samples WHERE country = ?4))
       ON CONFLICT (country, code) DO NOTHING`,
      spec.kind,
      spec.value,
      ends.toISOString(),
    ),
    ...titles,
    bind(
      `INSERT INTO insider_gifts (account_id, kind, period, promotion_id, redeem_by, given_at)
       SELECT ?1, ?2, ?3, ${promotion}, ?7, ?6 WHERE ${promotion} IS NOT NULL
       ON CONFLICT (account_id, kind, period) DO NOTHING
       RETURNING id`,
      gift.redeemBy,
    ),
  ];
}

/**
 * The welcome voucher of a member who joined at `joinedAt`: redeem by the end of the month after
 * the one they joined in, on their site's calendar, whether the sign-up or the job writes it.
 */
export function welcomeVoucher(accountId: number, country: Country, joinedAt: Date): VoucherGift {
  const today = siteToday(country, joinedAt);
  return {
    accountId,
    country,
    kind: 'welcome_voucher',
    period: 'join',
    redeemBy: monthEnd(today, 1),
  };
}

/**
 * The daily sweep: birthday vouchers for members whose birthday month it is on their site
 * (from its 1st; a member who joins mid-month gets theirs the next day), welcome vouchers that
 * a sign-up did not write (joined in the last 30 days), and the Gold welcome gift of members
 * who reached Gold in the last 60 days. The welcome and Gold gifts are redeemed by the end of
 * the month after joining or reaching Gold, as if given then, however late the job gives them.
 */
export async function giveInsiderGifts(db: D1Database, now: Date): Promise<number> {
  const statements: D1PreparedStatement[] = [];
  // The sites by the month it is there now, with that month's year (the sites are at most a
  // day apart, so a month names one year: at 1 January 00:30 in Singapore it is still
  // December, and the year before, in UTC and Bangkok).
  const months = new Map<string, { year: string; countries: Country[] }>();
  for (const country of COUNTRIES) {
    const today = siteToday(country, now);
    const month = months.get(today.slice(5, 7)) ?? { year: today.slice(0, 4), countries: [] };
    month.countries.push(country);
    months.set(today.slice(5, 7), month);
  }
  for (const [month, { year, countries }] of months) {
    // The sites' codes are constants (never request text).
    const sites = countries.map((country) => `'${country}'`).join(', ');
    const { results } = await db
      .prepare(
        `SELECT a.id, a.country FROM accounts a
         WHERE substr(a.birth_date, 6, 2) = ?1 AND a.country IN (${sites})
           AND NOT EXISTS (SELECT 1 FROM insider_gifts g WHERE g.account_id = a.id
             AND g.kind = 'birthday_voucher' AND g.period = ?2)
         LIMIT 500`,
      )
      .bind(month, year)
      .all<{ id: number; country: Country }>();
    for (const row of results)
      statements.push(
        ...voucherStatements(
          db,
          {
            accountId: row.id,
            country: row.country,
            kind: 'birthday_voucher',
            period: year,
            redeemBy: monthEnd(`${year}-${month}-01`, 0),
          },
          now,
        ),
      );
  }
  const joined = await db
    .prepare(
      `SELECT a.id, a.country, a.created_at FROM accounts a
       WHERE a.created_at >= ?1
         AND NOT EXISTS (SELECT 1 FROM insider_gifts g WHERE g.account_id = a.id AND g.kind = 'welcome_voucher')
       LIMIT 500`,
    )
    .bind(new Date(now.getTime() - 30 * 86_400_000).toISOString())
    .all<{ id: number; country: Country; created_at: string }>();
  for (const row of joined.results)
    statements.push(
      ...voucherStatements(db, welcomeVoucher(row.id, row.country, new Date(row.created_at)), now),
    );
  const gold = await db
    .prepare(
      `SELECT a.id, a.country, b.tier_changed_at FROM accounts a JOIN beauty_pass b ON b.account_id = a.id
       WHERE a.tier = 'gold' AND b.tier_previous IS NOT NULL AND b.tier_previous <> 'gold'
         AND b.tier_changed_at >= ?1
         AND NOT EXISTS (SELECT 1 FROM insider_gifts g WHERE g.account_id = a.id AND g.kind = 'gold_welcome'
           AND g.period = substr(b.tier_changed_at, 1, 4))
       LIMIT 500`,
    )
    .bind(new Date(now.getTime() - 60 * 86_400_000).toISOString())
    .all<{ id: number; country: Country; tier_changed_at: string }>();
  for (const row of gold.results) {
    // The end of the month after the one Gold was reached in (the job gives it the day after).
    const reached = siteToday(row.country, new Date(row.tier_changed_at));
    statements.push(
      ...voucherStatements(
        db,
        {
          accountId: row.id,
          country: row.country,
          kind: 'gold_welcome',
          period: row.tier_changed_at.slice(0, 4),
          redeemBy: monthEnd(reached, 1),
        },
        now,
      ),
    );
  }
  if (!statements.length) return 0;
  const written = await db.batch(statements);
  // Gifts given (the RETURNING of each gift's own row).
  return written.reduce((sum, result) => sum + result.results.length, 0);
}
