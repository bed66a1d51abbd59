import type { Language } from '../../../client/lib/sites';

type Names = Record<Language, string>;

export interface CategorySeed {
  slug: string;
  names: Names;
  children?: CategorySeed[];
}

/** The three-level category tree: top, category, subcategory, named in all four languages. */
export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    slug: 'makeup',
    names: { en: 'Makeup', zh: '彩妝', id: 'Makeup', th: 'เมคอัพ' },
    children: [
      {
        slug: 'face',
        names: { en: 'Face', zh: '面部', id: 'Wajah', th: 'ใบหน้า' },
        children: [
          {
            slug: 'foundation',
            names: { en: 'Foundation', zh: '粉底', id: 'Alas bedak', th: 'รองพื้น' },
          },
          {
            slug: 'concealer',
            names: { en: 'Concealer', zh: '遮瑕', id: 'Concealer', th: 'คอนซีลเลอร์' },
          },
          { slug: 'blush', names: { en: 'Blush', zh: '胭脂', id: 'Perona pipi', th: 'บลัชออน' } },
        ],
      },
      {
        slug: 'lips',
        names: { en: 'Lips', zh: '唇部', id: 'Bibir', th: 'ริมฝีปาก' },
        children: [
          { slug: 'lipstick', names: { en: 'Lipstick', zh: '唇膏', id: 'Lipstik', th: 'ลิปสติก' } },
          {
            slug: 'lip-gloss',
            names: { en: 'Lip gloss', zh: '唇彩', id: 'Lip gloss', th: 'ลิปกลอส' },
          },
        ],
      },
      {
        slug: 'eyes',
        names: { en: 'Eyes', zh: '眼部', id: 'Mata', th: 'ดวงตา' },
        children: [
          { slug: 'mascara', names: { en: 'Mascara', zh: '睫毛液', id: 'Maskara', th: 'มาสคาร่า' } },
          {
            slug: 'eyeshadow',
            names: { en: 'Eyeshadow', zh: '眼影', id: 'Eyeshadow', th: 'อายแชโดว์' },
          },
        ],
      },
    ],
  },
  {
    slug: 'skincare',
    names: { en: 'Skincare', zh: '護膚', id: 'Perawatan kulit', th: 'สกินแคร์' },
    children: [
      {
        slug: 'cleansers',
        names: { en: 'Cleansers', zh: '潔面', id: 'Pembersih', th: 'คลีนเซอร์' },
        children: [
          {
            slug: 'face-wash',
            names: { en: 'Face wash', zh: '潔面乳', id: 'Sabun wajah', th: 'โฟมล้างหน้า' },
          },
          {
            slug: 'cleansing-oil',
            names: { en: 'Cleansing oil', zh: '卸妝油', id: 'Minyak pembersih', th: 'คลีนซิ่งออยล์' },
          },
        ],
      },
      {
        slug: 'treatments',
        names: { en: 'Treatments', zh: '精華護理', id: 'Perawatan', th: 'ทรีทเมนต์' },
        children: [
          { slug: 'serums', names: { en: 'Serums', zh: '精華液', id: 'Serum', th: 'เซรั่ม' } },
          { slug: 'masks', names: { en: 'Masks', zh: '面膜', id: 'Masker', th: 'มาสก์' } },
        ],
      },
      {
        slug: 'moisturisers',
        names: { en: 'Moisturisers', zh: '保濕', id: 'Pelembap', th: 'มอยส์เจอไรเซอร์' },
        children: [
          {
            slug: 'day-cream',
            names: { en: 'Day cream', zh: '日霜', id: 'Krim siang', th: 'เดย์ครีม' },
          },
          {
            slug: 'night-cream',
            names: { en: 'Night cream', zh: '晚霜', id: 'Krim malam', th: 'ไนท์ครีม' },
          },
        ],
      },
    ],
  },
  {
    slug: 'fragrance',
    names: { en: 'Fragrance', zh: '香水', id: 'Parfum', th: 'น้ำหอม' },
    children: [
      {
        slug: 'women',
        names: { en: 'For her', zh: '女士香水', id: 'Untuk wanita', th: 'สำหรับผู้หญิง' },
        children: [
          {
            slug: 'eau-de-parfum',
            names: { en: 'Eau de parfum', zh: '濃香水', id: 'Eau de parfum', th: 'โอเดอพาร์ฟูม' },
          },
          {
            slug: 'eau-de-toilette',
            names: {
              en: 'Eau de toilette',
              zh: '淡香水',
              id: 'Eau de toilette',
              th: 'โอเดอทอยเล็ต',
            },
          },
        ],
      },
      {
        slug: 'men',
        names: { en: 'For him', zh: '男士香水', id: 'Untuk pria', th: 'สำหรับผู้ชาย' },
        children: [
          { slug: 'cologne', names: { en: 'Cologne', zh: '古龍水', id: 'Cologne', th: 'โคโลญ' } },
        ],
      },
    ],
  },
  {
    slug: 'hair',
    names: { en: 'Hair', zh: '護髮', id: 'Rambut', th: 'ผม' },
    children: [
      {
        slug: 'hair-care',
        names: { en: 'Hair care', zh: '洗髮護髮', id: 'Perawatan rambut', th: 'ดูแลเส้นผม' },
        children: [
          { slug: 'shampoo', names: { en: 'Shampoo', zh: '洗髮水', id: 'Sampo', th: 'แชมพู' } },
          {
            slug: 'conditioner',
            names: { en: 'Conditioner', zh: '護髮素', id: 'Kondisioner', th: 'ครีมนวดผม' },
          },
        ],
      },
    ],
  },
  {
    slug: 'bath-body',
    names: { en: 'Bath & body', zh: '沐浴及身體護理', id: 'Mandi & tubuh', th: 'อาบน้ำและผิวกาย' },
    children: [
      {
        slug: 'body-care',
        names: { en: 'Body care', zh: '身體護理', id: 'Perawatan tubuh', th: 'ดูแลผิวกาย' },
        children: [
          {
            slug: 'body-lotion',
            names: { en: 'Body lotion', zh: '潤膚露', id: 'Losion tubuh', th: 'โลชั่นทาผิว' },
          },
          {
            slug: 'hand-cream',
            names: { en: 'Hand cream', zh: '護手霜', id: 'Krim tangan', th: 'ครีมทามือ' },
          },
        ],
      },
    ],
  },
];

/** A node of the tree with the id the seed gives it (depth first, in order) and its ancestors. */
export interface SeededCategory {
  id: number;
  slug: string;
  names: Names;
  parentId: number | null;
  level: 1 | 2 | 3;
  position: number;
  /** Ids from the top down to this node: [top], [top, category] or [top, category, sub]. */
  lineage: number[];
}

function flatten(): SeededCategory[] {
  const nodes: SeededCategory[] = [];
  const walk = (children: readonly CategorySeed[], parent: SeededCategory | null) => {
    children.forEach((node, position) => {
      const own: SeededCategory = {
        id: nodes.length + 1,
        slug: node.slug,
        names: node.names,
        parentId: parent?.id ?? null,
        level: ((parent?.level ?? 0) + 1) as 1 | 2 | 3,
        position,
        lineage: [...(parent?.lineage ?? []), nodes.length + 1],
      };
      nodes.push(own);
      walk(node.children ?? [], own);
    });
  };
  walk(CATEGORY_TREE, null);
  return nodes;
}

/** Every category with its seeded id, in id order. */
export const SEEDED_CATEGORIES: readonly SeededCategory[] = flatten();
