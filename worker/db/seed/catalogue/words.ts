import type { Language } from '../../../../client/lib/sites';

/**
 * Word lists of the generated catalogue, translated into the four languages (zh is Hong Kong
 * Traditional Chinese). Names are put together from a collection, an adjective and the
 * product type; descriptions and reviews from sentences. Every name is fictional.
 */
export type Text = Readonly<Record<Language, string>>;

/** Top categories of the tree; each is also an image kind (client/lib/images.ts). */
export type TopSlug = 'makeup' | 'skincare' | 'fragrance' | 'hair' | 'bath-body';

export const COLLECTIONS: readonly Text[] = [
  { en: 'Rose Garden', zh: '玫瑰花園', id: 'Taman Mawar', th: 'สวนกุหลาบ' },
  { en: 'Golden Hour', zh: '黃金時刻', id: 'Senja Keemasan', th: 'แสงทองยามเย็น' },
  { en: 'Ocean Mist', zh: '海洋薄霧', id: 'Kabut Samudra', th: 'ไอทะเล' },
  { en: 'Cherry Blossom', zh: '櫻花', id: 'Bunga Sakura', th: 'ดอกซากุระ' },
  { en: 'Midnight', zh: '午夜', id: 'Tengah Malam', th: 'เที่ยงคืน' },
  { en: 'Moonlight', zh: '月光', id: 'Cahaya Bulan', th: 'แสงจันทร์' },
  { en: 'Citrus Grove', zh: '柑橘園', id: 'Kebun Jeruk', th: 'สวนส้ม' },
  { en: 'Silk Petal', zh: '絲綢花瓣', id: 'Kelopak Sutra', th: 'กลีบไหม' },
  { en: 'Jade Tea', zh: '翡翠茶', id: 'Teh Giok', th: 'ชาหยก' },
  { en: 'Lotus Dew', zh: '蓮露', id: 'Embun Teratai', th: 'น้ำค้างดอกบัว' },
  { en: 'Amber Dusk', zh: '琥珀黃昏', id: 'Senja Amber', th: 'อำพันยามสนธยา' },
  { en: 'Coconut Cloud', zh: '椰子雲朵', id: 'Awan Kelapa', th: 'เมฆมะพร้าว' },
  { en: 'Orchid Rain', zh: '蘭花雨', id: 'Hujan Anggrek', th: 'สายฝนกล้วยไม้' },
  { en: 'Pearl Glow', zh: '珍珠光', id: 'Kilau Mutiara', th: 'ประกายมุก' },
  { en: 'Velvet Night', zh: '絲絨之夜', id: 'Malam Beludru', th: 'ราตรีกำมะหยี่' },
  { en: 'Sunrise', zh: '日出', id: 'Matahari Terbit', th: 'รุ่งอรุณ' },
  { en: 'Wild Fig', zh: '野生無花果', id: 'Ara Liar', th: 'มะเดื่อป่า' },
  { en: 'Sea Salt', zh: '海鹽', id: 'Garam Laut', th: 'เกลือทะเล' },
  { en: 'Honey Oat', zh: '蜂蜜燕麥', id: 'Madu Gandum', th: 'น้ำผึ้งข้าวโอ๊ต' },
  { en: 'Green Tea', zh: '綠茶', id: 'Teh Hijau', th: 'ชาเขียว' },
  { en: 'Vanilla Bean', zh: '雲呢拿', id: 'Biji Vanila', th: 'วานิลลา' },
  { en: 'Peony', zh: '牡丹', id: 'Peoni', th: 'ดอกโบตั๋น' },
  { en: 'Bamboo', zh: '翠竹', id: 'Bambu', th: 'ไผ่เขียว' },
  { en: 'Monsoon', zh: '季風', id: 'Musim Hujan', th: 'มรสุม' },
];

