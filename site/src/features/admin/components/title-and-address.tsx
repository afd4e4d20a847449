import { useStore } from 'zustand';
import type { ContentKind } from '#shared/schemas/content-entry.ts';
import { slugOf } from '../lib/project-form.ts';
import type { ContentStore } from '../stores/content-store.ts';
import { TextField } from './text-field.tsx';
import { useContentForm } from './use-content-form.ts';

interface TitleAndAddressProps<K extends ContentKind, F extends { title: string; slug: string }> {
  store: ContentStore<K, F>;
  /** The fields' ids start with it: `post` gives post-title and post-slug. */
  idPrefix: string;
  /** The page's address up to the slug: `/blog/`. */
  base: string;
  label(path: string): string;
}

/**
 * The title of a post or project and the address of its page. A draft's address follows its title
 * until the owner types one; a published address stays.
 */
export function TitleAndAddress<K extends ContentKind, F extends { title: string; slug: string }>({
  store,
  idPrefix,
  base,
  label,
}: TitleAndAddressProps<K, F>) {
  const { form, update, problemAt } = useContentForm(store);
  const draft = useStore(store, (s) => s.current === null || s.current.status === 'draft');
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        label={`${label('title')} *`}
        problem={problemAt('title')}
        value={form.title}
        required
        onChange={(title) =>
          update((f) => ({
            ...f,
            title,
            // The address follows the title until the owner types one (an autosave made while
            // the title was half typed must not fix it).
            slug: draft && (!f.slug || f.slug === slugOf(f.title)) ? slugOf(title) : f.slug,
          }))
        }
      />
      <TextField
        id={`${idPrefix}-slug`}
        label={`${label('slug')} *`}
        problem={problemAt('slug')}
        value={form.slug}
        required
        hint={`The page is ${base}${form.slug || '...'}; changing it later keeps the old address working: visitors and search engines are sent on to the new one.`}
        onChange={(slug) => update((f) => ({ ...f, slug }))}
      />
    </>
  );
}
