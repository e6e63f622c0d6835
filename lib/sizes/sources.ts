import type { Confidence } from './model/types';

/**
 * Every source the engine's data rests on, by a short id (S = web page, R = repository). Pages link to `url`; a null url means the research recorded the data but not
 * where it lives, which a page should say rather than invent a link.
 */
export interface SourceRef {
  id: string;
  title: string;
  url: string | null;
}

/** The date the size research was read, for sources that record no check date of their own. */
export const CHECKED_AT = '2026-11-01';

const list = [
  ['S1', 'Isegoria: Shoe sizes (formulas quoted from Wikipedia)', 'https://www.isegoria.net/2012/01/shoe-sizes/'],
  ['S2', 'find-sizes.com: system notes (FIA vs common, AU, BR)', 'https://find-sizes.com/women/shoes/'],
  [
    'S3',
    'calendar-uk: What is UK shoe size (ISO 19407 mm values)',
    'https://calendar-uk.co.uk/frequently-asked-questions/what-is-uk-shoe-size',
  ],
  ['S4', 'PD ISO/TS 19407:2015 (text excerpt)', 'https://ulstandardspdf.com/pd-iso-ts-19407-2015-pdf-free.html'],
  ['S7', 'ISO 19407:2023 scope', 'https://ysmo.gso.org.sa/store/standards/iso:pub:std:IS:83106/ISO%2019407:2023?lang=en'],
  ['S9', 'ANSI: ISO 9407:2019 footwear sizing', 'https://blog.ansi.org/ansi/iso-9407-2019-footwear-sizing'],
  ['S11', 'internationalshoesizes.com: children’s size systems', 'https://www.internationalshoesizes.com/childrens-size-systems.htm'],
  [
    'S12',
    'Bureau Veritas: GB/T 43293-2022 published',
    'https://www.cps.bureauveritas.com/newsroom/china-national-standard-gbt-43293-2022-shoe-size-published',
  ],
  [
    'S13',
    'SGS SafeGuardS 01/23: GB/T 43293-2022',
    'https://www.sgs.com/en-us/news/2023/01/safeguards-0123-china-updates-footwear-product-standard-for-shoe-sizing-gb-t-43293-2022',
  ],
  ['S14', '3dmxku: Chinese shoe-size formulas', 'https://m.3dmxku.com/daquan/zonghe/2466457.html'],
  ['S15', 'Rainedragon: Getting the right Chinese shoe size', 'https://www.rainedragon.com/getting-the-right-chinese-shoe-size/'],
  ['S16', 'AIST: Shoe size system in Japan', 'http://www.dh.aist.go.jp/research/centered/foot/shoes.php.en'],
  ['S17', 'knowsize: Japan shoe size (JIS S 5037:1998)', 'https://www.knowsize.com/japan-shoe-size'],
  ['S18', 'Asiae: shoe size notation by country (Korea, mm)', 'https://cm.asiae.co.kr/ampview.htm?no=2015030907135608998'],
  ['S21', 'O Regional: O 37 que virou 38', 'https://oregional.com.br/blog/detalhes/o-37-que-virou-38'],
  ['S22', 'Paperblog: Zapatos (Mexican sizes in cm)', 'https://es.paperblog.com/mx/zapatos-539076'],
  ['S23', 'Gabitos: Spanish reproduction of the i18nGuy table', 'https://gabitos.com/Amigosencrisisseayudan/template.php?nm=1331237583'],
  ['S24', 'i18nGuy: International shoe size conversion charts', 'http://www.i18nguy.com/l10n/shoes.html'],
  ['S25', 'Whiz Tools: shoe size converter', 'https://whiz.tools/shoe-size-converter/es'],
  ['S26', 'Cheapie Shoe: shoe size in Mexico', 'https://cheapieshoe.com/how-to-find-your-shoe-size-in-mexico'],
  ['S27-MX', 'Shoe Size Guru: Mexico', 'https://shoesizeguru.com/mexico-shoe-size-conversion-chart/'],
  ['S27-PH', 'Shoe Size Guru: Philippines', 'https://shoesizeguru.com/philippines-shoe-size-conversion-chart/'],
  [
    'S28',
    'Deccan Herald: Bha, the footwear sizing system proposed by CSIR-CLRI',
    'https://www.deccanherald.com/india/what-is-bha-the-new-footwear-sizing-system-proposed-by-csir-clri-2990555',
  ],
  [
    'S29',
    'QuizzClub: the barleycorn (Wikipedia quote)',
    'https://quizzclub.com/trivia/what-is-a-barleycorn-used-to-measure/answer/378702/',
  ],
  ['S31', 'Foot Talk: children’s shoe sizes', 'http://foottalk.blogspot.com/2009/11/childrens-shoe-sizes-whatts-that-all.html'],
  ['S36', 'Green Pine Resort: what size European shoe', 'https://greenpineresort.vn/what-size-european-shoe-do-i-wear/'],
  ['S37', 'Frederik’s Friday Fact (EU = (foot cm + 2) × 1.5)', 'http://frederiksfridayfact.com/fact.php?date=2009-07-31'],
  ['S38', 'CalcMastermind: shoe size calculator', 'https://www.calcmastermind.com/calculators/shoe_size'],
  ['S39', 'Calculator Academy: shoe size calculator', 'https://calculator.academy/shoe-size-calculator-inches-to-shoe-size/'],
  ['S40', 'CFM Calculator: shoe size conversion', 'https://cfm-calculator.com/everyday/Shoe-Size-Conversion-Calculator.php'],
  ['S42', 'Calzados Santa Clara: tallaje del calzado', 'https://www.calzadossantaclara.com/content/tallaje-del-calzado'],
  ['S43', 'Boot Mood Foot: Italian shoe sizing', 'https://bootmoodfoot.com/italian-shoes-sizing/'],
  ['S44', 'sizes.shoes: are EU sizes the same across Europe', 'http://www.sizes.shoes/EU_Shoe_Sizes_Same_Across_Europe.html'],
  ['S45', 'Shoerazzi: Italian shoe size to US', 'https://shoerazzi.com/italian-shoe-size-to-the-u-s/'],
  ['S46', 'Shoe Size Guru: Australian shoe sizes', 'https://shoesizeguru.com/australian-shoe-size-conversion-chart/'],
  ['S47', 'internationalshoesizes.com', 'https://www.internationalshoesizes.com/'],
  ['S48', 'Pastebin: US/EU/UK/AU/JP table', 'https://pastebin.com/wz6sDQye'],
  ['S49', 'Shun Culture: what shoe size Australia goes by', 'https://shunculture.com/article/what-shoe-size-does-australia-go-by'],
  ['S50', 'Calnexa: shoe size converter', 'https://calnexa.com/shoe-size-converter'],
  ['S52', 'Kids shoe size guide (C/Y tiers, ages)', 'https://shoesizeconverter-72k.pages.dev/guides/kids-shoe-size-guide/'],
  ['S54', 'RunRepeat: Nike size chart', 'https://runrepeat.com/uk/size-charts/nike'],
  ['S55', 'size-charts.com: Merrell', 'https://size-charts.com/brands/merrell-shoe-size/'],
  ['S59', 'Clarks: shoe fittings explained', 'https://www.clarksstores.ae/blogs/editorial/different-shoe-fittings-explained'],
  ['S62', 'Cycling Fox: Shimano shoe size chart', 'https://cyclingfox.com/shimano-shoe-size-chart/'],
  ['S63', 'Anders blog: SHEIN shoe size (CN/EUR/US)', 'https://www.andersblog.com/shein-shoe-size'],
  ['S64', 'Gist: adidas stock listing (US/UK/EU thirds)', 'https://gist.github.com/fsjuhl/0bf8de2c490c4fc87fc1010657cd3467'],
  ['S65', 'Gist: adidas size-code calculator', 'https://gist.github.com/timelf123/8c460c81217a1683eded412b9c9f5d81'],
  ['S67', 'Lemkus sneaker size guide (Nike-style kids)', 'https://cdn.shopify.com/s/files/1/0538/9280/8895/files/Lemkus_Approved.pdf'],
  ['S69', 'GEG Calculators: kids shoe size calculator', 'https://gegcalculators.com/kids-shoe-size-calculator/'],
  [
    'S70',
    'Cost Calculator: child’s shoe size by age',
    'https://costcalculator.calculator.city/calculate-childs-shoe-size-by-height-weight-age',
  ],
  ['S71', 'Urban Mommies: kids shoe size chart (growth)', 'https://www.urbanmommies.com/kids-shoe-size-chart/'],
  ['S73', 'Diabetes NZ: ASICS fitting advice', 'https://issuu.com./diabetesnewzealand/docs/dw-summer-2021_issuu/s/13716051'],
  ['S74', 'Visual Foodie: Nike men’s sizing chart', 'https://visualfoodie.com/the-ultimate-nike-mens-shoe-sizing-chart'],
  ['S78', 'Visual Foodie: Dr. Martens sizing guide', 'https://visualfoodie.com/a-dr-martens-airwair-boot-sizing-guide-for-2026'],
  ['PE', 'América TV: talla Perú (EU − 1)', 'https://americatv.com.pe/noticias/amp/util-e-interesante/que-talla-zapato-soy-usa-uk-n384895'],
  ['CNC', 'chinaconverters: Chinese shoe size to US', 'https://chinaconverters.pages.dev/size/chinese-shoe-size-to-us.html'],
  ['R1', 'alisonmonteiro/shoe-size-converter', 'https://github.com/alisonmonteiro/shoe-size-converter'],
  ['R3', 'lorenzocermeno/shoe-size-converter (src/data/data.json)', 'https://github.com/lorenzocermeno/shoe-size-converter'],
  ['R4', 'bakame-php/shoes-size-converter (AdultUnit.php)', 'https://github.com/bakame-php/shoes-size-converter'],
  ['R6', 'ababic/fashion-size (scales.py)', 'https://github.com/ababic/fashion-size'],
  ['R7', 'Perosu1/shoesize (chart.csv)', 'https://github.com/Perosu1/shoesize'],
  ['R9', 'A StockX-derived US → EU table', null],
  ['UNSOURCED', 'No source found', null],
  ['NIKE-M', 'Nike: men’s shoe size chart', 'https://www.nike.com/size-fit/mens-footwear'],
  ['NIKE-W', 'Nike: women’s shoe size chart', 'https://www.nike.com/size-fit/womens-footwear'],
  ['NIKE-K', 'Nike: kids’ shoe size chart', 'https://www.nike.com/size-fit/kids-footwear'],
  ['ADIDAS', 'adidas: shoe size chart', 'https://support.dtb.adidas.com/static-content/size-charts/en_GB/footwear/size-shoes.html'],
  ['ASICS', 'ASICS: size guide', 'https://www.asics.com/nz/en-nz/size-guide'],
  ['DRM', 'Dr. Martens: shoe size guide', 'https://www.drmartens.com/uk/en_gb/shoe-size-guide'],
  ['TIMB', 'Timberland: size chart', 'https://www.timberland.com/en-gb/customer-care/size-chart'],
  ['MERRELL', 'Merrell: size guide', 'https://www.merrell.com/UK/en_GB/content?caid=20200330_size_guide'],
  ['CLARKS', 'Clarks: fit guide', 'https://www.clarks.com/en-gb/fitguide'],
  ['PUMA', 'PUMA: size conversion chart (page address not recorded)', null],
  ['FOOTLOCKER', 'Foot Locker UK: size guide', 'https://www.footlocker.co.uk/'],
  ['ZAPPOS', 'Zappos: shoe size conversion', 'https://www.zappos.com/c/shoe-size-conversion'],
  ['KIWI', 'Kiwi Sizing: children’s shoe size chart', 'https://kiwisizing.com/'],
  [
    'CONVERSE',
    'Converse: the unisex chart printed on Chuck Taylor boxes, as transcribed by Dress Code Clothing',
    'https://www.dresscodeclothing.com/blog/?tag=chuck-taylor',
  ],
  [
    'CONVERSE-KIDS',
    'Converse: size chart for babies and toddlers (the usual size, the size to buy, foot length)',
    'https://www.converse.com/size-chart-guide?id=infantandtoddler',
  ],
  [
    'BIRKENSTOCK',
    'BIRKENSTOCK sizes and foot lengths, as published in Trina Turk’s BIRKENSTOCK fit guide',
    'https://www.trinaturk.com/pages/birkenstock-sandal-fit-guide',
  ],
  [
    'BIRKENSTOCK-KIDS',
    'BIRKENSTOCK: kids’ sizes (EU, UK and a US range) from birkenstock.com, as recorded in a public repository’s size tables',
    'https://www.birkenstock.com/',
  ],
  ['RR-BIRKENSTOCK', 'RunRepeat: Birkenstock size chart (regular and narrow fit)', 'https://runrepeat.com/size-charts/birkenstock'],
  [
    'S66',
    'dressup.ge: Salomon Speedcross Peak GORE-TEX size chart',
    'https://dressup.ge/en/camping-shoes/388496-3217140-salomon-speedcross-peak-gore-tex.html',
  ],
  ['SKECHERS', 'Chooze Shoes: Skechers shoe size chart', 'https://www.choozeshoes.com/skechers-shoe-size-chart-how-do-skechers-fit/'],
  ['SALOMON', 'Salomon: size chart (footwear, men and women)', 'https://www.salomon.com/en-us/sizingchart'],
  ['CROCS', 'Crocs: fit guide and size charts', 'https://www.crocs.co.uk/pg/crocs-fit-guide-size-charts/fit-guide-landing.html'],
  ['VANS', 'Vans: size charts', 'https://www.vans.com/en-us/help/size-charts'],
  ['ON', 'On: sizing FAQ and product size chart', 'https://www.on.com/en-us/faq/product-advice-sizing-stock'],
  [
    'ON-CM3',
    'On: the size chart of the men’s Cloudmonster 3 product page',
    'https://www.on.com/en-us/products/cloudmonster-3-m-3mg1005/mens/ghost-glacier-shoes-3MG10055243',
  ],
  ['REEBOK', 'Reebok: men’s and women’s shoe size guides', 'https://www.reebok.com/pages/mens-shoe-size-guide'],
  ['NEW-BALANCE', 'New Balance: size guide (men’s and women’s printable sizing tools)', 'https://www.newbalance.com/size-guide.html'],
  ['HOKA', 'HOKA: size guide (men’s footwear, wide)', 'https://vn.hoka.com/pages/size-guide'],
  [
    'BROOKS',
    'Brooks: size guide (men’s shoes)',
    'https://www.brooksrunning.com/en_us/main-size-guide/?sizeChartIdNew=size-men%3Asize-men-shoes',
  ],
  ['SAUCONY', 'Saucony: size charts (men)', 'https://www.saucony.com/en/size-charts'],
] as const satisfies ReadonlyArray<readonly [string, string, string | null]>;

