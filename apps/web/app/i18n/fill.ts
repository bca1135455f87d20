/** `{name}` placeholders of `text` filled from `vars` (an unknown name stays as written). */
export function fillVars(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translator over one table of strings: `{name}` placeholders are filled from `vars`. */
export function tableTranslator<K extends string>(
  table: Record<K, string>,
): (key: K, vars?: Record<string, string | number>) => string {
  return (key, vars) => fillVars(table[key], vars);
}
