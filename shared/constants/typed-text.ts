/**
 * The rules for text people type, without zod (public pages read them too, and never ship zod):
 * NUL and other control characters (C0, DEL, C1) never reach the store or a page. A one-line
 * value turns tabs and line breaks into spaces and drops the rest; a multi-line value keeps line
 * breaks (CRLF becomes LF) and tabs. Unicode's other line breaks (NEL, LINE and PARAGRAPH
 * SEPARATOR, pasted from word processors) count as line breaks: kept as LF, or a space on one
 * line, not dropped so that two words run together. shared/schemas/text.ts builds every text
 * field on these.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAK_OR_TAB = /\r\n|[\t\n\r\u0085\u2028\u2029]/g;
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;

/** `value` on one line: tabs and line breaks become spaces, other control characters are dropped. */
export const toSingleLine = (value: string) =>
  value.replace(LINE_BREAK_OR_TAB, ' ').replace(CONTROL_IN_LINE, '');

/** `value` with its line breaks (as LF) and tabs, other control characters dropped. */
export const toMultiLine = (value: string) => value.replace(LINE_BREAK, '\n').replace(CONTROL_IN_TEXT, '');
