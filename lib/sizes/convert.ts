import { convertOnChart, type ConvertInput, type ConvertOptions, type ConvertOutcome } from './convert-core';
import { checkBrand, checkChart, checkConventions, checkGender, isError } from './model/validate';

/**
 * Converts a size (or a foot length) to every system available for the gender.
 *
 * Without a brand the ISO/TS 19407 model is used and `footLengthMm` spans half a grid step either
 * side of the input; with a brand the brand's chart row is used and `footLengthMm` is the row's
 * span. Sizes carry their `origin` so a page can tell printed chart values from model values, and
 * `alternatives` lists how the answer changes under each other convention option (US women +1,
 * EU allowance, kids offset, AU women, Colombia).
 *
 * @example convert({ gender: 'men', system: 'us', size: '9', brand: 'nike' }) // UK 8, EU 42.5, JP 27 (printed), cm 26.2 (foot)
 * @example convert({ gender: 'kids', footMm: 180 })
 */
export function convert(input: ConvertInput, options: ConvertOptions = {}): ConvertOutcome {
  const gender = checkGender(input.gender);
  if (isError(gender)) return gender;
  const brand = checkBrand(input.brand);
  if (isError(brand)) return brand;
  const conv = checkConventions(input.convention);
  if (isError(conv)) return conv;
  const chart = brand ? checkChart(brand, gender) : null;
  if (isError(chart)) return chart;
  return convertOnChart({ ...input, chart }, options);
}
