import { STORE_SERVICES, type StoreService } from '../../../client/api/store-contract';
import { COUNTRIES, SITES, type Country, type Language } from '../../../client/lib/sites';
import { insert } from './sql';

/**
 * The seeded stores: three to six per site, in real cities at fictional addresses
 * (real streets, made-up shop numbers), with coordinates in those cities, local phone numbers in
 * international form, opening hours (malls open late, some close early on Sunday or not at
 * all), the services offered, and click and collect everywhere but one store per site.
 * Texts in English and in each other language of the site. The first store of each site is its
 * flagship, at `{country}-flagship` (the footer's "Stores" link opens the locator, /store-locations).
 */

/** The retailer's name, as the site writes it (locales/{language}/common.json `brandMark`). */
const RETAILER = 'Beauty Storefront';

/** A day's opening and closing time, or null when the store is closed that day. */
type Day = readonly [opens: string, closes: string] | null;
/** Monday first (ISO order, like the table's weekday 0). */
type Week = readonly [Day, Day, Day, Day, Day, Day, Day];

const every = (opens: string, closes: string): Week => {
  const day = [opens, closes] as const;
  return [day, day, day, day, day, day, day];
};
/** Monday to Friday, Saturday, Sunday. */
const week = (weekdays: Day, saturday: Day, sunday: Day): Week => [
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  saturday,
  sunday,
];
/** Late-night shopping on one weekday (0 = Monday): Australia's Thursday, for one. */
const lateOn = (base: Week, weekday: number, closes: string): Week => {
  const day = (index: number): Day => {
    const hours = base[index];
    return index === weekday && hours ? [hours[0], closes] : hours;
  };
  return [day(0), day(1), day(2), day(3), day(4), day(5), day(6)];
};

interface StoreText {
  /** The part of the store's name after the retailer's: where it is. */
  area: string;
  lines: readonly [string] | readonly [string, string];
  city: string;
}

interface SeedStore {
  slug: string;
  phone: string;
  latitude: number;
  longitude: number;
  clickAndCollect: boolean;
  hours: Week;
  services: readonly StoreService[];
  postcode: string | null;
  texts: { en: StoreText } & Partial<Record<Language, StoreText>>;
}

