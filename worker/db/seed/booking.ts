import type { ActivityKind } from '../../../client/api/booking-contract';
import type { StoreService } from '../../../client/api/store-contract';
import { COUNTRIES, SITES, type Country, type Language } from '../../../client/lib/sites';
import { insertMany, type SqlRow } from './sql';
import { SEEDED_STORES } from './stores';

/**
 * The seeded booking catalogue (docs/booking.md "The seed"): for each site, three activity
 * groups (beauty services, beauty classes, store events), five services, two classes and two
 * events; two or three artists per store working inside its opening hours; classes and events
 * as weekly session rules without an end, so the schedule never runs out whenever the seed is
 * applied; booking questions and banners. Texts in every language of the site (English always,
 * Traditional Chinese in Hong Kong, Thai in Thailand, Indonesian in Indonesia). Deterministic:
 * no clock, no randomness.
 */

/** The tables this module fills, children first (the seed empties them in this order). */
export const BOOKING_TABLES = [
  'booking_claims',
  'holds',
  'reservations',
  'happening_banners',
  'booking_question_texts',
  'booking_questions',
  'session_rules',
  'activity_artists',
  'artist_hours',
  'artists',
  'activity_stores',
  'activity_texts',
  'activities',
  'activity_group_texts',
  'activity_groups',
] as const;

type Texts<T> = { en: T } & Partial<Record<Language, T>>;

const GROUPS: readonly Texts<string>[] = [
  { en: 'Beauty services', zh: '美容服務', th: 'บริการความงาม', id: 'Layanan kecantikan' },
  { en: 'Beauty classes', zh: '美容課程', th: 'คลาสความงาม', id: 'Kelas kecantikan' },
  { en: 'Store events', zh: '店舖活動', th: 'กิจกรรมที่ร้าน', id: 'Acara toko' },
];

interface Text {
  name: string;
  description: string;
}

interface SeedActivity {
  group: 0 | 1 | 2;
  kind: ActivityKind;
  durationMinutes: number;
  /** In "dollars" of the price scale below; null: free. */
  price: number | null;
  appOnly?: boolean;
  invitationOnly?: boolean;
  provider?: 'booxi';
  /** A service: the store service that offers it, and how many of the store's artists do it. */
  service?: StoreService;
  artists?: 'all' | 'two';
  /** A class or an event: its weekly sessions (weekday 0 = Monday, local start, seats). */
  sessions?: readonly { weekday: number; starts: string; seats: number }[];
  /** Where a class or an event is held: stores offering beauty classes, or the flagship. */
  where?: 'classes' | 'flagship';
  questions?: readonly Question[];
  texts: Texts<Text>;
}

interface Question {
  code: string;
  kind: 'choice' | 'text';
  required: boolean;
  options?: readonly string[];
  texts: Texts<{ label: string; options?: Record<string, string> }>;
}

const NOTES: Question = {
  code: 'notes',
  kind: 'text',
  required: false,
  texts: {
    en: { label: 'Anything our artist should know (allergies, preferences)' },
    zh: { label: '有甚麼需要我們的化妝師知道嗎（過敏、喜好）' },
    th: { label: 'สิ่งที่ช่างแต่งหน้าของเราควรทราบ (อาการแพ้ ความชอบ)' },
    id: { label: 'Hal yang perlu diketahui artis kami (alergi, preferensi)' },
  },
};

const SKIN_TYPE: Question = {
  code: 'skin_type',
  kind: 'choice',
  required: true,
  options: ['dry', 'oily', 'combination', 'sensitive', 'normal'],
  texts: {
    en: {
      label: 'Your skin type',
      options: {
        dry: 'Dry',
        oily: 'Oily',
        combination: 'Combination',
        sensitive: 'Sensitive',
        normal: 'Normal',
      },
    },
    zh: {
      label: '您的膚質',
      options: {
        dry: '乾性',
        oily: '油性',
        combination: '混合性',
        sensitive: '敏感性',
        normal: '中性',
      },
    },
    th: {
      label: 'สภาพผิวของคุณ',
      options: {
        dry: 'ผิวแห้ง',
        oily: 'ผิวมัน',
        combination: 'ผิวผสม',
        sensitive: 'ผิวแพ้ง่าย',
        normal: 'ผิวธรรมดา',
      },
    },
    id: {
      label: 'Jenis kulit Anda',
      options: {
        dry: 'Kering',
        oily: 'Berminyak',
        combination: 'Kombinasi',
        sensitive: 'Sensitif',
        normal: 'Normal',
      },
    },
  },
};

