import 'server-only';
import { modelSource } from '@/lib/sizes';
import type { Gender } from '@/lib/sizes';
import { countryNoteKey, type CountryNoteId } from '@/lib/converter/message-keys';
import { countryPresets } from '@/lib/sizes';
import type { Locale } from '@/lib/i18n/routing';
import {
  brandNames,
  brandKey,
  brandPath,
  brandSlugs,
  countrySlugs,
  regularToolKey,
  regularTools,
  type BrandSlug,
  type CountrySlug,
  type RegularTool,
} from '@/lib/page-catalogue';
import type { PageCategory } from '../categories';
import type { Faq, PageTranslation, RelatedTool } from '../types';
import { brandFacts, countryFacts, menToWomenFacts, regularFacts } from './facts';
import { checkedDate, confidenceText, joinList, paragraphs, sharedFaqs, sharedParagraphs, sizeLabel, sourcesParagraph } from './paragraphs';
import { translatorFor, type AppTranslator } from './translator';
import { countryItem, regularToolItem, type NavItem, type Translate } from '@/lib/site/navigation/tool-group-model';

/**
 * The content every page ships with, in every language: prose grounded in the size engine's
 * figures, five or more FAQs, related tools and a page image. Built from message templates, so a
 * translation lives in messages/<locale>.json beside the rest of the interface.
 */

/** The Tools messages, as the navigation model names converter pages. */
const toolsOf =
  (t: AppTranslator): Translate =>
  (key, values) =>
    t(`Tools.${key}` as Parameters<AppTranslator>[0], values);
const related = ({ href, label }: NavItem): RelatedTool => ({ title: label, link: href });
const regularLink = (t: AppTranslator, tool: RegularTool): RelatedTool => related(regularToolItem(toolsOf(t), tool));
const countryLink = (t: AppTranslator, slug: CountrySlug): RelatedTool => related(countryItem(toolsOf(t), slug));
const brandLink = (t: AppTranslator, slug: BrandSlug): RelatedTool => ({
  title: t('Tools.brand.title', { brand: brandNames[slug] }),
  link: brandPath(slug),
});

const regularGender: Record<Exclude<RegularTool, 'men-to-women'>, Gender> = { men: 'men', women: 'women', kids: 'kids' };

function homeContent(t: AppTranslator): PageTranslation {
  const men = regularFacts('men');
  const pair = menToWomenFacts();
  const shared = sharedParagraphs(t);
  const faq = sharedFaqs(t);
  const s = men.sample;
  return {
    title: t('ContentDefaults.homeTitle'),
    description: t('Metadata.homeDescription'),
    content: paragraphs([
      t('ContentDefaults.homeIntro'),
      t('ContentDefaults.homeCatalogue', { regular: regularTools.length, countries: countrySlugs.length, brands: brandSlugs.length }),
      shared.steps,
      shared.measure,
      sourcesParagraph(t, modelSource),
      shared.fit,
    ]),
    image: '/content/home.webp',
    faqs: [
      {
        question: t('ContentDefaults.faq.homeMenQ', { us: s.us! }),
        answer: t('ContentDefaults.faq.homeMenA', { us: s.us!, eu: s.eu!, uk: s.uk!, cm: s.cm }),
      },
      { question: t('ContentDefaults.faq.homeWomenQ'), answer: t('ContentDefaults.faq.homeWomenA', { men: pair.men, women: pair.women }) },
      faq.measure,
      faq.disagree,
      faq.between,
    ],
    relatedTools: regularTools.map((tool) => regularLink(t, tool)),
  };
}