export const SEEDED_STORES: Record<Country, readonly SeedStore[]> = {
  au: [
    {
      slug: 'au-flagship',
      phone: '+61 2 9231 4410',
      latitude: -33.8697,
      longitude: 151.2085,
      clickAndCollect: true,
      hours: lateOn(week(['09:00', '19:00'], ['09:00', '18:00'], ['10:00', '18:00']), 3, '21:00'),
      services: STORE_SERVICES,
      postcode: '2000',
      texts: { en: { area: 'Pitt Street', lines: ['Shop 21, 188 Pitt Street'], city: 'Sydney' } },
    },
    {
      slug: 'au-melbourne',
      phone: '+61 3 9654 2283',
      latitude: -37.8133,
      longitude: 144.9652,
      clickAndCollect: true,
      hours: lateOn(week(['10:00', '19:00'], ['10:00', '19:00'], ['10:00', '18:00']), 4, '21:00'),
      services: ['makeup', 'skincare_consultation', 'brow', 'beauty_class'],
      postcode: '3000',
      texts: {
        en: { area: 'Bourke Street', lines: ['Shop 3.14, 300 Bourke Street'], city: 'Melbourne' },
      },
    },
    {
      slug: 'au-brisbane',
      phone: '+61 7 3221 0967',
      latitude: -27.4689,
      longitude: 153.0251,
      clickAndCollect: true,
      hours: lateOn(week(['09:00', '19:00'], ['09:00', '17:00'], ['10:00', '16:00']), 4, '21:00'),
      services: ['makeup', 'facial'],
      postcode: '4000',
      texts: {
        en: { area: 'Queen Street Mall', lines: ['Shop 112, 150 Queen Street'], city: 'Brisbane' },
      },
    },
    {
      slug: 'au-bondi-junction',
      phone: '+61 2 9387 5521',
      latitude: -33.8917,
      longitude: 151.2504,
      clickAndCollect: true,
      hours: lateOn(every('09:30', '18:00'), 3, '21:00'),
      services: ['makeup', 'brow', 'fragrance_consultation'],
      postcode: '2022',
      texts: {
        en: {
          area: 'Bondi Junction',
          lines: ['Shop 5042, Level 5', '500 Oxford Street'],
          city: 'Bondi Junction',
        },
      },
    },
    {
      slug: 'au-perth',
      phone: '+61 8 9321 7748',
      latitude: -31.9528,
      longitude: 115.8587,
      clickAndCollect: false,
      hours: lateOn(week(['09:00', '18:00'], ['09:00', '17:00'], ['11:00', '17:00']), 4, '21:00'),
      services: ['makeup', 'skincare_consultation'],
      postcode: '6000',
      texts: { en: { area: 'Murray Street', lines: ['Shop 9, 200 Murray Street'], city: 'Perth' } },
    },
  ],
  hk: [
    {
      slug: 'hk-flagship',
      phone: '+852 2891 3306',
      latitude: 22.2799,
      longitude: 114.184,
      clickAndCollect: true,
      hours: every('10:30', '22:00'),
      services: STORE_SERVICES,
      postcode: null,
      texts: {
        en: {
          area: 'Causeway Bay',
          lines: ['Shop 208, 2/F', '500 Hennessy Road'],
          city: 'Causeway Bay',
        },
        zh: { area: '銅鑼灣', lines: ['軒尼詩道500號2樓208號舖'], city: '銅鑼灣' },
      },
    },
    {
      slug: 'hk-tsim-sha-tsui',
      phone: '+852 2368 5127',
      latitude: 22.2976,
      longitude: 114.1722,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: ['makeup', 'skincare_consultation', 'fragrance_consultation'],
      postcode: null,
      texts: {
        en: {
          area: 'Tsim Sha Tsui',
          lines: ['Shop 12, G/F', '63 Nathan Road'],
          city: 'Tsim Sha Tsui',
        },
        zh: { area: '尖沙咀', lines: ['彌敦道63號地下12號舖'], city: '尖沙咀' },
      },
    },
    {
      slug: 'hk-mong-kok',
      phone: '+852 2394 7781',
      latitude: 22.3193,
      longitude: 114.1694,
      clickAndCollect: true,
      hours: every('11:00', '22:30'),
      services: ['makeup', 'brow'],
      postcode: null,
      texts: {
        en: { area: 'Mong Kok', lines: ['Shop 3, 1/F', '688 Nathan Road'], city: 'Mong Kok' },
        zh: { area: '旺角', lines: ['彌敦道688號1樓3號舖'], city: '旺角' },
      },
    },
    {
      slug: 'hk-central',
      phone: '+852 2526 4410',
      latitude: 22.281,
      longitude: 114.158,
      clickAndCollect: false,
      hours: week(['10:00', '20:00'], ['10:00', '20:00'], ['11:00', '19:00']),
      services: ['skincare_consultation', 'facial'],
      postcode: null,
      texts: {
        en: { area: 'Central', lines: ['Shop 7, B/F', "18 Queen's Road Central"], city: 'Central' },
        zh: { area: '中環', lines: ['皇后大道中18號地庫7號舖'], city: '中環' },
      },
    },
  ],
  id: [
    {
      slug: 'id-flagship',
      phone: '+62 21 5790 3321',
      latitude: -6.2244,
      longitude: 106.8096,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: STORE_SERVICES,
      postcode: '12190',
      texts: {
        en: {
          area: 'Sudirman',
          lines: ['Unit L2-17, Level 2', 'Jl. Jenderal Sudirman Kav. 52-53'],
          city: 'South Jakarta',
        },
        id: {
          area: 'Sudirman',
          lines: ['Unit L2-17, Lantai 2', 'Jl. Jenderal Sudirman Kav. 52-53'],
          city: 'Jakarta Selatan',
        },
      },
    },
    {
      slug: 'id-kelapa-gading',
      phone: '+62 21 4585 2276',
      latitude: -6.1575,
      longitude: 106.908,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: ['makeup', 'brow', 'beauty_class'],
      postcode: '14240',
      texts: {
        en: {
          area: 'Kelapa Gading',
          lines: ['Unit G-08, Ground Floor', 'Jl. Boulevard Kelapa Gading Blok M'],
          city: 'North Jakarta',
        },
        id: {
          area: 'Kelapa Gading',
          lines: ['Unit G-08, Lantai Dasar', 'Jl. Boulevard Kelapa Gading Blok M'],
          city: 'Jakarta Utara',
        },
      },
    },
    {
      slug: 'id-surabaya',
      phone: '+62 31 5470 8812',
      latitude: -7.2625,
      longitude: 112.7389,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: ['makeup', 'skincare_consultation', 'facial'],
      postcode: '60271',
      texts: {
        en: {
          area: 'Tunjungan',
          lines: ['Unit 3-21, Level 3', 'Jl. Basuki Rahmat No. 8-12'],
          city: 'Surabaya',
        },
        id: {
          area: 'Tunjungan',
          lines: ['Unit 3-21, Lantai 3', 'Jl. Basuki Rahmat No. 8-12'],
          city: 'Surabaya',
        },
      },
    },
    {
      slug: 'id-bandung',
      phone: '+62 22 4201 7735',
      latitude: -6.8935,
      longitude: 107.613,
      clickAndCollect: false,
      hours: week(['10:00', '21:00'], ['10:00', '22:00'], ['10:00', '22:00']),
      services: ['makeup', 'brow'],
      postcode: '40116',
      texts: {
        en: {
          area: 'Dago',
          lines: ['Unit 1-05, Level 1', 'Jl. Ir. H. Juanda No. 61'],
          city: 'Bandung',
        },
        id: {
          area: 'Dago',
          lines: ['Unit 1-05, Lantai 1', 'Jl. Ir. H. Juanda No. 61'],
          city: 'Bandung',
        },
      },
    },
  ],
  my: [
    {
      slug: 'my-flagship',
      phone: '+60 3-2141 8820',
      latitude: 3.1466,
      longitude: 101.7113,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: STORE_SERVICES,
      postcode: '55100',
      texts: {
        en: {
          area: 'Bukit Bintang',
          lines: ['Lot 2.35, Level 2', '168 Jalan Bukit Bintang'],
          city: 'Kuala Lumpur',
        },
      },
    },
    {
      slug: 'my-petaling-jaya',
      phone: '+60 3-7726 4051',
      latitude: 3.1475,
      longitude: 101.616,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: ['makeup', 'skincare_consultation', 'brow', 'beauty_class'],
      postcode: '47800',
      texts: {
        en: {
          area: 'Bandar Utama',
          lines: ['Lot F-18, First Floor', '3 Lebuh Bandar Utama'],
          city: 'Petaling Jaya',
        },
      },
    },
    {
      slug: 'my-penang',
      phone: '+60 4-226 7315',
      latitude: 5.4376,
      longitude: 100.3096,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: ['makeup', 'facial', 'fragrance_consultation'],
      postcode: '10250',
      texts: {
        en: {
          area: 'Gurney',
          lines: ['Lot 3-12, Level 3', '170 Persiaran Gurney'],
          city: 'George Town, Penang',
        },
      },
    },
    {
      slug: 'my-johor-bahru',
      phone: '+60 7-222 9164',
      latitude: 1.4628,
      longitude: 103.764,
      clickAndCollect: false,
      hours: week(['10:00', '22:00'], ['10:00', '22:00'], ['10:00', '21:00']),
      services: ['makeup', 'brow'],
      postcode: '80000',
      texts: {
        en: {
          area: 'Johor Bahru',
          lines: ['Lot J2-15, Level 2', '106 Jalan Wong Ah Fook'],
          city: 'Johor Bahru',
        },
      },
    },
  ],
  nz: [
    {
      slug: 'nz-flagship',
      phone: '+64 9 309 4471',
      latitude: -36.8485,
      longitude: 174.765,
      clickAndCollect: true,
      hours: lateOn(week(['09:30', '19:00'], ['09:30', '19:00'], ['10:00', '18:00']), 4, '21:00'),
      services: [
        'makeup',
        'skincare_consultation',
        'brow',
        'fragrance_consultation',
        'beauty_class',
      ],
      postcode: '1010',
      texts: {
        en: { area: 'Queen Street', lines: ['Shop 12, 205 Queen Street'], city: 'Auckland' },
      },
    },
    {
      slug: 'nz-wellington',
      phone: '+64 4 472 3380',
      latitude: -41.2826,
      longitude: 174.7755,
      clickAndCollect: true,
      hours: week(['09:00', '18:00'], ['10:00', '17:00'], ['10:00', '16:00']),
      services: ['makeup', 'skincare_consultation', 'brow'],
      postcode: '6011',
      texts: {
        en: { area: 'Lambton Quay', lines: ['Shop 4, 120 Lambton Quay'], city: 'Wellington' },
      },
    },
    {
      slug: 'nz-christchurch',
      phone: '+64 3 379 6652',
      latitude: -43.5327,
      longitude: 172.636,
      clickAndCollect: false,
      hours: week(['09:30', '17:30'], ['09:30', '17:30'], ['10:00', '16:00']),
      services: ['makeup', 'fragrance_consultation'],
      postcode: '8011',
      texts: {
        en: { area: 'Cashel Street', lines: ['Shop 7, 165 Cashel Street'], city: 'Christchurch' },
      },
    },
  ],
  ph: [
    {
      slug: 'ph-flagship',
      phone: '+63 2 8811 4027',
      latitude: 14.551,
      longitude: 121.024,
      clickAndCollect: true,
      hours: [
        ['10:00', '21:00'],
        ['10:00', '21:00'],
        ['10:00', '21:00'],
        ['10:00', '21:00'],
        ['10:00', '22:00'],
        ['10:00', '22:00'],
        ['10:00', '21:00'],
      ],
      services: STORE_SERVICES,
      postcode: '1226',
      texts: {
        en: {
          area: 'Makati',
          lines: ['Unit 214, Level 2', '6801 Ayala Avenue'],
          city: 'Makati City',
        },
      },
    },
    {
      slug: 'ph-bonifacio-global-city',
      phone: '+63 2 8856 3319',
      latitude: 14.5509,
      longitude: 121.0509,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: ['makeup', 'skincare_consultation', 'brow', 'beauty_class'],
      postcode: '1634',
      texts: {
        en: {
          area: 'BGC',
          lines: ['Unit G-05, Ground Floor', '30th Street corner 5th Avenue'],
          city: 'Taguig City',
        },
      },
    },
    {
      slug: 'ph-cebu',
      phone: '+63 32 231 4478',
      latitude: 10.3181,
      longitude: 123.905,
      clickAndCollect: true,
      hours: every('10:00', '21:00'),
      services: ['makeup', 'skincare_consultation', 'facial'],
      postcode: '6000',
      texts: {
        en: {
          area: 'Cebu Business Park',
          lines: ['Unit 3-118, Level 3', 'Cardinal Rosales Avenue'],
          city: 'Cebu City',
        },
      },
    },
    {
      slug: 'ph-quezon-city',
      phone: '+63 2 8924 6650',
      latitude: 14.6567,
      longitude: 121.03,
      clickAndCollect: false,
      hours: every('10:00', '21:00'),
      services: ['makeup', 'fragrance_consultation'],
      postcode: '1105',
      texts: {
        en: {
          area: 'North EDSA',
          lines: ['Unit 1-36, Level 1', 'EDSA corner North Avenue'],
          city: 'Quezon City',
        },
      },
    },
  ],
  sg: [
    {
      slug: 'sg-flagship',
      phone: '+65 6735 2041',
      latitude: 1.304,
      longitude: 103.8318,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: STORE_SERVICES,
      postcode: '238872',
      texts: { en: { area: 'Orchard', lines: ['#02-18, 391 Orchard Road'], city: 'Singapore' } },
    },
    {
      slug: 'sg-jurong-east',
      phone: '+65 6563 1187',
      latitude: 1.3334,
      longitude: 103.7423,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: ['makeup', 'skincare_consultation', 'brow'],
      postcode: '608549',
      texts: {
        en: { area: 'Jurong East', lines: ['#03-42, 50 Jurong Gateway Road'], city: 'Singapore' },
      },
    },
    {
      slug: 'sg-tampines',
      phone: '+65 6786 4420',
      latitude: 1.3526,
      longitude: 103.9447,
      clickAndCollect: true,
      hours: week(['10:00', '22:00'], ['10:00', '22:00'], ['10:00', '21:00']),
      services: ['makeup', 'facial'],
      postcode: '529510',
      texts: {
        en: { area: 'Tampines', lines: ['#01-27, 4 Tampines Central 5'], city: 'Singapore' },
      },
    },
    {
      slug: 'sg-raffles-place',
      phone: '+65 6221 9035',
      latitude: 1.2837,
      longitude: 103.8515,
      clickAndCollect: false,
      hours: week(['08:30', '19:00'], ['10:00', '17:00'], null),
      services: ['makeup', 'fragrance_consultation'],
      postcode: '048580',
      texts: {
        en: { area: 'Raffles Place', lines: ['#B1-09, 6 Raffles Quay'], city: 'Singapore' },
      },
    },
  ],
  th: [
    {
      slug: 'th-flagship',
      phone: '+66 2 252 4418',
      latitude: 13.7462,
      longitude: 100.5347,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: STORE_SERVICES,
      postcode: '10330',
      texts: {
        en: {
          area: 'Siam',
          lines: ['Unit 2-08, Level 2, 991 Rama I Road', 'Pathum Wan'],
          city: 'Bangkok',
        },
        th: {
          area: 'สยาม',
          lines: ['ห้อง 2-08 ชั้น 2 เลขที่ 991 ถนนพระรามที่ 1', 'แขวงปทุมวัน เขตปทุมวัน'],
          city: 'กรุงเทพมหานคร',
        },
      },
    },
    {
      slug: 'th-sukhumvit',
      phone: '+66 2 261 7730',
      latitude: 13.7314,
      longitude: 100.5697,
      clickAndCollect: true,
      hours: every('10:00', '22:00'),
      services: ['makeup', 'skincare_consultation', 'brow', 'facial'],
      postcode: '10110',
      texts: {
        en: {
          area: 'Sukhumvit',
          lines: ['Unit G-15, Ground Floor, 689 Sukhumvit Road', 'Khlong Tan Nuea, Watthana'],
          city: 'Bangkok',
        },
        th: {
          area: 'สุขุมวิท',
          lines: ['ห้อง G-15 ชั้น G เลขที่ 689 ถนนสุขุมวิท', 'แขวงคลองตันเหนือ เขตวัฒนา'],
          city: 'กรุงเทพมหานคร',
        },
      },
    },
    {
      slug: 'th-chiang-mai',
      phone: '+66 53 894 215',
      latitude: 18.799,
      longitude: 98.968,
      clickAndCollect: true,
      hours: every('11:00', '21:00'),
      services: ['makeup', 'brow', 'beauty_class'],
      postcode: '50200',
      texts: {
        en: {
          area: 'Nimman',
          lines: ['Unit 1-12, Level 1, 21 Nimmanhaemin Road', 'Su Thep, Mueang Chiang Mai'],
          city: 'Chiang Mai',
        },
        th: {
          area: 'นิมมาน',
          lines: ['ห้อง 1-12 ชั้น 1 เลขที่ 21 ถนนนิมมานเหมินท์', 'ตำบลสุเทพ อำเภอเมืองเชียงใหม่'],
          city: 'เชียงใหม่',
        },
      },
    },
    {
      slug: 'th-phuket',
      phone: '+66 76 366 128',
      latitude: 7.891,
      longitude: 98.299,
      clickAndCollect: false,
      hours: every('11:00', '23:00'),
      services: ['makeup', 'fragrance_consultation'],
      postcode: '83150',
      texts: {
        en: {
          area: 'Patong',
          lines: ['Unit 3-05, Level 3, 190 Rat-U-Thit 200 Pi Road', 'Patong, Kathu'],
          city: 'Phuket',
        },
        th: {
          area: 'ป่าตอง',
          lines: ['ห้อง 3-05 ชั้น 3 เลขที่ 190 ถนนราษฎร์อุทิศ 200 ปี', 'ตำบลป่าตอง อำเภอกะทู้'],
          city: 'ภูเก็ต',
        },
      },
    },
  ],
};

