/**
 * The brand and country slugs, for the size engine (`lib/sizes`) and the request validators, which
 * still import them from here. The size engine is to own these lists; until it does, they are
 * defined in the page catalogue and only re-exported here. Everything else imports the catalogue.
 */
export { brandSlugs, countrySlugs, type BrandSlug, type CountrySlug } from './page-catalogue';
