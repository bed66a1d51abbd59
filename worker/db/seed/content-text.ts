import type { Language } from '../../../client/lib/sites';

/** Editor-authored copy of the seeded content pages, in the four languages. */
export interface ContentText {
  homeTitle: string;
  heroTitle: string;
  heroSubtitle: string;
  heroCta: string;
  draftHeroTitle: string;
  vipHeroTitle: string;
  welcomeTitle: string;
  welcomeBody: string;
  linksTitle: string;
  aboutTitle: string;
  aboutBody: string;
  saleTitle: string;
  saleBody: string;
  giftCardsTitle: string;
  giftCardsBody: string;
  privacyTitle: string;
  privacyBody: string;
  termsTitle: string;
  termsBody: string;
  legalTermsTitle: string;
  legalTermsBody: string;
  /** `{amount}` is the country's free-shipping threshold, formatted with Intl. */
  promoBar: string;
  overlayTitle: string;
  overlayBody: string;
  linkSale: string;
  linkGiftCards: string;
  linkServices: string;
}

export const CONTENT_TEXT: Record<Language, ContentText> = {
  en: {
    homeTitle: 'Beauty, delivered',
    heroTitle: 'New season, new glow',
    heroSubtitle: 'Fresh launches from the brands you love, with two free samples in every order.',
    heroCta: 'Shop the sale',
    draftHeroTitle: 'Coming soon: the holiday edit',
    vipHeroTitle: 'Members first: early access to the sale',
    welcomeTitle: 'Why shop with us',
    welcomeBody: 'Free samples with every order, gifts with purchase, and Beauty Pass points on everything you buy.\n\nBook a make-up lesson or a skincare consultation in store.',
    linksTitle: 'Explore',
    aboutTitle: 'About us',
    aboutBody: 'We bring together make-up, skincare, fragrance and hair care from more than sixty brands, across eight countries.\n\nOur artists run classes and services in store, and Beauty Pass rewards every purchase.',
    saleTitle: 'The sale',
    saleBody: 'Up to 30% off selected brands while stocks last. Non-discountable items are excluded.',
    giftCardsTitle: 'Gift cards',
    giftCardsBody: 'Give the gift of choice: gift cards are redeemable online and in store.',
    privacyTitle: 'Privacy policy',
    privacyBody: 'We collect only what we need to serve you, keep it safe, and never sell it.\n\nYou can ask for a copy of your data or for its deletion at any time.',
    termsTitle: 'Terms and conditions',
    termsBody: 'These terms apply to every purchase on this site.',
    legalTermsTitle: 'Legal terms',
    legalTermsBody: 'Prices include tax where required. Promotions cannot be combined unless stated, and one promo code applies per order.',
    promoBar: 'Free shipping on orders over {amount}',
    overlayTitle: 'Welcome offer',
    overlayBody: 'Sign up for Beauty Pass and get a welcome voucher for your first order.',
    linkSale: 'Sale',
    linkGiftCards: 'Gift cards',
    linkServices: 'Services & events',
  },
  zh: {
    homeTitle: '美丽，送到家',
    heroTitle: '新季新光彩',
    heroSubtitle: '您喜爱的品牌全新上市，每笔订单均附送两份免费试用装。',
    heroCta: '选购特卖',
    draftHeroTitle: '即将推出：节日精选',
    vipHeroTitle: '会员优先：特卖抢先购',
    welcomeTitle: '为什么选择我们',
    welcomeBody: '每笔订单均附送免费试用装与满额赠礼，每次购物都可赚取 Beauty Pass 积分。\n\n欢迎到店预约化妆课程或护肤咨询。',
    linksTitle: '探索',
    aboutTitle: '关于我们',
    aboutBody: '我们汇集六十多个品牌的彩妆、护肤、香水与护发产品，服务八个国家和地区。\n\n我们的彩妆师在店内开设课程与服务，Beauty Pass 让每次购物都有回馈。',
    saleTitle: '特卖',
    saleBody: '指定品牌低至七折，售完即止。不参与折扣的商品除外。',
    giftCardsTitle: '礼品卡',
    giftCardsBody: '把选择权送给对方：礼品卡可在网上及门店使用。',
    privacyTitle: '隐私政策',
    privacyBody: '我们只收集为您服务所需的信息，妥善保管，绝不出售。\n\n您可随时要求获取或删除您的数据。',
    termsTitle: '条款及细则',
    termsBody: '本条款适用于本网站的所有购物。',
    legalTermsTitle: '法律条款',
    legalTermsBody: '价格已按规定含税。除另有说明外，优惠不可同时使用，每笔订单限用一个优惠码。',
    promoBar: '订单满 {amount} 免运费',
    overlayTitle: '欢迎礼遇',
    overlayBody: '注册 Beauty Pass，首单即可获得欢迎礼券。',
    linkSale: '特卖',
    linkGiftCards: '礼品卡',
    linkServices: '服务与活动',
  },
  id: {
    homeTitle: 'Kecantikan, diantar ke rumah',
    heroTitle: 'Musim baru, kilau baru',
    heroSubtitle: 'Produk terbaru dari merek favorit Anda, dengan dua sampel gratis di setiap pesanan.',
    heroCta: 'Belanja promo',
    draftHeroTitle: 'Segera hadir: pilihan liburan',
    vipHeroTitle: 'Member duluan: akses awal ke promo',
    welcomeTitle: 'Mengapa belanja di sini',
    welcomeBody: 'Sampel gratis di setiap pesanan, hadiah pembelian, dan poin Beauty Pass untuk semua belanjaan Anda.\n\nPesan kelas makeup atau konsultasi perawatan kulit di toko.',
    linksTitle: 'Jelajahi',
    aboutTitle: 'Tentang kami',
    aboutBody: 'Kami menghadirkan makeup, perawatan kulit, parfum, dan perawatan rambut dari lebih dari enam puluh merek di delapan negara.\n\nPara artis kami mengadakan kelas dan layanan di toko, dan Beauty Pass memberi hadiah untuk setiap pembelian.',
    saleTitle: 'Promo',
    saleBody: 'Diskon hingga 30% untuk merek pilihan selama persediaan masih ada. Produk tanpa diskon tidak termasuk.',
    giftCardsTitle: 'Kartu hadiah',
    giftCardsBody: 'Berikan kebebasan memilih: kartu hadiah dapat digunakan online dan di toko.',
    privacyTitle: 'Kebijakan privasi',
    privacyBody: 'Kami hanya mengumpulkan data yang diperlukan untuk melayani Anda, menjaganya tetap aman, dan tidak pernah menjualnya.\n\nAnda dapat meminta salinan atau penghapusan data Anda kapan saja.',
    termsTitle: 'Syarat dan ketentuan',
    termsBody: 'Ketentuan ini berlaku untuk setiap pembelian di situs ini.',
    legalTermsTitle: 'Ketentuan hukum',
    legalTermsBody: 'Harga sudah termasuk pajak bila diwajibkan. Promo tidak dapat digabung kecuali disebutkan, dan satu kode promo berlaku per pesanan.',
    promoBar: 'Gratis ongkir untuk pesanan di atas {amount}',
    overlayTitle: 'Penawaran selamat datang',
    overlayBody: 'Daftar Beauty Pass dan dapatkan voucher selamat datang untuk pesanan pertama Anda.',
    linkSale: 'Promo',
    linkGiftCards: 'Kartu hadiah',
    linkServices: 'Layanan & acara',
  },
  th: {
    homeTitle: 'ความงาม ส่งถึงบ้าน',
    heroTitle: 'ฤดูกาลใหม่ ผิวโกลว์ใหม่',
    heroSubtitle: 'สินค้าใหม่จากแบรนด์ที่คุณรัก พร้อมตัวอย่างฟรีสองชิ้นในทุกคำสั่งซื้อ',
    heroCta: 'ช้อปเซล',
    draftHeroTitle: 'เร็วๆ นี้: คอลเลกชันเทศกาล',
    vipHeroTitle: 'สมาชิกก่อนใคร: เข้าช้อปเซลล่วงหน้า',
    welcomeTitle: 'ทำไมต้องช้อปกับเรา',
    welcomeBody: 'ตัวอย่างฟรีทุกคำสั่งซื้อ ของแถมเมื่อซื้อครบ และคะแนน Beauty Pass ทุกการซื้อ\n\nจองคลาสแต่งหน้าหรือปรึกษาเรื่องผิวได้ที่ร้าน',
    linksTitle: 'สำรวจ',
    aboutTitle: 'เกี่ยวกับเรา',
    aboutBody: 'เรารวบรวมเมคอัพ สกินแคร์ น้ำหอม และผลิตภัณฑ์ดูแลเส้นผมจากกว่าหกสิบแบรนด์ ในแปดประเทศ\n\nช่างแต่งหน้าของเราจัดคลาสและบริการที่ร้าน และ Beauty Pass ให้รางวัลทุกการซื้อ',
    saleTitle: 'เซล',
    saleBody: 'ลดสูงสุด 30% สำหรับแบรนด์ที่ร่วมรายการ จนกว่าสินค้าจะหมด ยกเว้นสินค้าที่ไม่ร่วมลดราคา',
    giftCardsTitle: 'บัตรของขวัญ',
    giftCardsBody: 'มอบอิสระในการเลือก: ใช้บัตรของขวัญได้ทั้งออนไลน์และที่ร้าน',
    privacyTitle: 'นโยบายความเป็นส่วนตัว',
    privacyBody: 'เราเก็บเฉพาะข้อมูลที่จำเป็นเพื่อให้บริการคุณ ดูแลอย่างปลอดภัย และไม่ขายข้อมูล\n\nคุณขอสำเนาหรือขอลบข้อมูลได้ทุกเมื่อ',
    termsTitle: 'ข้อกำหนดและเงื่อนไข',
    termsBody: 'ข้อกำหนดนี้ใช้กับทุกการซื้อบนเว็บไซต์นี้',
    legalTermsTitle: 'ข้อกำหนดทางกฎหมาย',
    legalTermsBody: 'ราคารวมภาษีตามที่กฎหมายกำหนด โปรโมชันใช้ร่วมกันไม่ได้เว้นแต่ระบุไว้ และใช้โค้ดส่วนลดได้หนึ่งโค้ดต่อคำสั่งซื้อ',
    promoBar: 'ส่งฟรีเมื่อสั่งซื้อเกิน {amount}',
    overlayTitle: 'ข้อเสนอต้อนรับ',
    overlayBody: 'สมัคร Beauty Pass รับบัตรกำนัลต้อนรับสำหรับคำสั่งซื้อแรก',
    linkSale: 'เซล',
    linkGiftCards: 'บัตรของขวัญ',
    linkServices: 'บริการและกิจกรรม',
  },
};
