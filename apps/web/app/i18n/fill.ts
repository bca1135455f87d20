/** A translator over one table of strings: `{name}` placeholders are filled from `vars`. */
export function tableTranslator<K extends string>(
  table: Record<K, string>,
): (key: K, vars?: Record<string, string | number>) => string {
  return (key, vars) =>
    vars
      ? table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
      : table[key];
}