function regularContent(t: AppTranslator, tool: Exclude<RegularTool, 'men-to-women'>): PageTranslation {
  const facts = regularFacts(regularGender[tool]);
  const shared = sharedParagraphs(t);
  const faq = sharedFaqs(t);
  const s = facts.sample;
  const f = facts.foot.sizes;
  const key = regularToolKey[tool];
  return {
    title: t('ContentDefaults.title', { pageTitle: t(`Tools.regular.${key}.title`) }),
    description: t(`Tools.regular.${key}.description`),
    content: paragraphs([
      t(`ContentDefaults.regularIntro.${key}`),
      t('ContentDefaults.chartData', {
        minUs: facts.minUs,
        maxUs: facts.maxUs,
        minCm: facts.minCm,
        maxCm: facts.maxCm,
        us: s.us!,
        uk: s.uk!,
        eu: s.eu!,
        cm: s.cm,
        jp: s.jp!,
        kr: s.kr!,
      }),
      shared.steps,
      shared.measure,
      sourcesParagraph(t, modelSource),
      shared.fit,
    ]),
    image: `/content/${tool}.webp`,
    faqs: [
      {
        question: t('ContentDefaults.faq.sizeQ', { us: s.us! }),
        answer: t('ContentDefaults.faq.sizeA', { us: s.us!, uk: s.uk!, eu: s.eu!, cm: s.cm }),
      },
      {
        question: t('ContentDefaults.faq.footQ', { cm: facts.foot.cm }),
        answer: t('ContentDefaults.faq.footA', { cm: facts.foot.cm, us: f.us!, uk: f.uk!, eu: f.eu!, jp: f.jp! }),
      },
      faq.disagree,
      faq.measure,
      faq.between,
    ],
    relatedTools: [
      ...regularTools.filter((other) => other !== tool).map((other) => regularLink(t, other)),
      countryLink(t, 'european'),
      brandLink(t, 'nike'),
    ],
  };
}

function menToWomenContent(t: AppTranslator): PageTranslation {
  const facts = menToWomenFacts();
  const shared = sharedParagraphs(t);
  const faq = sharedFaqs(t);
  return {
    title: t('ContentDefaults.title', { pageTitle: t('Tools.regular.menToWomen.title') }),
    description: t('Tools.regular.menToWomen.description'),
    content: paragraphs([
      t('ContentDefaults.regularIntro.menToWomen'),
      t('ContentDefaults.menToWomenData', facts),
      shared.steps,
      shared.measure,
      sourcesParagraph(t, modelSource),
      shared.fit,
    ]),
    image: '/content/men-to-women.webp',
    faqs: [
      { question: t('ContentDefaults.faq.menToWomenQ', { men: facts.men }), answer: t('ContentDefaults.faq.menToWomenA', facts) },
      { question: t('ContentDefaults.faq.sameScaleQ'), answer: t('ContentDefaults.faq.sameScaleA', { uk: facts.uk, eu: facts.eu }) },
      faq.disagree,
      faq.measure,
      faq.between,
    ],
    relatedTools: [regularLink(t, 'men'), regularLink(t, 'women'), regularLink(t, 'kids'), brandLink(t, 'nike'), brandLink(t, 'adidas')],
  };
}

function countryContent(t: AppTranslator, slug: CountrySlug): PageTranslation {
  const facts = countryFacts(slug);
  const shared = sharedParagraphs(t);
  const faq = sharedFaqs(t);
  const { men, women } = facts;
  const own = sizeLabel(t, men.primary, men.sizes[men.primary]!);
  const ownWomen = sizeLabel(t, women.primary, women.sizes[women.primary]!);
  const notes = countryPresets[slug].notes.map((note) => t(`CountryNotes.${countryNoteKey[note.id as CountryNoteId]}`));
  const sizes = { own, us: men.sizes.us!, uk: men.sizes.uk!, eu: men.sizes.eu!, cm: men.cm };
  const neighbours = (['european', 'japanese', 'chinese'] as const).filter((other) => other !== slug).slice(0, 2);
  return {
    title: t('ContentDefaults.title', { pageTitle: t(`Tools.country.${slug}.title`) }),
    description: t(`Tools.country.${slug}.description`),
    content: paragraphs([
      t(`Tools.country.${slug}.intro`),
      notes.join(' '),
      t('ContentDefaults.countryData', { ...sizes, ownWomen, usWomen: women.sizes.us! }),
      shared.steps,
      shared.measure,
      sourcesParagraph(t, facts.source),
      shared.fit,
    ]),
    image: '/content/country.webp',
    faqs: [
      { question: t('ContentDefaults.faq.countryQ', { own }), answer: t('ContentDefaults.faq.countryA', sizes) },
      { question: t('ContentDefaults.faq.countryNoteQ'), answer: notes[0]! },
      faq.disagree,
      faq.measure,
      faq.between,
    ],
    relatedTools: [
      regularLink(t, 'men'),
      regularLink(t, 'women'),
      regularLink(t, 'kids'),
      ...neighbours.map((other) => countryLink(t, other)),
    ],
  };
}

