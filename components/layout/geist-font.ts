import localFont from 'next/font/local';

/**
 * Geist from its npm package, self-hosted by next/font. `display: 'optional'`: the font is used when
 * it arrives within the first moments of the page (it is preloaded), and otherwise the page keeps
 * the fallback until the next page, so text never re-wraps and moves the converter under a visitor's
 * finger once the page is shown (a swap moved /men's converter by 28 px when the font came late).
 * The `geist` package is read here as a file, not imported, so knip.json names it in ignoreDependencies.
 */
export const geistSans = localFont({
  src: '../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'optional',
});
