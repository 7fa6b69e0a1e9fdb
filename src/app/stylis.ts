// What styled-components uses of stylis, less its vendor prefixer (3 kB of the first load): the app never turns
// prefixes on (StyleSheetManager's enableVendorPrefixes), and every browser it supports takes the standard properties.
// vite.config.ts points `stylis` here for the app's build; the package's own builds keep the whole of stylis.
// @ts-expect-error -- stylis ships no types; this file only passes its functions through
export { RULESET, compile, middleware, rulesheet, serialize, stringify } from '../../node_modules/stylis/index.js';

/** Never called: styled-components reaches for it only when vendor prefixes are on. */
export function prefixer(): never {
  throw new Error('pipkit: vendor prefixes are off in the app (src/app/stylis.ts)');
}
