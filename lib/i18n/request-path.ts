// The definitions live in plain JavaScript so that scripts/load-shedder.mjs shares them.
export { isDashboardPath, splitLocalePrefix } from './locale-path.mjs';
