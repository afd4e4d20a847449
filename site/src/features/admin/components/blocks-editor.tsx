import { useState } from 'react';
import { BLOCK_TYPES } from '#shared/schemas/post.ts';
import { BLOCK_LABELS, type BlockForm, type BlockType, newBlock } from '../lib/post-form.ts';
import { moved } from '../lib/publication.ts';
import { BlockFields } from './block-fields.tsx';
import { FieldProblem } from './field-problem.tsx';
import { MoveButtons, MoveStatus, useMoveStatus } from './move-buttons.tsx';
import { useDragReorder } from './use-drag-reorder.ts';
import { type ProblemAt, problemsUnder } from './use-field-problems.ts';
import { plural } from '../lib/plural.ts';

interface BlocksEditorProps {
  blocks: BlockForm[];
  onChange(change: (blocks: BlockForm[]) => BlockForm[]): void;
  /** The last refused save's problems by API path (`content`, `content.2.text`). */
  problemAt: ProblemAt;
}

/** An article's body as blocks: add one of the six types, edit, reorder (drag or arrows), remove. */
export function BlocksEditor({ blocks, onChange, problemAt }: BlocksEditorProps) {
  const [type, setType] = useState<BlockType>('paragraph');
  const move = (from: number, to: number) => onChange((list) => moved(list, from, to));
  const { itemProps } = useDragReorder(move);
  const [moveStatus, say] = useMoveStatus();
  return (
    <fieldset className="admin-fieldset admin-blocks-editor">
      <legend className="admin-label">Body ({plural(blocks.length, 'block')})</legend>
      {/* "Body needs at least one block": the place to add one is the control below. */}
      <FieldProblem id="blocks-problem" problem={problemAt('content')} />
      <ol className="admin-block-list" aria-label="Body blocks">
        {blocks.map((block, index) => (
          <li key={block.key} className="admin-block" {...itemProps(index)}>
            <p className="admin-block-type">{BLOCK_LABELS[block.type]}</p>
            <BlockFields
              block={block}
              n={index + 1}
              problemAt={problemsUnder(problemAt, `content.${index}`)}
              onChange={(fields) =>
                onChange((list) =>
                  list.map((b) => (b.key === block.key ? ({ ...b, ...fields } as BlockForm) : b)),
                )
              }
            />
            <MoveButtons
              name={`block ${index + 1}`}
              index={index}
              count={blocks.length}
              move={move}
              onRemove={() => onChange((list) => list.filter((b) => b.key !== block.key))}
              say={say}
            />
          </li>
        ))}
      </ol>
      <MoveStatus text={moveStatus} />
      <div className="admin-block-add">
        <label htmlFor="block-add-type">New block</label>
        <select
          id="block-add-type"
          aria-invalid={problemAt('content') ? true : undefined}
          aria-describedby={problemAt('content') ? 'blocks-problem' : undefined}
          value={type}
          onChange={(e) => setType(e.target.value as BlockType)}
        >
          {BLOCK_TYPES.map((t) => (
            <option key={t} value={t}>
              {BLOCK_LABELS[t]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          onClick={() => onChange((list) => [...list, newBlock(type)])}
        >
          Add block
        </button>
      </div>
    </fieldset>
  );
}
