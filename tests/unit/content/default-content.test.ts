import { describe, expect, it } from 'vitest';
import { brandCharts, brandGenders, convert, countryPresets } from '@/lib/sizes';
import type { Gender, SystemId } from '@/lib/sizes';
import { pageCategories } from '@/lib/content/categories';
import { defaultTranslation } from '@/lib/content/defaults/build';
import { brandFacts, countryFacts, menToWomenFacts, regularFacts, sampleFootMm } from '@/lib/content/defaults/facts';
import { locales } from '@/lib/i18n/routing';
import fr from '@/messages/fr.json';
import { brandNames, brandSlugs, countrySlugs, isKnownPagePath, type BrandSlug, type CountrySlug } from '@/lib/page-catalogue';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const words = (html: string) => text(html).split(/\s+/).filter(Boolean).length;

/** A label the engine gives for a size, read through `convert` (not the chart rows the content reads). */
function engineLabel(gender: Gender, from: { system: SystemId; size: string } | { footMm: number }, system: SystemId): string {
  const result = convert({ gender, ...from });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.sizes[system]!.label;
}

describe('shipped page content', () => {
  it('covers the home page and every converter page', () => {
    expect(pageCategories).toHaveLength(1 + 4 + countrySlugs.length + brandSlugs.length);
  });

  it.each(pageCategories)(
    '%s has 300+ English words, 5+ FAQs, related tools that exist and an image',
    async (category) => {
      const english = await defaultTranslation(category, 'en');
      expect(words(english.content)).toBeGreaterThanOrEqual(300);
      expect(english.faqs.length).toBeGreaterThanOrEqual(5);
      expect(new Set(english.faqs.map((faq) => faq.question)).size).toBe(english.faqs.length);
      expect(english.relatedTools.length).toBeGreaterThanOrEqual(3);
      for (const tool of english.relatedTools) expect(isKnownPagePath(tool.link), tool.link).toBe(true);
      expect(english.image).toMatch(/^\/content\/[a-z-]+\.webp$/);
    },
    30_000,
  );

  it.each(locales)(
    'is written in %s for every page, with every template filled',
    async (locale) => {
      for (const category of pageCategories) {
        const translation = await defaultTranslation(category, locale);
        const all = [translation.title, translation.content, ...translation.faqs.flatMap((faq) => [faq.question, faq.answer])].join(' ');
        expect(all, `${category}/${locale}`).not.toMatch(/[{}]|ContentDefaults\./);
        if (locale !== 'en') {
          const english = await defaultTranslation(category, 'en');
          expect(translation.faqs[0]!.question, `${category}/${locale}`).not.toBe(english.faqs[0]!.question);
        }
      }
    },
    60_000,
  );

  // A brand named like a word of the sentence ("On") once gave "On On's own chart" in English.
  it.each(locales)(
    'never writes a brand’s name twice in a row on its page in %s, whatever the brand is called',
    async (locale) => {
      for (const slug of brandSlugs) {
        const translation = await defaultTranslation(`brand-${slug}`, locale);
        const all = [text(translation.content), ...translation.faqs.flatMap((faq) => [faq.question, faq.answer])].join(' \n ');
        const name = brandNames[slug].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(all.match(new RegExp(`(?<!\\p{L})${name}\\s+${name}(?!\\p{L})`, 'u'))?.[0], `${slug}/${locale}`).toBeUndefined();
      }
    },
    60_000,
  );

  // "On" is also the French pronoun "on", and French elides "de" before a vowel (d’adidas): the French
  // templates name a brand or a source (whose title starts with the brand) after a noun ("le tableau On",
  // "la marque On"), never after "de" or "que" nor as the subject opening a clause.
  it('names every brand naturally in French, On included', async () => {
    const templates: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') {
        if (/\{(?:brand|source)\}/.test(value)) templates.push(value);
      } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(fr);
    expect(templates.length).toBeGreaterThan(10);
    const unnatural = /\b(?:de|que|De|Que) \{(?:brand|source)\}|(?:^|[.:;!?]\s)\{brand\}\s+\p{Ll}/u;
    expect(templates.filter((template) => unnatural.test(template.replace(/\u00a0/g, ' ')))).toEqual([]);

    const page = await defaultTranslation('brand-on', 'fr');
    const all = [text(page.content), ...page.faqs.flatMap((faq) => [faq.question, faq.answer])].join(' \n ');
    expect(all).toMatch(/\bOn\b/);
    expect(all.match(/\b(?:de|que) On\b|\b[dq][’']On\b|(?:^|[.:;!?\n]\s*)On\s+\p{Ll}/u)?.[0]).toBeUndefined();
  });
});

describe('figures quoted by the shipped content agree with the size engine', () => {
  it.each(['men', 'women', 'kids'] as const)('%s: the sample size and the sample foot length', async (gender) => {
    const facts = regularFacts(gender);
    const us = facts.sample.us!;
    expect(facts.sample.uk).toBe(engineLabel(gender, { system: 'us', size: us }, 'uk'));
    expect(facts.sample.eu).toBe(engineLabel(gender, { system: 'us', size: us }, 'eu'));
    const footUs = engineLabel(gender, { footMm: sampleFootMm[gender] }, 'us');
    const footEu = engineLabel(gender, { footMm: sampleFootMm[gender] }, 'eu');
    const english = await defaultTranslation(gender, 'en');
    const [sizeFaq, footFaq] = english.faqs;
    expect(sizeFaq!.answer).toContain(`US ${us} is a UK ${facts.sample.uk} and a European ${facts.sample.eu}`);
    expect(footFaq!.answer).toContain(`US ${footUs},`);
    expect(footFaq!.answer).toContain(`European ${footEu} on this chart`);
  });

  it('men to women: US women is men + 1.5, or + 1 under the FIA convention, and UK/EU stay', async () => {
    const facts = menToWomenFacts();
    expect(Number(facts.women)).toBe(Number(facts.men) + 1.5);
    expect(Number(facts.womenAlt)).toBe(Number(facts.men) + 1);
    expect(facts.uk).toBe(engineLabel('men', { system: 'us', size: facts.men }, 'uk'));
    expect(facts.eu).toBe(engineLabel('men', { system: 'us', size: facts.men }, 'eu'));
    const english = await defaultTranslation('men-to-women', 'en');
    expect(english.faqs[0]!.answer).toContain(`women's US ${facts.women}`);
  });

  it.each(countrySlugs)('%s: the men’s sample row reads the same through convert', (slug: CountrySlug) => {
    const { men } = countryFacts(slug);
    const own = men.sizes[men.primary]!;
    for (const system of ['us', 'uk', 'eu'] as const) {
      expect(men.sizes[system], system).toBe(engineLabel('men', { system: men.primary, size: own }, system));
    }
    expect(countryPresets[slug].own[0]).toBe(men.primary);
  });

  it.each(brandSlugs)('%s: the sample row is on the brand’s own chart', (slug: BrandSlug) => {
    const facts = brandFacts(slug);
    expect(facts.genders).toEqual(brandGenders(slug));
    const primaryLabel = facts.row.sizes[facts.row.primary]!;
    const result = convert({ gender: facts.gender, brand: slug, system: facts.row.primary, size: primaryLabel });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const [system, label] of Object.entries(facts.row.sizes)) {
      if (system === 'cm' || system === 'inch') continue;
      expect(result.sizes[system as SystemId]?.label, system).toBe(label);
    }
    expect(Math.abs(result.footMm / 10 - Number(facts.row.cm))).toBeLessThan(0.06);
    expect(brandCharts[slug][facts.gender]).toBeDefined();
  });
});
