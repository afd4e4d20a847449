import type { DragEvent } from 'react';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import { startNote } from '../lib/video-start-note.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { ArrowDownIcon, ArrowUpIcon, CubeIcon, EditIcon, GripIcon, PlayIcon, TrashIcon } from './icons.tsx';

export const moveButtonId = (id: string, which: 'up' | 'down') => `admin-move-${which}-${id}`;

interface ItemRowProps {
  item: PortfolioItem;
  index: number;
  count: number;
  dragging: boolean;
  dropTarget: boolean;
  onDragStart(): void;
  onDragEnd(): void;
  onDragOver(event: DragEvent): void;
  onDrop(event: DragEvent): void;
  onMove(direction: -1 | 1): void;
  onEdit(): void;
  onDelete(): void;
}

/** The picture an item shows in the list: its thumbnail, or the image itself. */
function previewOf(item: PortfolioItem): string | undefined {
  return item.thumbnail ?? (item.type === 'image' ? item.src : undefined);
}

/** One item: title, description, type / category / specs / video start badges, move, edit and delete. */
export function ItemRow(props: ItemRowProps) {
  const { item, index, count } = props;
  const platform = useAdminPlatform();
  const preview = previewOf(item);
  // Where a video starts, as its editor says it: the list shows what a visitor's play will do.
  const start = item.type === 'video' ? startNote(item.start) : '';
  const classes = [
    'admin-item',
    props.dragging ? 'is-dragging' : '',
    props.dropTarget ? 'is-drop-target' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={classes}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', item.id);
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
    >
      <span className="admin-grip" title="Drag to reorder">
        <GripIcon />
      </span>
      {preview ? (
        <img
          className="admin-thumb"
          src={platform.mediaUrl(preview)}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        // A video or tour without a thumbnail: its kind on a designed tile (the title is beside it).
        <span className={`admin-thumb admin-thumb--empty admin-thumb--${item.type}`} aria-hidden="true">
          {item.type === 'video' ? <PlayIcon /> : <CubeIcon />}
          <span className="admin-thumb-kind">{item.type === 'video' ? 'Video' : '3D tour'}</span>
        </span>
      )}
      <div className="admin-item-body">
        <h4>{item.title}</h4>
        <p>{item.description}</p>
        <div className="admin-badges">
          <span className="admin-badge admin-badge--type">{item.type}</span>
          {item.category ? <span className="admin-badge">{item.category}</span> : null}
          {item.specs ? <span className="admin-badge admin-badge--muted">{item.specs}</span> : null}
          {start ? <span className="admin-badge admin-badge--muted">{start}</span> : null}
          {item.featuredOnService ? <span className="admin-badge">On the service page</span> : null}
        </div>
      </div>
      <div className="admin-item-actions">
        <button
          id={moveButtonId(item.id, 'up')}
          type="button"
          className="admin-icon-button"
          aria-label={`Move ${item.title} up`}
          aria-describedby="admin-reorder-hint"
          disabled={index === 0}
          onClick={() => props.onMove(-1)}
        >
          <ArrowUpIcon />
        </button>
        <button
          id={moveButtonId(item.id, 'down')}
          type="button"
          className="admin-icon-button"
          aria-label={`Move ${item.title} down`}
          aria-describedby="admin-reorder-hint"
          disabled={index === count - 1}
          onClick={() => props.onMove(1)}
        >
          <ArrowDownIcon />
        </button>
        <button
          type="button"
          className="admin-button admin-button--outline admin-button--small"
          aria-label={`Edit ${item.title}`}
          onClick={props.onEdit}
        >
          <EditIcon />
          Edit
        </button>
        <button
          type="button"
          className="admin-button admin-button--danger admin-button--small"
          aria-label={`Delete ${item.title}`}
          onClick={props.onDelete}
        >
          <TrashIcon />
          Delete
        </button>
      </div>
    </li>
  );
}
