// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import { SizeConverter } from '@/components/converter/ui/size-converter';
import { conventionsFor, converterMessagePaths } from '@/components/converter/loading/client-messages';
import { brandConverter, countryConverter, homeConverter, regularConverter, type ConverterSetup } from '@/lib/converter/page-setup';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';
import { brandNames, brandSlugs, countrySlugs } from '@/lib/page-catalogue';
import { convertOnChart, formatSize, sizeOptions, type SelectableConventionId } from '@/lib/sizes/browser';
import { footDomains } from '@/lib/sizes';
import { renderWithIntl } from '../render-with-intl';

/** Every converter page's setup, with the brand name its page hands the converter. */
const pages: Array<{ name: string; setup: ConverterSetup; brandName: string | null; charts: boolean }> = [
  { name: 'home', setup: homeConverter(), brandName: null, charts: false },
  ...(['men', 'women', 'kids'] as const).map((gender) => ({
    name: gender,
    setup: regularConverter(gender),
    brandName: null,
    charts: true,
  })),
  ...countrySlugs.map((slug) => ({ name: slug, setup: countryConverter(slug), brandName: null, charts: true })),
  ...brandSlugs.map((slug) => ({ name: slug, setup: brandConverter(slug), brandName: brandNames[slug], charts: true })),
];

describe('converterMessagePaths', () => {
  it('ships the wording of the levels of trust its charts have, not the others', () => {
    for (const { name, setup } of pages) {
      const levels = new Set(setup.genders.map((part) => part.table.source.confidence));
      const picked = pickMessagePaths(en, converterMessagePaths(setup)) as { Chart?: { confidence?: object } };
      expect(Object.keys(picked.Chart?.confidence ?? {}).sort(), name).toEqual([...levels].sort());
    }
  });

  it('names every convention an answer on a gender can mention, on every page, for every size and foot length', () => {
    const met = new Set<SelectableConventionId>();
    for (const { name, setup } of pages) {
      for (const part of setup.genders) {
        const picked = conventionsFor([part.gender]);
        const { min, max } = footDomains[part.gender].accept;
        const sizes = sizeOptions({ gender: part.gender, system: part.defaultSystem, chart: part.chart });
        const inputs = [
          ...(Array.isArray(sizes)
            ? sizes.map((size) => ({ system: part.defaultSystem, size: formatSize(size, part.defaultSystem) }))
            : []),
          ...Array.from({ length: Math.floor((max - min) / 5) + 1 }, (_, i) => ({ footMm: min + i * 5 })),
        ];
        for (const input of inputs) {
          const outcome = convertOnChart({ gender: part.gender, chart: part.chart, ...input });
          if (!outcome.ok) continue;
          for (const { convention } of outcome.alternatives) {
            met.add(convention);
            expect(picked, `${name}, ${part.gender}, ${JSON.stringify(input)}`).toContain(convention);
          }
        }
      }
    }
    // The women's scales turn up (usWomen on Clarks, whose charts print no US size), so the check is not vacuous.
    expect([...met]).toEqual(expect.arrayContaining(['usWomen', 'auWomen', 'generic']));
  }, 60_000);

  it('renders every converter page’s converter, an answer on each of its genders, with exactly the messages it picks', async () => {
    for (const { name, setup, brandName, charts } of pages) {
      for (const part of setup.genders) {
        const sizes = sizeOptions({ gender: part.gender, system: part.defaultSystem, chart: part.chart });
        const size = Array.isArray(sizes) ? sizes[Math.floor(sizes.length / 2)] : undefined;
        expect(size, `${name} ${part.gender}`).toBeDefined();
        const query = new URLSearchParams({ gender: part.gender, system: part.defaultSystem, size: formatSize(size!, part.defaultSystem) });
        window.history.replaceState(null, '', `/page?${query}`);
        const messages = pickMessagePaths(en, converterMessagePaths(setup, { charts }));
        renderWithIntl(<SizeConverter setup={setup} brandName={brandName} charts={charts} />, { messages, strict: true });
        expect(await screen.findByTestId('result-title'), `${name} ${part.gender}`).toBeInTheDocument();
        cleanup();
      }
    }
  }, 120_000);

  it('ships a brand page no standard-table wording and a generic page no brand wording', () => {
    const nike = converterMessagePaths(brandConverter('nike'));
    const men = converterMessagePaths(regularConverter('men'));
    expect(nike).toContain('SizeOrigin.jpLabelNote');
    expect(nike).not.toContain('SizeOrigin.standardSource');
    expect(men).toContain('SizeOrigin.standardSource');
    expect(men).not.toContain('Chart.brandHeadings');
    expect(men).not.toContain('KidsGuide.tiers');
    expect(men.some((path) => path.startsWith('Conventions.usWomen'))).toBe(false);
  });
});
