import { BLOCK_LABELS, type BlockForm } from '../lib/post-form.ts';
import { ImagePickerField } from './image-picker-field.tsx';
import { TextField } from './text-field.tsx';
import type { ProblemAt } from './use-field-problems.ts';

/** A list's items are one textarea: the first item the save refused is named under it. */
const firstItemProblem = (problemAt: ProblemAt) =>
  Array.from({ length: 50 }, (_, i) => problemAt(`items.${i}`)).find(Boolean);

/** The text fields a block may have; a change names only those it sets. */
type BlockFieldChange = Partial<Record<'text' | 'author' | 'src' | 'alt' | 'caption' | 'items', string>>;

interface BlockFieldsProps {
  block: BlockForm;
  /** Its place in the body (1-based), for unique ids and labels. */
  n: number;
  /**
   * Sets some of this block's fields on the block as it is when the change lands, never on this
   * render's copy: a picture's upload answers seconds later, after its alt text may have been typed.
   */
  onChange(change: BlockFieldChange): void;
  /** The last refused save's problems of this block, by its field (`text`, `alt`, `items.0`). */
  problemAt: ProblemAt;
}

/** The fields of one body block, by its type; the owner writes text, never markup. */
export function BlockFields({ block, n, onChange, problemAt }: BlockFieldsProps) {
  const id = `block-${n}`;
  const label = `${BLOCK_LABELS[block.type]} ${n}`;
  switch (block.type) {
    case 'image':
      return (
        <>
          <ImagePickerField
            id={`${id}-src`}
            problem={problemAt('src')}
            label={`${label} picture *`}
            value={block.src}
            onChange={(src) => onChange({ src })}
          />
          <TextField
            id={`${id}-alt`}
            problem={problemAt('alt')}
            label={`${label} alt text *`}
            value={block.alt}
            required
            onChange={(alt) => onChange({ alt })}
          />
          <TextField
            id={`${id}-caption`}
            problem={problemAt('caption')}
            label={`${label} caption`}
            value={block.caption}
            onChange={(caption) => onChange({ caption })}
          />
        </>
      );
    case 'quote':
      return (
        <>
          <TextField
            id={`${id}-text`}
            problem={problemAt('text')}
            label={`${label} text *`}
            value={block.text}
            multiline
            onChange={(text) => onChange({ text })}
          />
          <TextField
            id={`${id}-author`}
            problem={problemAt('author')}
            label={`${label} author`}
            value={block.author}
            onChange={(author) => onChange({ author })}
          />
        </>
      );
    case 'list':
      return (
        <TextField
          id={`${id}-items`}
          problem={problemAt('items') ?? firstItemProblem(problemAt)}
          label={`${label} items *`}
          value={block.items}
          multiline
          hint="One item per line."
          onChange={(items) => onChange({ items })}
        />
      );
    default:
      return (
        <TextField
          id={`${id}-text`}
          problem={problemAt('text')}
          label={`${label} text *`}
          value={block.text}
          multiline={block.type !== 'heading'}
          onChange={(text) => onChange({ text })}
        />
      );
  }
}