export type SourceId = (typeof list)[number][0];

export const sources: Readonly<Record<SourceId, SourceRef>> = Object.fromEntries(
  list.map(([id, title, url]) => [id, { id, title, url }]),
) as Record<SourceId, SourceRef>;

/** What every chart carries: where its rows come from and how far to trust them. */
export interface ChartSource {
  id: string;
  title: string;
  url: string | null;
  checkedAt: string;
  confidence: Confidence;
  /** True when `url` is the brand's own chart page (a page shows it as "the brand's size chart"). */
  brandPage: boolean;
  /**
   * Where the brand's page could not be read itself: the public transcription that cites it and in
   * which the rows were checked (a repository file), or null.
   */
  via: string | null;
  /** Further sources that agree with or qualify the rows. */
  also: SourceRef[];
}

export interface ChartCheckInfo {
  checkedAt?: string;
  via?: string | null;
  brandPage?: boolean;
}

export function chartSource(id: SourceId, confidence: Confidence, also: SourceId[] = [], check: ChartCheckInfo = {}): ChartSource {
  const main = sources[id];
  return {
    ...main,
    checkedAt: check.checkedAt ?? CHECKED_AT,
    confidence,
    brandPage: check.brandPage ?? false,
    via: check.via ?? null,
    also: also.map((other) => sources[other]),
  };
}

/**
 * A brand chart checked against the brand's own page. The brand sites refuse automated reading, so
 * the rows were compared with public transcriptions that cite the page and date their reading; the
 * chart stays `secondary` until someone reads the page itself.
 */
export function brandPageSource(id: SourceId, via: string, checkedAt: string, also: SourceId[] = []): ChartSource {
  return chartSource(id, 'secondary', also, { checkedAt, via, brandPage: true });
}

/** The generic tables: the ISO/TS 19407 formulas as implemented in R4 and R7; the standard itself was not read. */
export const modelSource: ChartSource = chartSource('R4', 'secondary', ['R7', 'S3', 'S4']);
