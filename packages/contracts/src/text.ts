/**
 * Control characters other than tab and line breaks (C0, DEL, C1): the one definition the API's
 * text-input rule (ADR 093) and the web server's request rule share. PostgreSQL cannot store NUL
 * in text at all, and none of the others belongs in a name, a title or a search.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether `text` holds a control character other than tab, line feed or carriage return. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}