export const ADJECTIVES: Readonly<Record<TopSlug, readonly Text[]>> = {
  makeup: [
    { en: 'Matte', zh: '霧面', id: 'Matte', th: 'เนื้อแมตต์' },
    { en: 'Satin', zh: '緞光', id: 'Satin', th: 'ซาติน' },
    { en: 'Long-Wear', zh: '持久', id: 'Tahan Lama', th: 'ติดทนนาน' },
    { en: 'Luminous', zh: '光采', id: 'Bercahaya', th: 'เปล่งประกาย' },
    { en: 'Velvet', zh: '絲絨', id: 'Velvet', th: 'เนื้อกำมะหยี่' },
    { en: 'Sheer', zh: '透薄', id: 'Tipis', th: 'บางเบา' },
    { en: 'Creamy', zh: '柔滑', id: 'Creamy', th: 'เนื้อครีม' },
    { en: 'Glossy', zh: '亮澤', id: 'Berkilau', th: 'ฉ่ำวาว' },
    { en: 'Weightless', zh: '輕盈', id: 'Ringan', th: 'ไร้น้ำหนัก' },
    { en: 'Soft-Focus', zh: '柔焦', id: 'Soft Focus', th: 'ซอฟต์โฟกัส' },
  ],
  skincare: [
    { en: 'Hydrating', zh: '保濕', id: 'Hidrasi', th: 'เติมความชุ่มชื้น' },
    { en: 'Brightening', zh: '亮白', id: 'Mencerahkan', th: 'เพื่อผิวกระจ่างใส' },
    { en: 'Calming', zh: '舒緩', id: 'Menenangkan', th: 'ปลอบประโลมผิว' },
    { en: 'Renewing', zh: '煥膚', id: 'Peremajaan', th: 'ฟื้นบำรุงผิว' },
    { en: 'Firming', zh: '緊緻', id: 'Mengencangkan', th: 'กระชับผิว' },
    { en: 'Gentle', zh: '溫和', id: 'Lembut', th: 'อ่อนโยน' },
    { en: 'Nourishing', zh: '滋養', id: 'Bernutrisi', th: 'บำรุงล้ำลึก' },
    { en: 'Purifying', zh: '淨化', id: 'Pemurni', th: 'เพื่อผิวสะอาดบริสุทธิ์' },
    { en: 'Radiant', zh: '煥采', id: 'Bercahaya', th: 'เพื่อผิวโกลว์' },
    { en: 'Repairing', zh: '修護', id: 'Perbaikan', th: 'ซ่อมแซมผิว' },
  ],
  fragrance: [
    { en: 'Intense', zh: '馥郁', id: 'Intens', th: 'อินเทนส์' },
    { en: 'Fresh', zh: '清新', id: 'Segar', th: 'สดชื่น' },
    { en: 'Floral', zh: '花香', id: 'Floral', th: 'กลิ่นดอกไม้' },
    { en: 'Woody', zh: '木質', id: 'Woody', th: 'กลิ่นวู้ดดี้' },
    { en: 'Amber', zh: '琥珀', id: 'Amber', th: 'กลิ่นแอมเบอร์' },
    { en: 'Citrus', zh: '柑橘', id: 'Sitrus', th: 'กลิ่นซิตรัส' },
    { en: 'Musk', zh: '麝香', id: 'Musk', th: 'กลิ่นมัสก์' },
    { en: 'Powdery', zh: '粉感', id: 'Powdery', th: 'กลิ่นแป้งหอม' },
    { en: 'Spiced', zh: '辛香', id: 'Rempah', th: 'กลิ่นสไปซ์' },
  ],
  hair: [
    { en: 'Smoothing', zh: '柔順', id: 'Menghaluskan', th: 'เพื่อผมเรียบลื่น' },
    { en: 'Volumising', zh: '豐盈', id: 'Volume', th: 'เพิ่มวอลลุ่ม' },
    { en: 'Repairing', zh: '修護', id: 'Perbaikan', th: 'ฟื้นฟูผมเสีย' },
    { en: 'Clarifying', zh: '淨化', id: 'Pembersih Ekstra', th: 'ทำความสะอาดล้ำลึก' },
    { en: 'Nourishing', zh: '滋養', id: 'Bernutrisi', th: 'บำรุงล้ำลึก' },
    { en: 'Colour-Care', zh: '護色', id: 'Perawatan Warna', th: 'ถนอมสีผม' },
    { en: 'Strengthening', zh: '強韌', id: 'Menguatkan', th: 'เสริมความแข็งแรง' },
    { en: 'Shine', zh: '亮澤', id: 'Berkilau', th: 'เงางาม' },
  ],
  'bath-body': [
    { en: 'Nourishing', zh: '滋養', id: 'Bernutrisi', th: 'บำรุงล้ำลึก' },
    { en: 'Softening', zh: '柔膚', id: 'Melembutkan', th: 'เพื่อผิวนุ่ม' },
    { en: 'Silky', zh: '絲滑', id: 'Halus', th: 'นุ่มลื่น' },
    { en: 'Soothing', zh: '舒緩', id: 'Menenangkan', th: 'ปลอบประโลมผิว' },
    { en: 'Intensive', zh: '深層', id: 'Intensif', th: 'เข้มข้น' },
    { en: 'Fresh', zh: '清新', id: 'Segar', th: 'สดชื่น' },
    { en: 'Whipped', zh: '慕絲', id: 'Whipped', th: 'เนื้อวิป' },
    { en: 'Restoring', zh: '修復', id: 'Pemulih', th: 'ฟื้นฟูผิว' },
  ],
};