const OCCASION: Question = {
  code: 'occasion',
  kind: 'choice',
  required: true,
  options: ['everyday', 'evening', 'wedding', 'photoshoot'],
  texts: {
    en: {
      label: 'The occasion',
      options: {
        everyday: 'Everyday',
        evening: 'Evening out',
        wedding: 'Wedding',
        photoshoot: 'Photo shoot',
      },
    },
    zh: {
      label: '場合',
      options: { everyday: '日常', evening: '晚宴', wedding: '婚禮', photoshoot: '拍攝' },
    },
    th: {
      label: 'โอกาส',
      options: {
        everyday: 'ชีวิตประจำวัน',
        evening: 'งานกลางคืน',
        wedding: 'งานแต่งงาน',
        photoshoot: 'ถ่ายภาพ',
      },
    },
    id: {
      label: 'Acara',
      options: {
        everyday: 'Sehari-hari',
        evening: 'Acara malam',
        wedding: 'Pernikahan',
        photoshoot: 'Pemotretan',
      },
    },
  },
};

export const SEEDED_ACTIVITIES: readonly SeedActivity[] = [
  {
    group: 0,
    kind: 'service',
    durationMinutes: 60,
    price: 60,
    service: 'makeup',
    artists: 'all',
    questions: [OCCASION, NOTES],
    texts: {
      en: {
        name: 'Makeup application',
        description: 'A full look by one of our makeup artists, for the day or an occasion.',
      },
      zh: { name: '專業化妝', description: '由我們的化妝師為您打造完整妝容，適合日常或特別場合。' },
      th: {
        name: 'บริการแต่งหน้า',
        description: 'แต่งหน้าครบลุคโดยช่างแต่งหน้าของเรา สำหรับวันธรรมดาหรือโอกาสพิเศษ',
      },
      id: {
        name: 'Rias wajah',
        description:
          'Tampilan lengkap oleh salah satu penata rias kami, untuk sehari-hari atau acara khusus.',
      },
    },
  },
  {
    group: 0,
    kind: 'service',
    durationMinutes: 30,
    price: 25,
    appOnly: true,
    service: 'brow',
    artists: 'two',
    questions: [NOTES],
    texts: {
      en: {
        name: 'Brow shaping',
        description: 'Brows mapped, shaped and tinted to suit your face.',
      },
      zh: { name: '眉型設計', description: '按您的臉型量度、修飾及染色眉毛。' },
      th: { name: 'จัดทรงคิ้ว', description: 'วัด จัดทรง และย้อมสีคิ้วให้เข้ากับรูปหน้าของคุณ' },
      id: {
        name: 'Pembentukan alis',
        description: 'Alis diukur, dibentuk, dan diwarnai sesuai bentuk wajah Anda.',
      },
    },
  },
  {
    group: 0,
    kind: 'service',
    durationMinutes: 45,
    price: 45,
    service: 'facial',
    artists: 'all',
    questions: [SKIN_TYPE, NOTES],
    texts: {
      en: {
        name: 'Express facial',
        description: 'Cleanse, exfoliate and mask, chosen for your skin.',
      },
      zh: { name: '快速面部護理', description: '按您的膚質進行潔面、去角質及面膜護理。' },
      th: {
        name: 'ทรีตเมนต์ผิวหน้าแบบด่วน',
        description: 'ทำความสะอาด ผลัดเซลล์ผิว และมาสก์ที่เลือกให้เหมาะกับผิวของคุณ',
      },
      id: {
        name: 'Facial ekspres',
        description: 'Pembersihan, eksfoliasi, dan masker sesuai kulit Anda.',
      },
    },
  },
  {
    group: 0,
    kind: 'service',
    durationMinutes: 30,
    price: null,
    service: 'skincare_consultation',
    artists: 'all',
    questions: [SKIN_TYPE, NOTES],
    texts: {
      en: {
        name: 'Skincare consultation',
        description: 'A skin analysis and a routine to take home, free of charge.',
      },
      zh: { name: '護膚諮詢', description: '免費皮膚分析，並為您度身設計護膚程序。' },
      th: { name: 'ปรึกษาเรื่องการดูแลผิว', description: 'วิเคราะห์ผิวและแนะนำขั้นตอนดูแลผิวที่บ้าน ไม่มีค่าใช้จ่าย' },
      id: {
        name: 'Konsultasi perawatan kulit',
        description: 'Analisis kulit dan rutinitas untuk di rumah, tanpa biaya.',
      },
    },
  },
  {
    group: 0,
    kind: 'service',
    durationMinutes: 30,
    price: null,
    provider: 'booxi',
    service: 'fragrance_consultation',
    texts: {
      en: {
        name: 'Fragrance consultation',
        description: 'Find your signature scent with a fragrance expert.',
      },
      zh: { name: '香水諮詢', description: '由香水專家協助您找出專屬香氣。' },
      th: { name: 'ปรึกษาเรื่องน้ำหอม', description: 'ค้นหากลิ่นประจำตัวของคุณกับผู้เชี่ยวชาญด้านน้ำหอม' },
      id: {
        name: 'Konsultasi parfum',
        description: 'Temukan aroma khas Anda bersama ahli parfum.',
      },
    },
  },
  {
    group: 1,
    kind: 'class',
    durationMinutes: 90,
    price: 50,
    where: 'classes',
    sessions: [
      { weekday: 2, starts: '17:00', seats: 8 },
      { weekday: 5, starts: '11:00', seats: 8 },
    ],
    texts: {
      en: {
        name: 'Everyday makeup masterclass',
        description: 'Learn a quick, polished everyday look, step by step, with products to try.',
      },
      zh: {
        name: '日常化妝大師班',
        description: '一步一步學會快捷又精緻的日常妝容，並可試用產品。',
      },
      th: {
        name: 'มาสเตอร์คลาสแต่งหน้าประจำวัน',
        description: 'เรียนรู้การแต่งหน้าประจำวันที่รวดเร็วและดูดีทีละขั้นตอน พร้อมผลิตภัณฑ์ให้ทดลอง',
      },
      id: {
        name: 'Kelas master rias sehari-hari',
        description:
          'Pelajari tampilan sehari-hari yang cepat dan rapi, langkah demi langkah, dengan produk untuk dicoba.',
      },
    },
  },
  {
    group: 1,
    kind: 'class',
    durationMinutes: 60,
    price: null,
    where: 'classes',
    sessions: [{ weekday: 6, starts: '14:00', seats: 10 }],
    texts: {
      en: {
        name: 'Skincare basics',
        description: 'Cleansing, layering and sun protection explained, in a small group.',
      },
      zh: { name: '護膚基礎班', description: '以小組形式講解潔面、護膚次序及防曬。' },
      th: {
        name: 'พื้นฐานการดูแลผิว',
        description: 'อธิบายการทำความสะอาด การลงผลิตภัณฑ์ตามลำดับ และการปกป้องผิวจากแดด ในกลุ่มเล็ก',
      },
      id: {
        name: 'Dasar perawatan kulit',
        description:
          'Pembersihan, urutan pemakaian produk, dan perlindungan matahari dijelaskan dalam kelompok kecil.',
      },
    },
  },
  {
    group: 2,
    kind: 'event',
    durationMinutes: 120,
    price: null,
    where: 'flagship',
    sessions: [{ weekday: 4, starts: '17:00', seats: 30 }],
    texts: {
      en: {
        name: 'New season launch',
        description: 'Meet the new arrivals with our artists, demonstrations and treats.',
      },
      zh: {
        name: '新季度產品發佈',
        description: '與我們的化妝師一同率先體驗新品，現場示範及小禮品。',
      },
      th: {
        name: 'เปิดตัวคอลเลกชันใหม่',
        description: 'พบกับสินค้าใหม่ พร้อมการสาธิตจากช่างแต่งหน้าของเราและของว่าง',
      },
      id: {
        name: 'Peluncuran musim baru',
        description: 'Kenali produk terbaru bersama artis kami, dengan demonstrasi dan suguhan.',
      },
    },
  },
  {
    group: 2,
    kind: 'event',
    durationMinutes: 90,
    price: null,
    invitationOnly: true,
    where: 'flagship',
    sessions: [{ weekday: 3, starts: '17:30', seats: 20 }],
    texts: {
      en: {
        name: 'Gold preview evening',
        description:
          'An evening for Beauty Pass Gold members: first look at the season, by invitation.',
      },
      zh: {
        name: '金卡會員預覽之夜',
        description: 'Beauty Pass 金卡會員專屬晚會：率先預覽新季度產品，憑邀請出席。',
      },
      th: {
        name: 'ค่ำคืนพรีวิวสำหรับสมาชิก Gold',
        description: 'ค่ำคืนสำหรับสมาชิก Beauty Pass Gold ชมคอลเลกชันใหม่ก่อนใคร เฉพาะผู้ได้รับเชิญ',
      },
      id: {
        name: 'Malam pratinjau Gold',
        description:
          'Malam untuk anggota Beauty Pass Gold: lihat koleksi musim ini lebih dulu, khusus undangan.',
      },
    },
  },
];

