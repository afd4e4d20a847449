import { BLOCK_LABELS, type BlockForm } from '../lib/post-form.ts';
import { ImagePickerField } from './image-picker-field.tsx';
import { TextField } from './text-field.tsx';

interface BlockFieldsProps {
  block: BlockForm;
  /** Its place in the body (1-based), for unique ids and labels. */
  n: number;
  onChange(block: BlockForm): void;
}

/** The fields of one body block, by its type; the owner writes text, never markup. */
export function BlockFields({ block, n, onChange }: BlockFieldsProps) {
  const id = `block-${n}`;
  const label = `${BLOCK_LABELS[block.type]} ${n}`;
  switch (block.type) {
    case 'image':
      return (
        <>
          <ImagePickerField
            id={`${id}-src`}
            label={`${label} picture *`}
            value={block.src}
            onChange={(src) => onChange({ ...block, src })}
          />
          <TextField
            id={`${id}-alt`}
            label={`${label} alt text *`}
            value={block.alt}
            required
            onChange={(alt) => onChange({ ...block, alt })}
          />
          <TextField
            id={`${id}-caption`}
            label={`${label} caption`}
            value={block.caption}
            onChange={(caption) => onChange({ ...block, caption })}
          />
        </>
      );
    case 'quote':
      return (
        <>
          <TextField
            id={`${id}-text`}
            label={`${label} text *`}
            value={block.text}
            multiline
            onChange={(text) => onChange({ ...block, text })}
          />
          <TextField
            id={`${id}-author`}
            label={`${label} author`}
            value={block.author}
            onChange={(author) => onChange({ ...block, author })}
          />
        </>
      );
    case 'list':
      return (
        <TextField
          id={`${id}-items`}
          label={`${label} items *`}
          value={block.items}
          multiline
          hint="One item per line."
          onChange={(items) => onChange({ ...block, items })}
        />
      );
    default:
      return (
        <TextField
          id={`${id}-text`}
          label={`${label} text *`}
          value={block.text}
          multiline={block.type !== 'heading'}
          onChange={(text) => onChange({ ...block, text })}
        />
      );
  }
}