/** The product type of each subcategory, singular, as it stands in a product name. */
export const PRODUCT_TYPES: Readonly<Record<string, Text>> = {
  foundation: { en: 'Foundation', zh: '粉底液', id: 'Alas Bedak', th: 'รองพื้น' },
  concealer: { en: 'Concealer', zh: '遮瑕膏', id: 'Concealer', th: 'คอนซีลเลอร์' },
  blush: { en: 'Blush', zh: '胭脂', id: 'Perona Pipi', th: 'บลัชออน' },
  lipstick: { en: 'Lipstick', zh: '唇膏', id: 'Lipstik', th: 'ลิปสติก' },
  'lip-gloss': { en: 'Lip Gloss', zh: '唇彩', id: 'Lip Gloss', th: 'ลิปกลอส' },
  mascara: { en: 'Mascara', zh: '睫毛液', id: 'Maskara', th: 'มาสคาร่า' },
  eyeshadow: { en: 'Eyeshadow', zh: '眼影', id: 'Eyeshadow', th: 'อายแชโดว์' },
  'face-wash': { en: 'Face Wash', zh: '潔面乳', id: 'Sabun Wajah', th: 'โฟมล้างหน้า' },
  'cleansing-oil': { en: 'Cleansing Oil', zh: '卸妝油', id: 'Minyak Pembersih', th: 'คลีนซิ่งออยล์' },
  serums: { en: 'Serum', zh: '精華液', id: 'Serum', th: 'เซรั่ม' },
  masks: { en: 'Mask', zh: '面膜', id: 'Masker', th: 'มาสก์หน้า' },
  'day-cream': { en: 'Day Cream', zh: '日霜', id: 'Krim Siang', th: 'เดย์ครีม' },
  'night-cream': { en: 'Night Cream', zh: '晚霜', id: 'Krim Malam', th: 'ไนท์ครีม' },
  'eau-de-parfum': { en: 'Eau de Parfum', zh: '濃香水', id: 'Eau de Parfum', th: 'โอเดอพาร์ฟูม' },
  'eau-de-toilette': {
    en: 'Eau de Toilette',
    zh: '淡香水',
    id: 'Eau de Toilette',
    th: 'โอเดอทอยเล็ต',
  },
  cologne: { en: 'Cologne', zh: '古龍水', id: 'Cologne', th: 'โคโลญ' },
  shampoo: { en: 'Shampoo', zh: '洗髮水', id: 'Sampo', th: 'แชมพู' },
  conditioner: { en: 'Conditioner', zh: '護髮素', id: 'Kondisioner', th: 'ครีมนวดผม' },
  'body-lotion': { en: 'Body Lotion', zh: '潤膚露', id: 'Losion Tubuh', th: 'โลชั่นทาผิว' },
  'hand-cream': { en: 'Hand Cream', zh: '護手霜', id: 'Krim Tangan', th: 'ครีมทามือ' },
};

/** A product name in a language's word order. */
export function productName(
  language: Language,
  collection: string,
  adjective: string,
  type: string,
): string {
  switch (language) {
    case 'en':
      return `${collection} ${adjective} ${type}`;
    case 'zh':
      return `${collection}${adjective}${type}`;
    case 'id':
      return `${type} ${adjective} ${collection}`;
    case 'th':
      return `${type}${adjective} ${collection}`;
  }
}

/** Shade palettes of the makeup subcategories: a name and a colour. */
type Palette = readonly (readonly [string, string])[];
const SKIN: Palette = [
  ['Porcelain', '#f6e0d0'],
  ['Ivory', '#f1d5bd'],
  ['Fair', '#ebc8ab'],
  ['Light Beige', '#e3bc9a'],
  ['Natural', '#d9ab86'],
  ['Sand', '#cf9f79'],
  ['Honey', '#c18c62'],
  ['Golden', '#b27c50'],
  ['Caramel', '#a26a42'],
  ['Chestnut', '#8a5636'],
  ['Mocha', '#74452a'],
  ['Espresso', '#5a3320'],
  ['Ebony', '#432618'],
];
const LIPS: Palette = [
  ['Rosewood', '#9e4f5a'],
  ['Cherry', '#a3172c'],
  ['Coral Crush', '#f0644f'],
  ['Nude Petal', '#c98f83'],
  ['Berry Kiss', '#7b1e45'],
  ['Ruby', '#9b111e'],
  ['Mauve', '#a86a7e'],
  ['Brick', '#9c3d2e'],
  ['Fuchsia', '#c2185b'],
  ['Peach', '#f4a384'],
  ['Plum', '#5e2145'],
  ['Scarlet', '#d0282e'],
  ['Toffee', '#a0674b'],
  ['Pink Sand', '#dca0a0'],
  ['Wine', '#6d1a2c'],
];
export const SHADES: Readonly<Record<string, Palette>> = {
  foundation: SKIN,
  concealer: SKIN,
  blush: [
    ['Peach Glow', '#f6a98f'],
    ['Rose', '#e4868f'],
    ['Apricot', '#f2a06b'],
    ['Berry', '#b44a6a'],
    ['Coral', '#f07a6a'],
    ['Mauve', '#c08497'],
    ['Terracotta', '#c56a4e'],
    ['Petal Pink', '#f4a6b8'],
  ],
  lipstick: LIPS,
  'lip-gloss': LIPS,
  mascara: [
    ['Black', '#111111'],
    ['Brown Black', '#2b1d14'],
    ['Brown', '#4a2f1d'],
    ['Navy', '#1f2a44'],
    ['Burgundy', '#4a1525'],
  ],
  eyeshadow: [
    ['Champagne', '#e9d6b0'],
    ['Bronze', '#a0692e'],
    ['Taupe', '#8b7d6b'],
    ['Plum', '#6b3a5a'],
    ['Copper', '#b66a3c'],
    ['Olive', '#6b6b3a'],
    ['Navy', '#263a5e'],
    ['Rose Gold', '#d4a093'],
    ['Smoke', '#4a4a4f'],
    ['Gold', '#caa24a'],
    ['Emerald', '#2e6b4f'],
    ['Cocoa', '#6f4e37'],
  ],
};

/**
 * The shade names of the palettes above in Chinese, Indonesian and Thai, by their English name
 * (which the variant row keeps). Shade names are read aloud in the legend and the image
 * alternatives, so they are translated like the rest of the product, not left in English.
 */
