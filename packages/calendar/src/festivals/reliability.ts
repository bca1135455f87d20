/**
 * How far each festival rule can be trusted where no published date exists yet: the rules were
 * checked against every published festival date of BS 2077–2083 (computed mode; golden test
 * `test/festivals-golden.test.ts`, ADR 030). These are the only rules that placed a published year
 * on another day, with those years; every other rule reproduced every published date it met.
 */
export const RULE_MISSES: Readonly<Record<string, readonly number[]>> = {
  // Tibetan leap month: Gyalpo Lhosar fell with Sonam Lhosar on Magh Shukla 1.
  'gyalpo-lhosar': [2077],
  // Published on the day Aunsi begins in the evening; no single kala fits 2078–2082.
  'vat-savitri': [2079],
  // Published one day earlier than the Surya Siddhanta kala rule.
  'gathan-mugah': [2080],
  // Chaitra Shukla Ashtami occurs twice in BS 2081; only the first is published.
  'seto-machhindranath': [2081],
};

/**
 * True when the festival's rule reproduced every published date it was checked against, so a
 * computed date of it may be shown as verified. False for the rules listed in {@link RULE_MISSES}.
 */
export function ruleMatchedEveryPublishedYear(festivalId: string): boolean {
  return !(festivalId in RULE_MISSES);
}
