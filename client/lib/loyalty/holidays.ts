import type { Country } from '../sites';

/**
 * Public holidays per site, as data: the days on which no working day is counted (points
 * become available 3 working days after delivery; deliveries are estimated in working days).
 *
 * Each list is the country's national public holidays of 2026 and 2027 as officially gazetted
 * or announced when this table was written, with the days observed in lieu ("observed"
 * Mondays and substitution days) where the rules of the country give one. Where a country's
 * holidays differ by state or region, the list is the one of the site's time zone city
 * (TIME_ZONES): New South Wales for AU; the federal list plus New Year's Day (kept by
 * Kuala Lumpur and most states) for MY; national days only for NZ (no provincial anniversary).
 * Indonesia's list is the libur nasional of the joint ministerial decree, without cuti bersama.
 *
 * Lunar, Hindu and Islamic dates for 2027 were not all gazetted when written: they are the
 * expected dates (Islamic ones by the sighting criteria each country uses) and may move a day
 * when announced. Operators correct this table when a date is announced and extend it every
 * year, before the year begins: a day missing here simply counts as a working day.
 *
 * Weekend holidays are listed too, as gazetted: they change nothing for working days but keep
 * the table checkable against the official lists.
 */
export const PUBLIC_HOLIDAYS: Readonly<Record<Country, readonly string[]>> = {
  au: [
    // 2026 (NSW)
    '2026-01-01', // New Year's Day
    '2026-01-26', // Australia Day
    '2026-04-03', // Good Friday
    '2026-04-04', // Easter Saturday
    '2026-04-05', // Easter Sunday
    '2026-04-06', // Easter Monday
    '2026-04-25', // Anzac Day (Saturday: no day in lieu in NSW)
    '2026-06-08', // King's Birthday
    '2026-10-05', // Labour Day
    '2026-12-25', // Christmas Day
    '2026-12-26', // Boxing Day (Saturday)
    '2026-12-28', // additional day for Boxing Day
    // 2027 (NSW)
    '2027-01-01', // New Year's Day
    '2027-01-26', // Australia Day
    '2027-03-26', // Good Friday
    '2027-03-27', // Easter Saturday
    '2027-03-28', // Easter Sunday
    '2027-03-29', // Easter Monday
    '2027-04-25', // Anzac Day (Sunday)
    '2027-06-14', // King's Birthday
    '2027-10-04', // Labour Day
    '2027-12-25', // Christmas Day (Saturday)
    '2027-12-26', // Boxing Day (Sunday)
    '2027-12-27', // additional day for Christmas Day
    '2027-12-28', // additional day for Boxing Day
  ],
  hk: [
    // 2026 general holidays
    '2026-01-01', // The first day of January
    '2026-02-17', // Lunar New Year's Day
    '2026-02-18', // The second day of Lunar New Year
    '2026-02-19', // The third day of Lunar New Year
    '2026-04-03', // Good Friday
    '2026-04-04', // The day following Good Friday
    '2026-04-06', // The day following Ching Ming Festival (5 April is a Sunday)
    '2026-04-07', // The day following Easter Monday
    '2026-05-01', // Labour Day
    '2026-05-25', // The day following the Birthday of the Buddha (24 May is a Sunday)
    '2026-06-19', // Tuen Ng Festival
    '2026-07-01', // HKSAR Establishment Day
    '2026-09-26', // The day following the Chinese Mid-Autumn Festival
    '2026-10-01', // National Day
    '2026-10-19', // The day following Chung Yeung Festival (18 October is a Sunday)
    '2026-12-25', // Christmas Day
    '2026-12-26', // The first weekday after Christmas Day
    // 2027 general holidays
    '2027-01-01', // The first day of January
    '2027-02-06', // Lunar New Year's Day
    '2027-02-08', // The third day of Lunar New Year
    '2027-02-09', // The fourth day of Lunar New Year (the second day is a Sunday)
    '2027-03-26', // Good Friday
    '2027-03-27', // The day following Good Friday
    '2027-03-29', // Easter Monday
    '2027-04-05', // Ching Ming Festival
    '2027-05-01', // Labour Day
    '2027-05-13', // The Birthday of the Buddha
    '2027-06-09', // Tuen Ng Festival
    '2027-07-01', // HKSAR Establishment Day
    '2027-09-16', // The day following the Chinese Mid-Autumn Festival
    '2027-10-01', // National Day
    '2027-10-08', // Chung Yeung Festival
    '2027-12-25', // Christmas Day
    '2027-12-27', // The first weekday after Christmas Day
  ],
  id: [
    // 2026 libur nasional
    '2026-01-01', // Tahun Baru Masehi
    '2026-01-16', // Isra Mikraj
    '2026-02-17', // Tahun Baru Imlek
    '2026-03-19', // Hari Suci Nyepi
    '2026-03-21', // Idul Fitri
    '2026-03-22', // Idul Fitri
    '2026-04-03', // Wafat Yesus Kristus
    '2026-04-05', // Paskah
    '2026-05-01', // Hari Buruh Internasional
    '2026-05-14', // Kenaikan Yesus Kristus
    '2026-05-27', // Idul Adha
    '2026-05-31', // Hari Raya Waisak
    '2026-06-01', // Hari Lahir Pancasila
    '2026-06-16', // Tahun Baru Islam
    '2026-08-17', // Hari Kemerdekaan
    '2026-08-25', // Maulid Nabi Muhammad
    '2026-12-25', // Natal
    // 2027 libur nasional (expected)
    '2027-01-01', // Tahun Baru Masehi
    '2027-01-05', // Isra Mikraj
    '2027-02-06', // Tahun Baru Imlek
    '2027-03-08', // Hari Suci Nyepi
    '2027-03-10', // Idul Fitri
    '2027-03-11', // Idul Fitri
    '2027-03-26', // Wafat Yesus Kristus
    '2027-03-28', // Paskah
    '2027-05-01', // Hari Buruh Internasional
    '2027-05-06', // Kenaikan Yesus Kristus
    '2027-05-17', // Idul Adha
    '2027-05-20', // Hari Raya Waisak
    '2027-06-01', // Hari Lahir Pancasila
    '2027-06-06', // Tahun Baru Islam
    '2027-08-15', // Maulid Nabi Muhammad
    '2027-08-17', // Hari Kemerdekaan
    '2027-12-25', // Natal
  ],
  my: [
    // 2026 (federal, with Sunday holidays replaced on the next working day)
    '2026-01-01', // New Year's Day
    '2026-02-17', // Chinese New Year
    '2026-02-18', // Chinese New Year, second day
    '2026-03-21', // Hari Raya Aidilfitri
    '2026-03-22', // Hari Raya Aidilfitri, second day
    '2026-03-23', // replacement for the second day (a Sunday)
    '2026-05-01', // Labour Day
    '2026-05-27', // Hari Raya Aidiladha
    '2026-05-31', // Wesak Day
    '2026-06-01', // Agong's Birthday
    '2026-06-02', // replacement for Wesak Day (1 June is already a holiday)
    '2026-06-17', // Awal Muharram
    '2026-08-25', // Maulidur Rasul
    '2026-08-31', // National Day
    '2026-09-16', // Malaysia Day
    '2026-11-08', // Deepavali
    '2026-11-09', // replacement for Deepavali
    '2026-12-25', // Christmas Day
    // 2027 (expected)
    '2027-01-01', // New Year's Day
    '2027-02-06', // Chinese New Year
    '2027-02-07', // Chinese New Year, second day
    '2027-02-08', // replacement for the second day
    '2027-03-10', // Hari Raya Aidilfitri
    '2027-03-11', // Hari Raya Aidilfitri, second day
    '2027-05-01', // Labour Day
    '2027-05-17', // Hari Raya Aidiladha
    '2027-05-20', // Wesak Day
    '2027-06-06', // Awal Muharram
    '2027-06-07', // Agong's Birthday
    '2027-06-08', // replacement for Awal Muharram (7 June is already a holiday)
    '2027-08-15', // Maulidur Rasul
    '2027-08-16', // replacement for Maulidur Rasul
    '2027-08-31', // National Day
    '2027-09-16', // Malaysia Day
    '2027-10-28', // Deepavali
    '2027-12-25', // Christmas Day
  ],
  nz: [
    // 2026 (weekend holidays "Mondayised")
    '2026-01-01', // New Year's Day
    '2026-01-02', // Day after New Year's Day
    '2026-02-06', // Waitangi Day
    '2026-04-03', // Good Friday
    '2026-04-06', // Easter Monday
    '2026-04-25', // Anzac Day (Saturday)
    '2026-04-27', // Anzac Day observed
    '2026-06-01', // King's Birthday
    '2026-07-10', // Matariki
    '2026-10-26', // Labour Day
    '2026-12-25', // Christmas Day
    '2026-12-26', // Boxing Day (Saturday)
    '2026-12-28', // Boxing Day observed
    // 2027
    '2027-01-01', // New Year's Day
    '2027-01-02', // Day after New Year's Day (Saturday)
    '2027-01-04', // Day after New Year's Day observed
    '2027-02-06', // Waitangi Day (Saturday)
    '2027-02-08', // Waitangi Day observed
    '2027-03-26', // Good Friday
    '2027-03-29', // Easter Monday
    '2027-04-25', // Anzac Day (Sunday)
    '2027-04-26', // Anzac Day observed
    '2027-06-07', // King's Birthday
    '2027-06-25', // Matariki
    '2027-10-25', // Labour Day
    '2027-12-25', // Christmas Day (Saturday)
    '2027-12-26', // Boxing Day (Sunday)
    '2027-12-27', // Christmas Day observed
    '2027-12-28', // Boxing Day observed
  ],
  ph: [
    // 2026 regular holidays and special (non-working) days
    '2026-01-01', // New Year's Day
    '2026-02-17', // Chinese New Year
    '2026-03-20', // Eid'l Fitr
    '2026-04-02', // Maundy Thursday
    '2026-04-03', // Good Friday
    '2026-04-04', // Black Saturday
    '2026-04-09', // Araw ng Kagitingan
    '2026-05-01', // Labor Day
    '2026-05-27', // Eid'l Adha
    '2026-06-12', // Independence Day
    '2026-08-21', // Ninoy Aquino Day
    '2026-08-31', // National Heroes Day
    '2026-11-01', // All Saints' Day
    '2026-11-02', // All Souls' Day (additional special day)
    '2026-11-30', // Bonifacio Day
    '2026-12-08', // Feast of the Immaculate Conception
    '2026-12-24', // Christmas Eve
    '2026-12-25', // Christmas Day
    '2026-12-30', // Rizal Day
    '2026-12-31', // Last day of the year
    // 2027 (expected)
    '2027-01-01', // New Year's Day
    '2027-02-06', // Chinese New Year
    '2027-03-10', // Eid'l Fitr
    '2027-03-25', // Maundy Thursday
    '2027-03-26', // Good Friday
    '2027-03-27', // Black Saturday
    '2027-04-09', // Araw ng Kagitingan
    '2027-05-01', // Labor Day
    '2027-05-17', // Eid'l Adha
    '2027-06-12', // Independence Day
    '2027-08-21', // Ninoy Aquino Day
    '2027-08-30', // National Heroes Day
    '2027-11-01', // All Saints' Day
    '2027-11-30', // Bonifacio Day
    '2027-12-08', // Feast of the Immaculate Conception
    '2027-12-24', // Christmas Eve
    '2027-12-25', // Christmas Day
    '2027-12-30', // Rizal Day
    '2027-12-31', // Last day of the year
  ],
  sg: [
    // 2026 (a Sunday holiday makes the Monday a holiday)
    '2026-01-01', // New Year's Day
    '2026-02-17', // Chinese New Year
    '2026-02-18', // Chinese New Year, second day
    '2026-03-21', // Hari Raya Puasa (Saturday)
    '2026-04-03', // Good Friday
    '2026-05-01', // Labour Day
    '2026-05-27', // Hari Raya Haji
    '2026-05-31', // Vesak Day (Sunday)
    '2026-06-01', // Vesak Day observed
    '2026-08-09', // National Day (Sunday)
    '2026-08-10', // National Day observed
    '2026-11-08', // Deepavali (Sunday)
    '2026-11-09', // Deepavali observed
    '2026-12-25', // Christmas Day
    // 2027 (expected)
    '2027-01-01', // New Year's Day
    '2027-02-06', // Chinese New Year (Saturday)
    '2027-02-07', // Chinese New Year, second day (Sunday)
    '2027-02-08', // Chinese New Year observed
    '2027-03-10', // Hari Raya Puasa
    '2027-03-26', // Good Friday
    '2027-05-01', // Labour Day (Saturday)
    '2027-05-17', // Hari Raya Haji
    '2027-05-20', // Vesak Day
    '2027-08-09', // National Day
    '2027-10-28', // Deepavali
    '2027-12-25', // Christmas Day (Saturday)
  ],
  th: [
    // 2026 (a weekend holiday gives a substitution day on the next working day)
    '2026-01-01', // New Year's Day
    '2026-01-02', // additional holiday
    '2026-03-03', // Makha Bucha Day
    '2026-04-06', // Chakri Memorial Day
    '2026-04-13', // Songkran
    '2026-04-14', // Songkran
    '2026-04-15', // Songkran
    '2026-05-01', // National Labour Day
    '2026-05-04', // Coronation Day
    '2026-05-31', // Visakha Bucha Day (Sunday)
    '2026-06-01', // substitution for Visakha Bucha Day
    '2026-06-03', // H.M. Queen Suthida's Birthday
    '2026-07-28', // H.M. the King's Birthday
    '2026-07-29', // Asarnha Bucha Day
    '2026-07-30', // Buddhist Lent Day
    '2026-08-12', // H.M. Queen Sirikit's Birthday, Mother's Day
    '2026-10-13', // King Bhumibol Memorial Day
    '2026-10-23', // Chulalongkorn Day
    '2026-12-05', // King Bhumibol's Birthday, Father's Day (Saturday)
    '2026-12-07', // substitution for 5 December
    '2026-12-10', // Constitution Day
    '2026-12-31', // New Year's Eve
    // 2027 (expected)
    '2027-01-01', // New Year's Day
    '2027-02-21', // Makha Bucha Day (Sunday)
    '2027-02-22', // substitution for Makha Bucha Day
    '2027-04-06', // Chakri Memorial Day
    '2027-04-13', // Songkran
    '2027-04-14', // Songkran
    '2027-04-15', // Songkran
    '2027-05-01', // National Labour Day (Saturday)
    '2027-05-03', // substitution for National Labour Day
    '2027-05-04', // Coronation Day
    '2027-05-20', // Visakha Bucha Day
    '2027-06-03', // H.M. Queen Suthida's Birthday
    '2027-07-18', // Asarnha Bucha Day (Sunday)
    '2027-07-19', // Buddhist Lent Day
    '2027-07-20', // substitution for Asarnha Bucha Day
    '2027-07-28', // H.M. the King's Birthday
    '2027-08-12', // H.M. Queen Sirikit's Birthday, Mother's Day
    '2027-10-13', // King Bhumibol Memorial Day
    '2027-10-23', // Chulalongkorn Day (Saturday)
    '2027-10-25', // substitution for Chulalongkorn Day
    '2027-12-05', // King Bhumibol's Birthday, Father's Day (Sunday)
    '2027-12-06', // substitution for 5 December
    '2027-12-10', // Constitution Day
    '2027-12-31', // New Year's Eve
  ],
};

const sets = new Map<Country, ReadonlySet<string>>();

/** The site's public holidays as a set (built once per site: working-day counts look up every day). */
export function holidaysOf(country: Country): ReadonlySet<string> {
  let set = sets.get(country);
  if (!set) {
    set = new Set(PUBLIC_HOLIDAYS[country]);
    sets.set(country, set);
  }
  return set;
}
