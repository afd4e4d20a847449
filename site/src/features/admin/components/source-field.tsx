import type { ItemType } from '#shared/schemas/portfolio.ts';
import { TYPE_OPTIONS } from '../lib/admin-texts.ts';
import { videoStartNote } from '../lib/video-start-note.ts';
import { useAdminPlatform } from '../platform/platform.ts';
import { TextField } from './text-field.tsx';

const HINTS: Record<ItemType, string> = {
  image: 'A site path such as /images/portfolio/kitchen.jpg, an https address, or upload a file above.',
  video:
    'The YouTube address (watch?v=, youtu.be/, shorts/ or embed/) or its 11-character id. To start the video part-way, copy the address at the current time (Share, Start at) or add t=1m30s.',
  embed:
    'The iframe code, or a Matterport share address (my.matterport.com/show/?m=...). One iframe from Matterport, YouTube or Vimeo is kept; everything else is removed.',
};

/** The source field: label, placeholder and input kind follow the type (spec section 5). */
export function SourceField({
  type,
  value,
  onChange,
  problem,
}: {
  type: ItemType;
  value: string;
  onChange(value: string): void;
  /** Why the last Add / Update was refused for the source, shown under it. */
  problem?: string | undefined;
}) {
  const platform = useAdminPlatform();
  const option = TYPE_OPTIONS.find((o) => o.value === type) ?? TYPE_OPTIONS[0];
  return (
    <>
      <TextField
        id="item-src"
        label={option.srcLabel}
        placeholder={option.placeholder}
        value={value}
        required
        multiline={type === 'embed'}
        hint={HINTS[type]}
        note={type === 'video' ? videoStartNote(value) : undefined}
        problem={problem}
        onChange={onChange}
      />
      {type === 'image' && value.trim() ? (
        <figure className="admin-preview">
          <img src={platform.mediaUrl(value.trim())} alt="" />
          <figcaption>Preview</figcaption>
        </figure>
      ) : null}
    </>
  );
}