/**
 * Minor units of each currency per "dollar" of the seed's price scale: prices that read as
 * real ones in each country (a 60-dollar makeup is HK$360, ฿1,500, Rp720.000).
 */
const PRICE_SCALE: Record<string, number> = {
  AUD: 100,
  NZD: 110,
  SGD: 100,
  MYR: 300,
  HKD: 600,
  PHP: 4000,
  THB: 2500,
  IDR: 12000,
};

const ARTIST_NAMES: Record<Country, readonly string[]> = {
  au: [
    'Chloe Martin',
    'Olivia Nguyen',
    'Jack Wilson',
    'Mia Taylor',
    'Sophie Brown',
    'Liam Chen',
    'Ruby Walker',
    'Grace Lee',
    'Ella Harris',
    'Noah Singh',
    'Zara Kelly',
    'Ava Scott',
    'Isla Reid',
    'Leo Park',
    'Amelia White',
  ],
  hk: [
    'Chan Wing Yan',
    'Wong Ka Man',
    'Lee Hoi Ying',
    'Cheung Mei Ling',
    'Lau Tsz Kei',
    'Ng Sze Wan',
    'Ho Ka Lok',
    'Yip Wai Sum',
    'Tang Hiu Tung',
    'Leung Yuen Ting',
    'Kwok Man Wai',
    'Fung Ching Yi',
  ],
  id: [
    'Putri Lestari',
    'Dewi Anggraini',
    'Rizky Pratama',
    'Ayu Wulandari',
    'Sari Rahmawati',
    'Nadia Putri',
    'Indah Permata',
    'Bayu Saputra',
    'Maya Kartika',
    'Fitri Handayani',
    'Rina Susanti',
    'Dian Purnama',
  ],
  my: [
    'Nur Aisyah',
    'Tan Mei Ling',
    'Priya Nair',
    'Siti Hajar',
    'Lim Wei Ting',
    'Farah Nadia',
    'Kavitha Raj',
    'Ong Jia Hui',
    'Aina Sofea',
    'Chong Xin Yi',
    'Deepa Menon',
    'Hana Iskandar',
  ],
  nz: [
    'Aroha Ngata',
    'Emma Clarke',
    'Hannah Smith',
    'Mere Parata',
    'Lucy Thompson',
    'Georgia Hall',
    'Kiri Tane',
    'Sophie Adams',
    'Anna Wright',
  ],
  ph: [
    'Maria Santos',
    'Angelica Reyes',
    'Kristine Cruz',
    'Jasmine Bautista',
    'Camille Garcia',
    'Patricia Ramos',
    'Bea Mendoza',
    'Nicole Flores',
    'Trisha Aquino',
    'Joanna Villanueva',
    'Carla Torres',
    'Denise Castillo',
  ],
  sg: [
    'Rachel Tan',
    'Nurul Huda',
    'Michelle Lim',
    'Kavya Iyer',
    'Jolene Goh',
    'Sharifah Aziz',
    'Vanessa Ng',
    'Cheryl Koh',
    'Divya Pillai',
    'Amanda Teo',
    'Hazel Chua',
    'Yasmin Rahman',
  ],
  th: [
    'Ploy Chaiyaporn',
    'Nok Srisuk',
    'Fah Wongsakul',
    'Mint Rattanakorn',
    'Pim Suwannarat',
    'Bee Thongchai',
    'Aom Kittisak',
    'Ice Boonmee',
    'Fern Jantawan',
    'Nan Sombat',
    'Kwan Prasert',
    'Gift Saelim',
  ],
};

