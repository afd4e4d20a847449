import { z } from 'zod';
import { toMultiLine, toSingleLine } from '../constants/typed-text.ts';

/**
 * Text fields people type: every text field of an input schema starts from one of these two, so
 * no control character reaches the store or a page (the rules: shared/constants/typed-text.ts).
 */

/** A one-line text field: no control characters at all. */
export const lineText = () => z.string().overwrite(toSingleLine);

/** A multi-line text field: line breaks and tabs kept, other control characters removed. */
export const multiLineText = () => z.string().overwrite(toMultiLine);
