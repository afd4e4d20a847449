import { z } from 'zod';

/**
 * Text fields people type. NUL and other control characters (C0, DEL, C1) never reach the store
 * or a page: a one-line field turns tabs and line breaks into spaces and drops the rest; a
 * multi-line field keeps line breaks (CRLF becomes LF) and tabs. Every text field of an input
 * schema starts from one of these two.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAK_OR_TAB = /\r\n|[\t\n\r]/g;

/** `value` on one line: tabs and line breaks become spaces, other control characters are dropped. */
export const toSingleLine = (value: string) =>
  value.replace(LINE_BREAK_OR_TAB, ' ').replace(CONTROL_IN_LINE, '');
const toMultiLine = (value: string) => value.replace(/\r\n?/g, '\n').replace(CONTROL_IN_TEXT, '');

/** A one-line text field: no control characters at all. */
export const lineText = () => z.string().overwrite(toSingleLine);

/** A multi-line text field: line breaks and tabs kept, other control characters removed. */
export const multiLineText = () => z.string().overwrite(toMultiLine);
