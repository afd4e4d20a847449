import { FORM_TEXTS } from '../lib/admin-texts.ts';
import { useAdminStores, useEditor } from '../stores/use-admin-stores.ts';
import { TextField } from './text-field.tsx';
import { problemFinder } from './use-field-problems.ts';

/** Alt text, required for images unless the owner marks the image as decorative. */
export function AltTextFields() {
  const { editor } = useAdminStores();
  const alt = useEditor((s) => s.form.alt);
  const decorative = useEditor((s) => s.form.decorative);
  const problem = useEditor((s) => problemFinder(s.problems)('alt'));
  const set = editor.getState().setField;
  return (
    <div className="admin-field-group">
      <TextField
        id="item-alt"
        label={decorative ? FORM_TEXTS.alt : `${FORM_TEXTS.alt} *`}
        value={alt}
        required={!decorative}
        disabled={decorative}
        problem={problem}
        hint="What the photo shows, for people who cannot see it (e.g. Bright open kitchen with a marble island)."
        onChange={(v) => set('alt', v)}
      />
      <div className="admin-checkbox">
        <input
          id="item-decorative"
          type="checkbox"
          checked={decorative}
          onChange={(e) => set('decorative', e.target.checked)}
        />
        <label htmlFor="item-decorative">{FORM_TEXTS.decorative}</label>
      </div>
    </div>
  );
}