const SHADE_TRANSLATIONS: Readonly<Record<string, Omit<Text, 'en'>>> = {
  Porcelain: { zh: '瓷白', id: 'Porselen', th: 'ขาวกระเบื้อง' },
  Ivory: { zh: '象牙白', id: 'Gading', th: 'งาช้าง' },
  Fair: { zh: '白皙', id: 'Cerah', th: 'ผิวขาว' },
  'Light Beige': { zh: '淺米色', id: 'Krem Muda', th: 'เบจอ่อน' },
  Natural: { zh: '自然色', id: 'Alami', th: 'ธรรมชาติ' },
  Sand: { zh: '沙色', id: 'Pasir', th: 'สีทราย' },
  Honey: { zh: '蜜糖色', id: 'Madu', th: 'น้ำผึ้ง' },
  Golden: { zh: '金黃', id: 'Keemasan', th: 'สีทอง' },
  Caramel: { zh: '焦糖', id: 'Karamel', th: 'คาราเมล' },
  Chestnut: { zh: '栗色', id: 'Kastanye', th: 'สีเกาลัด' },
  Mocha: { zh: '摩卡', id: 'Moka', th: 'มอคค่า' },
  Espresso: { zh: '特濃咖啡', id: 'Espreso', th: 'เอสเปรสโซ' },
  Ebony: { zh: '烏木', id: 'Eboni', th: 'ไม้มะเกลือ' },
  Rosewood: { zh: '玫瑰木', id: 'Kayu Mawar', th: 'โรสวูด' },
  Cherry: { zh: '櫻桃紅', id: 'Ceri', th: 'เชอร์รี่' },
  'Coral Crush': { zh: '珊瑚橙', id: 'Koral Segar', th: 'ปะการังสด' },
  'Nude Petal': { zh: '裸色花瓣', id: 'Kelopak Nude', th: 'กลีบนู้ด' },
  'Berry Kiss': { zh: '莓果之吻', id: 'Kecupan Beri', th: 'จุมพิตเบอร์รี่' },
  Ruby: { zh: '紅寶石', id: 'Rubi', th: 'ทับทิม' },
  Mauve: { zh: '淡紫', id: 'Lembayung Muda', th: 'ม่วงอ่อน' },
  Brick: { zh: '磚紅', id: 'Merah Bata', th: 'สีอิฐ' },
  Fuchsia: { zh: '紫紅', id: 'Fuksia', th: 'ฟิวเชีย' },
  Peach: { zh: '蜜桃', id: 'Persik', th: 'พีช' },
  Plum: { zh: '梅子紫', id: 'Prem', th: 'พลัม' },
  Scarlet: { zh: '猩紅', id: 'Merah Menyala', th: 'แดงสด' },
  Toffee: { zh: '太妃糖', id: 'Tofi', th: 'ทอฟฟี่' },
  'Pink Sand': { zh: '粉紅沙', id: 'Pasir Merah Muda', th: 'ทรายชมพู' },
  Wine: { zh: '酒紅', id: 'Merah Anggur', th: 'ไวน์แดง' },
  'Peach Glow': { zh: '蜜桃光', id: 'Kilau Persik', th: 'พีชเปล่งปลั่ง' },
  Rose: { zh: '玫瑰', id: 'Mawar', th: 'กุหลาบ' },
  Apricot: { zh: '杏桃', id: 'Aprikot', th: 'แอปริคอต' },
  Berry: { zh: '莓果', id: 'Beri', th: 'เบอร์รี่' },
  Coral: { zh: '珊瑚', id: 'Koral', th: 'ปะการัง' },
  Terracotta: { zh: '赤陶', id: 'Terakota', th: 'เทอร์ราคอตต้า' },
  'Petal Pink': { zh: '花瓣粉', id: 'Merah Muda Kelopak', th: 'ชมพูกลีบดอก' },
  Black: { zh: '黑色', id: 'Hitam', th: 'ดำ' },
  'Brown Black': { zh: '啡黑', id: 'Hitam Kecokelatan', th: 'ดำอมน้ำตาล' },
  Brown: { zh: '啡色', id: 'Cokelat', th: 'น้ำตาล' },
  Navy: { zh: '海軍藍', id: 'Biru Dongker', th: 'กรมท่า' },
  Burgundy: { zh: '勃艮第紅', id: 'Merah Burgundi', th: 'เบอร์กันดี' },
  Champagne: { zh: '香檳', id: 'Sampanye', th: 'แชมเปญ' },
  Bronze: { zh: '古銅', id: 'Perunggu', th: 'บรอนซ์' },
  Taupe: { zh: '灰褐', id: 'Abu Kecokelatan', th: 'เทาอมน้ำตาล' },
  Copper: { zh: '銅色', id: 'Tembaga', th: 'ทองแดง' },
  Olive: { zh: '橄欖綠', id: 'Zaitun', th: 'เขียวมะกอก' },
  'Rose Gold': { zh: '玫瑰金', id: 'Emas Mawar', th: 'โรสโกลด์' },
  Smoke: { zh: '煙灰', id: 'Asap', th: 'ควันเทา' },
  Gold: { zh: '金色', id: 'Emas', th: 'ทอง' },
  Emerald: { zh: '祖母綠', id: 'Zamrud', th: 'มรกต' },
  Cocoa: { zh: '可可', id: 'Kakao', th: 'โกโก้' },
};