/** Minutes of 'HH:MM', and back. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const clock = (value: number) =>
  `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;

/**
 * An artist's hours on a day the store opens: the first works from opening, the second until
 * closing, each at most eight hours (the whole day when it is shorter); the third, at a
 * flagship, the middle of the day. Each is off one weekday. Always inside the store's hours.
 */
function artistDay(
  position: number,
  weekday: number,
  store: readonly [string, string] | null,
): [string, string] | null {
  if (!store) return null;
  if (weekday === [0, 6, 2][position]) return null;
  const [opens, closes] = [minutes(store[0]), minutes(store[1])];
  const shift = Math.min(8 * 60, closes - opens);
  if (position === 0) return [store[0], clock(opens + shift)];
  if (position === 1) return [clock(closes - shift), store[1]];
  const middle = Math.floor((opens + closes) / 2 / 15) * 15;
  return [clock(Math.max(opens, middle - 4 * 60)), clock(Math.min(closes, middle + 4 * 60))];
}

const BANNERS: Texts<readonly { title: string; body: string; href: string }[]> = {
  en: [
    {
      title: 'Book a makeup session',
      body: 'One of our artists, one hour, the look you want.',
      href: '/happening/services',
    },
    {
      title: 'Classes every week',
      body: 'Learn from our artists in small groups, in store.',
      href: '/happening/services',
    },
  ],
  zh: [
    {
      title: '預約化妝服務',
      body: '由我們的化妝師花一小時為您打造理想妝容。',
      href: '/happening/services',
    },
    {
      title: '每週美容課程',
      body: '在店舖以小組形式向我們的化妝師學習。',
      href: '/happening/services',
    },
  ],
  th: [
    {
      title: 'จองบริการแต่งหน้า',
      body: 'ช่างแต่งหน้าของเรา หนึ่งชั่วโมง กับลุคที่คุณต้องการ',
      href: '/happening/services',
    },
    {
      title: 'คลาสทุกสัปดาห์',
      body: 'เรียนรู้จากช่างแต่งหน้าของเราในกลุ่มเล็กที่ร้าน',
      href: '/happening/services',
    },
  ],
  id: [
    {
      title: 'Pesan sesi rias wajah',
      body: 'Salah satu artis kami, satu jam, tampilan yang Anda inginkan.',
      href: '/happening/services',
    },
    {
      title: 'Kelas setiap minggu',
      body: 'Belajar dari artis kami dalam kelompok kecil, di toko.',
      href: '/happening/services',
    },
  ],
};

