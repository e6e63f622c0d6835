// Next puts the root not-found boundary into every page's flight data; without this file that is
// its own default 404 markup with inline styles. Only a locale that app/[locale]/layout.tsx rejects
// would show it, and then as the same document as a path outside every locale.
export { default } from './global-not-found';