/**
 * A shade's name in the four languages, from its English palette name; a foundation number
 * ("Porcelain 110") stays as it is after the translated name. A name missing a translation
 * stops the seed rather than show English in another language.
 */
export function shadeText(english: string): Text {
  const [, base, number] = /^(.*?)(?: (\d+))?$/.exec(english) ?? [];
  const translated = SHADE_TRANSLATIONS[base];
  if (!translated) throw new Error(`shade "${english}" has no translations`);
  const withNumber = (name: string) => (number ? `${name} ${number}` : name);
  return {
    en: english,
    zh: withNumber(translated.zh),
    id: withNumber(translated.id),
    th: withNumber(translated.th),
  };
}

/** Shades per makeup product: [fewest, most]. */
export const SHADE_COUNT: Readonly<Record<string, readonly [number, number]>> = {
  foundation: [6, 12],
  concealer: [4, 9],
  blush: [3, 7],
  lipstick: [5, 12],
  'lip-gloss': [4, 9],
  mascara: [1, 3],
  eyeshadow: [4, 9],
};

/** The one size of a makeup product; the sizes a product of the other subcategories comes in. */
export const SIZES: Readonly<Record<string, readonly string[]>> = {
  foundation: ['30 ml'],
  concealer: ['6 ml'],
  blush: ['5 g'],
  lipstick: ['3.5 g'],
  'lip-gloss': ['7 ml'],
  mascara: ['9 ml'],
  eyeshadow: ['1.8 g'],
  'face-wash': ['100 ml', '150 ml', '200 ml'],
  'cleansing-oil': ['100 ml', '200 ml'],
  serums: ['15 ml', '30 ml', '50 ml'],
  masks: ['50 ml', '75 ml', '100 ml'],
  'day-cream': ['30 ml', '50 ml', '75 ml'],
  'night-cream': ['30 ml', '50 ml', '75 ml'],
  'eau-de-parfum': ['30 ml', '50 ml', '100 ml'],
  'eau-de-toilette': ['30 ml', '50 ml', '100 ml'],
  cologne: ['50 ml', '100 ml', '150 ml'],
  shampoo: ['250 ml', '500 ml', '1 l'],
  conditioner: ['250 ml', '500 ml', '1 l'],
  'body-lotion': ['200 ml', '400 ml'],
  'hand-cream': ['30 ml', '75 ml'],
};

/** Price of the smallest size in Singapore dollars: [lowest, highest]. */
export const BASE_PRICE_SGD: Readonly<Record<string, readonly [number, number]>> = {
  foundation: [38, 95],
  concealer: [28, 62],
  blush: [24, 58],
  lipstick: [22, 58],
  'lip-gloss': [18, 45],
  mascara: [22, 52],
  eyeshadow: [18, 88],
  'face-wash': [18, 55],
  'cleansing-oil': [28, 75],
  serums: [45, 210],
  masks: [22, 90],
  'day-cream': [38, 180],
  'night-cream': [42, 190],
  'eau-de-parfum': [95, 320],
  'eau-de-toilette': [70, 210],
  cologne: [60, 180],
  shampoo: [16, 52],
  conditioner: [16, 52],
  'body-lotion': [18, 68],
  'hand-cream': [12, 42],
};

interface DescriptionText {
  intros: readonly string[];
  benefits: Readonly<Record<TopSlug, readonly string[]>>;
  usage: Readonly<Record<TopSlug, string>>;
  vegan: string;
  limited: string;
}