function brandContent(t: AppTranslator, locale: Locale, slug: BrandSlug): PageTranslation {
  const facts = brandFacts(slug);
  const shared = sharedParagraphs(t);
  const faq = sharedFaqs(t);
  const brand = brandNames[slug];
  const { row } = facts;
  const size = sizeLabel(t, row.primary, row.sizes[row.primary]!);
  const others = joinList(
    locale,
    facts.columns
      .filter((id) => id !== row.primary && id !== 'cm' && id !== 'inch' && row.sizes[id])
      .map((id) => sizeLabel(t, id, row.sizes[id]!)),
  );
  const groups = joinList(
    locale,
    facts.genders.map((gender) => t(`ContentDefaults.groups.${gender}`)),
  );
  const note = t(`Chart.brandNotes.${brandKey[slug]}`);
  const position = brandSlugs.indexOf(slug);
  const nextBrands = [1, 2].map((step) => brandSlugs[(position + step) % brandSlugs.length]!);
  return {
    title: t('ContentDefaults.title', { pageTitle: t('Tools.brand.title', { brand }) }),
    description: t('Tools.brand.description', { brand }),
    content: paragraphs([
      t(`Tools.brand.${brandKey[slug]}.intro`),
      note,
      // A chart that prints only the foot length beside its size (Reebok) has no other size to name.
      others
        ? t('ContentDefaults.brandData', { brand, size, others, cm: row.cm, groups })
        : t('ContentDefaults.brandDataFoot', { brand, size, cm: row.cm, groups }),
      shared.steps,
      shared.measure,
      sourcesParagraph(t, facts.source),
      shared.fit,
    ]),
    image: '/content/brand.webp',
    faqs: [
      {
        question: t('ContentDefaults.faq.brandQ', { brand, size }),
        answer: others
          ? t('ContentDefaults.faq.brandA', { brand, size, others, cm: row.cm })
          : t('ContentDefaults.faq.brandAFoot', { brand, size, cm: row.cm }),
      },
      { question: t('ContentDefaults.faq.brandFitQ', { brand }), answer: note },
      {
        question: t('ContentDefaults.faq.brandSourceQ', { brand }),
        answer: t('ContentDefaults.faq.brandSourceA', {
          source: facts.source.title,
          date: checkedDate(locale, facts.source.checkedAt),
          confidence: confidenceText(t, facts.source),
        }),
      },
      faq.measure,
      faq.between,
    ] satisfies Faq[],
    relatedTools: [regularLink(t, 'men'), regularLink(t, 'women'), ...nextBrands.map((other) => brandLink(t, other))],
  };
}

function buildWith(t: AppTranslator, locale: Locale, category: PageCategory): PageTranslation {
  if (category === 'home') return homeContent(t);
  if (category === 'men-to-women') return menToWomenContent(t);
  if (category === 'men' || category === 'women' || category === 'kids') return regularContent(t, category);
  if (category.startsWith('country-')) return countryContent(t, category.slice('country-'.length) as CountrySlug);
  return brandContent(t, locale, category.slice('brand-'.length) as BrandSlug);
}

/** The shipped content of one page in one language. */
export async function defaultTranslation(category: PageCategory, locale: Locale): Promise<PageTranslation> {
  return buildWith(await translatorFor(locale), locale, category);
}