/** The tables this module fills, children first (the seed empties them in this order). */
export const STORE_TABLES = ['store_services', 'store_hours', 'store_texts', 'stores'] as const;

/** A store's name in a language: the retailer's, then where (a Hong Kong shop is a 店). */
function storeName(language: Language, area: string): string {
  return language === 'zh' ? `${RETAILER} ${area}店` : `${RETAILER} ${area}`;
}

export function storeStatements(): string[] {
  const rows: string[] = [];
  let id = 0;
  for (const country of COUNTRIES) {
    SEEDED_STORES[country].forEach((store, position) => {
      id += 1;
      rows.push(
        insert('stores', {
          id,
          country,
          slug: store.slug,
          phone: store.phone,
          latitude: store.latitude,
          longitude: store.longitude,
          click_and_collect: store.clickAndCollect,
          position,
        }),
      );
      for (const language of SITES[country].languages) {
        const text = store.texts[language];
        if (!text) throw new Error(`${store.slug}: no ${language} texts`);
        rows.push(
          insert('store_texts', {
            store_id: id,
            language,
            name: storeName(language, text.area),
            address_line1: text.lines[0],
            address_line2: text.lines[1] ?? null,
            city: text.city,
            postcode: store.postcode,
          }),
        );
      }
      store.hours.forEach((day, weekday) => {
        if (day)
          rows.push(
            insert('store_hours', { store_id: id, weekday, opens: day[0], closes: day[1] }),
          );
      });
      for (const service of store.services)
        rows.push(insert('store_services', { store_id: id, service }));
    });
  }
  return rows;
}