/** Description sentences; `{name}`, `{brand}`, `{collection}`, `{type}` are filled in. */
export const DESCRIPTIONS: Readonly<Record<Language, DescriptionText>> = {
  en: {
    intros: [
      '{name} from {brand} belongs to the {collection} collection.',
      "Meet {name}, the {type} of {brand}'s {collection} collection.",
      '{brand} created {name} for every day and every occasion.',
    ],
    benefits: {
      makeup: [
        'It glides on evenly and builds from a soft wash to full colour.',
        'The comfortable formula stays put for up to twelve hours.',
        'Blendable pigments flatter every skin tone.',
        'A lightweight texture that never feels heavy or dry.',
        'Finely milled for a smooth, even finish.',
      ],
      skincare: [
        'It helps skin feel soft, supple and comfortable all day.',
        'Suitable for all skin types, including sensitive skin.',
        'Ceramides and plant extracts support the skin barrier.',
        'It absorbs quickly without leaving a sticky feel.',
        'Dermatologically tested.',
      ],
      fragrance: [
        'A bright opening settles into a warm, lingering base.',
        'Made for every day, and memorable in the evening.',
        'Long-lasting on skin and clothes.',
        'Blended in small batches by our perfumers.',
        'The refillable bottle is designed to be kept.',
      ],
      hair: [
        'It cleanses and cares without weighing hair down.',
        'Leaves hair soft, manageable and glossy.',
        'Safe for colour-treated hair.',
        'A fresh scent that stays with you.',
        'Gentle enough for daily use.',
      ],
      'bath-body': [
        'It melts into skin and leaves it soft for hours.',
        'A non-greasy, fast-absorbing formula.',
        'Ideal after a shower or bath.',
        'Made with shea butter and plant oils.',
        'A light, comforting scent.',
      ],
    },
    usage: {
      makeup: 'Apply with fingertips or a brush and build as you like.',
      skincare: 'Use morning and evening on clean skin.',
      fragrance: 'Spray onto pulse points.',
      hair: 'Massage into wet hair, then rinse well.',
      'bath-body': 'Smooth over skin as often as you like.',
    },
    vegan: 'Vegan and cruelty-free.',
    limited: 'A limited edition: once it is gone, it is gone.',
  },
  zh: {
    intros: [
      '{brand}的{name}屬於{collection}系列。',
      '認識{name}——{brand}{collection}系列的{type}。',
      '{brand}為日常及每個場合打造了{name}。',
    ],
    benefits: {
      makeup: [
        '上妝均勻順滑，可由淡雅疊加至飽滿色彩。',
        '舒適配方持久貼服長達十二小時。',
        '易於推勻的色彩適合各種膚色。',
        '質地輕盈，不厚重亦不乾燥。',
        '細緻研磨，妝效平滑勻淨。',
      ],
      skincare: [
        '令肌膚整日柔軟、富彈性及舒適。',
        '適合所有膚質，包括敏感肌。',
        '神經醯胺與植物精華有助強化肌膚屏障。',
        '迅速吸收，不黏膩。',
        '經皮膚科測試。',
      ],
      fragrance: [
        '明亮的前調漸漸沉澱為溫暖悠長的後調。',
        '適合日常使用，晚間更令人難忘。',
        '在肌膚及衣物上留香持久。',
        '由調香師小批量調製。',
        '可補充的香水瓶，值得珍藏。',
      ],
      hair: [
        '潔淨護理之餘，不會令頭髮扁塌。',
        '令秀髮柔軟、易打理且富光澤。',
        '適用於染後頭髮。',
        '清新香氣持久縈繞。',
        '溫和配方，適合每日使用。',
      ],
      'bath-body': [
        '融入肌膚，持續柔嫩數小時。',
        '不油膩，迅速吸收。',
        '沐浴後使用最理想。',
        '蘊含乳木果油及植物油。',
        '淡雅香氣，令人放鬆。',
      ],
    },
    usage: {
      makeup: '以指尖或掃具上妝，按喜好疊加。',
      skincare: '早晚於潔淨肌膚上使用。',
      fragrance: '噴於脈搏處。',
      hair: '於濕髮上按摩，然後徹底沖洗。',
      'bath-body': '隨時塗抹於肌膚上。',
    },
    vegan: '純素配方，無動物測試。',
    limited: '限量版，售完即止。',
  },
  id: {
    intros: [
      '{name} dari {brand} adalah bagian dari koleksi {collection}.',
      'Kenalan dengan {name}, {type} dari koleksi {collection} milik {brand}.',
      '{brand} menciptakan {name} untuk setiap hari dan setiap kesempatan.',
    ],
    benefits: {
      makeup: [
        'Mudah diaplikasikan secara merata dan dapat dibaurkan dari tipis hingga warna penuh.',
        'Formulanya nyaman dan bertahan hingga dua belas jam.',
        'Pigmen yang mudah dibaurkan cocok untuk semua warna kulit.',
        'Teksturnya ringan, tidak terasa berat atau kering.',
        'Digiling halus untuk hasil akhir yang mulus dan rata.',
      ],
      skincare: [
        'Membantu kulit terasa lembut, kenyal, dan nyaman sepanjang hari.',
        'Cocok untuk semua jenis kulit, termasuk kulit sensitif.',
        'Ceramide dan ekstrak tumbuhan membantu menjaga lapisan pelindung kulit.',
        'Cepat meresap tanpa rasa lengket.',
        'Telah diuji secara dermatologis.',
      ],
      fragrance: [
        'Aroma pembuka yang cerah berpadu dengan aroma dasar yang hangat dan tahan lama.',
        'Cocok untuk sehari-hari dan berkesan di malam hari.',
        'Wanginya tahan lama di kulit dan pakaian.',
        'Diracik dalam jumlah kecil oleh para perfumer kami.',
        'Botolnya dapat diisi ulang dan dirancang untuk disimpan.',
      ],
      hair: [
        'Membersihkan dan merawat tanpa membuat rambut lepek.',
        'Membuat rambut lembut, mudah diatur, dan berkilau.',
        'Aman untuk rambut yang diwarnai.',
        'Aroma segar yang menemani sepanjang hari.',
        'Cukup lembut untuk digunakan setiap hari.',
      ],
      'bath-body': [
        'Meresap ke kulit dan membuatnya lembut berjam-jam.',
        'Formula tidak berminyak dan cepat meresap.',
        'Ideal digunakan setelah mandi.',
        'Dibuat dengan shea butter dan minyak nabati.',
        'Aromanya ringan dan menenangkan.',
      ],
    },
    usage: {
      makeup: 'Aplikasikan dengan ujung jari atau kuas, lalu tambahkan sesuai selera.',
      skincare: 'Gunakan pagi dan malam pada kulit yang bersih.',
      fragrance: 'Semprotkan pada titik nadi.',
      hair: 'Pijat ke rambut basah, lalu bilas hingga bersih.',
      'bath-body': 'Oleskan ke kulit sesering yang Anda suka.',
    },
    vegan: 'Vegan dan bebas uji hewan.',
    limited: 'Edisi terbatas: hanya selama persediaan masih ada.',
  },
  th: {
    intros: [
      '{name} จาก {brand} เป็นส่วนหนึ่งของคอลเลกชัน{collection}',
      'พบกับ {name} {type}จากคอลเลกชัน{collection} ของ {brand}',
      '{brand} สร้างสรรค์ {name} สำหรับทุกวันและทุกโอกาส',
    ],
    benefits: {
      makeup: [
        'เกลี่ยง่ายเสมอกัน ปรับความเข้มได้ตั้งแต่บางเบาจนถึงสีชัดเต็มที่',
        'สูตรสบายผิว ติดทนนานถึงสิบสองชั่วโมง',
        'เม็ดสีเกลี่ยง่าย เข้ากับทุกสีผิว',
        'เนื้อบางเบา ไม่หนักผิวและไม่แห้งตึง',
        'บดละเอียดเพื่อผลลัพธ์ที่เรียบเนียนสม่ำเสมอ',
      ],
      skincare: [
        'ช่วยให้ผิวนุ่ม เด้ง และสบายผิวตลอดวัน',
        'เหมาะกับทุกสภาพผิว รวมถึงผิวแพ้ง่าย',
        'เซราไมด์และสารสกัดจากพืชช่วยเสริมปราการผิว',
        'ซึมไว ไม่เหนอะหนะ',
        'ผ่านการทดสอบโดยแพทย์ผิวหนัง',
      ],
      fragrance: [
        'กลิ่นแรกสดใส ค่อย ๆ อบอุ่นและติดทนในกลิ่นท้าย',
        'เหมาะสำหรับทุกวัน และน่าจดจำในยามค่ำคืน',
        'หอมติดทนนานทั้งบนผิวและเสื้อผ้า',
        'ผสมในปริมาณน้อยโดยนักปรุงน้ำหอมของเรา',
        'ขวดเติมได้ ออกแบบมาให้เก็บไว้ใช้ได้นาน',
      ],
      hair: [
        'ทำความสะอาดและบำรุงโดยไม่ทำให้ผมลีบแบน',
        'ผมนุ่ม จัดทรงง่าย และเงางาม',
        'ปลอดภัยสำหรับผมทำสี',
        'กลิ่นหอมสดชื่นที่อยู่กับคุณได้นาน',
        'อ่อนโยนพอสำหรับใช้ทุกวัน',
      ],
      'bath-body': [
        'ซึมสู่ผิว ให้ผิวนุ่มไปอีกหลายชั่วโมง',
        'สูตรไม่เหนียวเหนอะหนะ ซึมเร็ว',
        'เหมาะสำหรับใช้หลังอาบน้ำ',
        'ผสานเชียบัตเตอร์และน้ำมันจากพืช',
        'กลิ่นหอมอ่อน ๆ ให้ความรู้สึกผ่อนคลาย',
      ],
    },
    usage: {
      makeup: 'ทาด้วยปลายนิ้วหรือแปรง แล้วเพิ่มความเข้มตามชอบ',
      skincare: 'ใช้เช้าและเย็นบนผิวที่สะอาด',
      fragrance: 'ฉีดบริเวณจุดชีพจร',
      hair: 'นวดให้ทั่วผมที่เปียก แล้วล้างออกให้สะอาด',
      'bath-body': 'ทาให้ทั่วผิวได้บ่อยตามต้องการ',
    },
    vegan: 'วีแกนและไม่ทดลองกับสัตว์',
    limited: 'ลิมิเต็ดอิดิชัน มีจำนวนจำกัด',
  },
};