function textOf<T>(texts: Texts<T>, language: Language, what: string): T {
  const text = texts[language];
  if (!text) throw new Error(`${what}: no ${language} text`);
  return text;
}

type Row = Record<string, string | number | boolean | null>;

/** A row of a table, gathered by `Rows`. */
const insert = (table: string, row: Row) => ({ table, row });

/**
 * The rows, gathered per table in the order tables first appear (parents before children), as
 * multi-row INSERTs: the seed stays under its statement budget (test/worker/db/seed).
 */
class Rows {
  private readonly tables = new Map<string, { columns: string[]; rows: SqlRow[] }>();

  push({ table, row }: { table: string; row: Row }): void {
    const columns = Object.keys(row);
    const entry = this.tables.get(table) ?? { columns, rows: [] };
    if (entry.columns.join() !== columns.join()) throw new Error(`${table}: other columns`);
    entry.rows.push(columns.map((column) => row[column]));
    this.tables.set(table, entry);
  }

  statements(): string[] {
    return [...this.tables].flatMap(([table, { columns, rows }]) =>
      insertMany(table, columns, rows),
    );
  }
}

export function bookingStatements(): string[] {
  const rows = new Rows();
  let storeId = 0;
  let groupId = 0;
  let activityId = 0;
  let artistId = 0;
  let ruleId = 0;
  let questionId = 0;
  let bannerId = 0;
  for (const country of COUNTRIES) {
    const { languages, currency } = SITES[country];
    const stores = SEEDED_STORES[country].map((store) => ({ ...store, id: (storeId += 1) }));

    const groups = GROUPS.map((names, position) => {
      groupId += 1;
      rows.push(insert('activity_groups', { id: groupId, country, position }));
      for (const language of languages)
        rows.push(
          insert('activity_group_texts', {
            group_id: groupId,
            language,
            name: textOf(names, language, 'group'),
          }),
        );
      return groupId;
    });

    // Two or three artists a store (three at the flagship), named in the country's way.
    const names = ARTIST_NAMES[country];
    let nameIndex = 0;
    const artistsOf = new Map<number, number[]>();
    for (const store of stores) {
      const count = store.slug.endsWith('-flagship') ? 3 : 2;
      const ids: number[] = [];
      for (let position = 0; position < count; position += 1) {
        artistId += 1;
        ids.push(artistId);
        rows.push(
          insert('artists', {
            id: artistId,
            store_id: store.id,
            name: names[nameIndex % names.length],
            position,
          }),
        );
        nameIndex += 1;
        store.hours.forEach((day, weekday) => {
          const hours = artistDay(position, weekday, day);
          if (hours)
            rows.push(
              insert('artist_hours', {
                artist_id: artistId,
                weekday,
                starts: hours[0],
                ends: hours[1],
              }),
            );
        });
      }
      artistsOf.set(store.id, ids);
    }

    SEEDED_ACTIVITIES.forEach((activity, position) => {
      const offering = stores.filter((store) =>
        activity.service
          ? store.services.includes(activity.service)
          : activity.where === 'classes'
            ? store.services.includes('beauty_class')
            : store.slug.endsWith('-flagship'),
      );
      // A service no store of the site offers (New Zealand's facial) is not listed there.
      if (!offering.length) return;
      activityId += 1;
      rows.push(
        insert('activities', {
          id: activityId,
          country,
          group_id: groups[activity.group],
          kind: activity.kind,
          duration_minutes: activity.durationMinutes,
          price: activity.price === null ? null : activity.price * PRICE_SCALE[currency],
          app_only: activity.appOnly ?? false,
          invitation_only: activity.invitationOnly ?? false,
          provider: activity.provider ?? 'store',
          position,
        }),
      );
      for (const language of languages) {
        const text = textOf(activity.texts, language, `activity ${activityId}`);
        rows.push(
          insert('activity_texts', {
            activity_id: activityId,
            language,
            name: text.name,
            description: text.description,
          }),
        );
      }
      for (const store of offering) {
        rows.push(
          insert('activity_stores', { activity_id: activityId, store_id: store.id, country }),
        );
        if (activity.kind === 'service' && activity.provider !== 'booxi') {
          const team = artistsOf.get(store.id) ?? [];
          for (const artist of activity.artists === 'two' ? team.slice(0, 2) : team)
            rows.push(
              insert('activity_artists', {
                activity_id: activityId,
                store_id: store.id,
                artist_id: artist,
              }),
            );
        }
        for (const session of activity.sessions ?? []) {
          const day = store.hours[session.weekday];
          const ends = minutes(session.starts) + activity.durationMinutes;
          if (!day || session.starts < day[0] || ends > minutes(day[1]))
            throw new Error(`${store.slug}: a session outside the opening hours`);
          ruleId += 1;
          rows.push(
            insert('session_rules', {
              id: ruleId,
              activity_id: activityId,
              store_id: store.id,
              weekday: session.weekday,
              starts: session.starts,
              seats: session.seats,
              first_day: null,
              last_day: null,
            }),
          );
        }
      }
      (activity.questions ?? []).forEach((question, index) => {
        questionId += 1;
        rows.push(
          insert('booking_questions', {
            id: questionId,
            activity_id: activityId,
            code: question.code,
            kind: question.kind,
            required: question.required,
            options: question.options ? JSON.stringify(question.options) : null,
            position: index,
          }),
        );
        for (const language of languages) {
          const text = textOf(question.texts, language, `question ${question.code}`);
          rows.push(
            insert('booking_question_texts', {
              question_id: questionId,
              language,
              label: text.label,
              option_labels: text.options ? JSON.stringify(text.options) : null,
            }),
          );
        }
      });
    });

    for (const language of languages)
      textOf(BANNERS, language, 'banners').forEach((banner, position) => {
        bannerId += 1;
        rows.push(
          insert('happening_banners', { id: bannerId, country, language, ...banner, position }),
        );
      });
  }
  return rows.statements();
}