/** How sentences are joined in a language (Thai separates them with a space, no full stop). */
export const SENTENCE_JOIN: Readonly<Record<Language, string>> = {
  en: ' ',
  zh: '',
  id: ' ',
  th: ' ',
};

interface ReviewText {
  titles: readonly string[];
  bodies: readonly string[];
}
export type Sentiment = 'positive' | 'mixed' | 'negative';

/** Review titles and bodies by sentiment; `{type}` is the product type in lower case. */
export const REVIEWS: Readonly<Record<Language, Readonly<Record<Sentiment, ReviewText>>>> = {
  en: {
    positive: {
      titles: [
        'Love it',
        'My new favourite',
        'Worth every cent',
        'Beautiful texture',
        'Will buy again',
        'Better than expected',
      ],
      bodies: [
        'I have used it every day for a month and it is now part of my routine.',
        'The best {type} I have tried in years.',
        'Lovely texture, and a little goes a long way.',
        "Bought it on a friend's recommendation and I am so glad I did.",
        'Gentle, pretty and it lasts. Highly recommended.',
        'Arrived quickly and well packed. I love the result.',
      ],
    },
    mixed: {
      titles: ["It's okay", 'Nice but not perfect', 'Good, not great'],
      bodies: [
        'The texture is lovely but it did not last as long as I hoped.',
        'Nice packaging; the results were average for me.',
        'Decent for the price, though I expected a bit more.',
      ],
    },
    negative: {
      titles: ['Not for me', 'Disappointed', 'Would not buy again'],
      bodies: [
        'It did not suit me, unfortunately.',
        'I did not notice any difference after two weeks.',
        'Too strong for my taste.',
      ],
    },
  },
  zh: {
    positive: {
      titles: ['非常喜歡', '新的心頭好', '物有所值', '質地很好', '會再回購', '比預期好'],
      bodies: [
        '每天用了一個月，已成為我的日常必需品。',
        '這是我多年來用過最好的{type}。',
        '質地很舒服，少量已經足夠。',
        '朋友推介下購買，完全沒有後悔。',
        '溫和、好看又持久，非常推薦。',
        '送貨快，包裝妥當，效果很滿意。',
      ],
    },
    mixed: {
      titles: ['還可以', '不錯但不完美', '一般般'],
      bodies: [
        '質地不錯，但不及預期持久。',
        '包裝漂亮，效果一般。',
        '以價錢來說尚算可以，但期望更高。',
      ],
    },
    negative: {
      titles: ['不適合我', '有點失望', '不會再買'],
      bodies: ['可惜不太適合我。', '用了兩星期沒有感覺到分別。', '對我來說太濃了。'],
    },
  },
  id: {
    positive: {
      titles: [
        'Suka banget',
        'Favorit baruku',
        'Sepadan dengan harganya',
        'Teksturnya bagus',
        'Pasti beli lagi',
        'Lebih bagus dari dugaan',
      ],
      bodies: [
        'Sudah sebulan saya pakai setiap hari dan sekarang jadi bagian dari rutinitas saya.',
        'Ini {type} terbaik yang pernah saya coba.',
        'Teksturnya enak dan sedikit saja sudah cukup.',
        'Beli karena rekomendasi teman dan saya senang sekali.',
        'Lembut, cantik, dan tahan lama. Sangat direkomendasikan.',
        'Pengiriman cepat dan dikemas dengan baik. Hasilnya saya suka.',
      ],
    },
    mixed: {
      titles: ['Lumayan', 'Bagus tapi tidak sempurna', 'Biasa saja'],
      bodies: [
        'Teksturnya enak, tapi tidak setahan lama yang saya harapkan.',
        'Kemasannya cantik, hasilnya biasa saja untuk saya.',
        'Cukup untuk harganya, tapi saya berharap lebih.',
      ],
    },
    negative: {
      titles: ['Tidak cocok untuk saya', 'Kecewa', 'Tidak akan beli lagi'],
      bodies: [
        'Sayangnya tidak cocok untuk saya.',
        'Setelah dua minggu saya tidak melihat perbedaan.',
        'Terlalu kuat untuk selera saya.',
      ],
    },
  },
  th: {
    positive: {
      titles: ['ชอบมาก', 'ของโปรดชิ้นใหม่', 'คุ้มค่าทุกบาท', 'เนื้อสัมผัสดีมาก', 'จะซื้อซ้ำแน่นอน', 'ดีกว่าที่คิด'],
      bodies: [
        'ใช้ทุกวันมาหนึ่งเดือน ตอนนี้ขาดไม่ได้แล้ว',
        'เป็น{type}ที่ดีที่สุดที่เคยใช้มาในหลายปี',
        'เนื้อดีมาก ใช้นิดเดียวก็พอ',
        'ซื้อตามที่เพื่อนแนะนำ ไม่ผิดหวังเลย',
        'อ่อนโยน สวย และติดทน แนะนำเลย',
        'ส่งเร็ว แพ็กมาดี ชอบผลลัพธ์มาก',
      ],
    },
    mixed: {
      titles: ['พอใช้ได้', 'ดีแต่ยังไม่สุด', 'เฉย ๆ'],
      bodies: [
        'เนื้อดี แต่ติดทนไม่นานอย่างที่หวัง',
        'แพ็กเกจสวย แต่ผลลัพธ์ธรรมดา',
        'ราคานี้ถือว่าโอเค แต่คาดหวังมากกว่านี้',
      ],
    },
    negative: {
      titles: ['ไม่เหมาะกับฉัน', 'ผิดหวัง', 'จะไม่ซื้ออีก'],
      bodies: ['น่าเสียดายที่ไม่เหมาะกับฉัน', 'ใช้มาสองสัปดาห์ไม่เห็นความแตกต่าง', 'แรงเกินไปสำหรับฉัน'],
    },
  },
};

export const AUTHORS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'Chloe T.',
    'Grace W.',
    'Olivia M.',
    'Priya S.',
    'Hannah L.',
    'Mia K.',
    'Sophie R.',
    'Aisha N.',
    'Emily C.',
    'Jasmine O.',
    'Ruby H.',
    'Zara P.',
  ],
  zh: ['Ka Yan', '小玲', 'Wing', '美琪', 'Cherry', '嘉欣', '思敏', 'Joey', '曉彤', '詠詩'],
  id: ['Siti R.', 'Dewi A.', 'Putri D.', 'Nurul H.', 'Ayu S.', 'Rina M.', 'Intan P.', 'Wulan K.'],
  th: ['ปลา', 'น้ำหวาน', 'แพรว', 'มิ้นท์', 'ฝน', 'ใบเตย', 'กิ๊ฟ', 'พลอย'],
};

/** Searches shoppers type that find nothing (typos, things not sold), per language. */
export const NO_MATCH_QUERIES: Readonly<Record<Language, readonly string[]>> = {
  en: ['lipstik', 'sunscreen', 'perfum', 'nail polish', 'serm'],
  zh: ['防曬', '指甲油', '香薰'],
  id: ['tabir surya', 'kutek', 'lipstick matt'],
  th: ['กันแดด', 'ยาทาเล็บ', 'ลิปสติค'],
};
