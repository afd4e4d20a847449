import type { ProjectEntry, ProjectInput } from '#shared/schemas/project.ts';
import { slugWords } from '#shared/schemas/slug-words.ts';
import type { ContentAdapter } from '../stores/content-adapter.ts';
import { videoAddressOf } from './video-start-note.ts';

/** One gallery photo as the editor holds it; `id` is the server's (absent until first saved). */
export interface GalleryPhoto {
  id?: string | undefined;
  src: string;
  alt: string;
  title: string;
}

/** The project editor's fields, as text inputs hold them. */
export interface ProjectForm {
  title: string;
  slug: string;
  /** The one-line summary on cards and under the page title. */
  summary: string;
  category: string;
  specs: string;
  /** The card and hero picture. */
  src: string;
  /** A separate card picture the entry came with ('' when it is the hero picture). */
  thumbnail: string;
  location: string;
  completedDate: string;
  propertyType: string;
  area: string;
  bedrooms: string;
  story: string;
  challenges: string;
  /** One service per line. */
  services: string;
  results: string;
  gallery: GalleryPhoto[];
  /** A YouTube address or id ('' for none). */
  video: string;
  featured: boolean;
  featuredOrder: string;
}

const EMPTY: ProjectForm = {
  title: '',
  slug: '',
  summary: '',
  category: '',
  specs: '',
  src: '',
  thumbnail: '',
  location: '',
  completedDate: '',
  propertyType: '',
  area: '',
  bedrooms: '',
  story: '',
  challenges: '',
  services: '',
  results: '',
  gallery: [],
  video: '',
  featured: false,
  featuredOrder: '',
};

/** Lowercase words joined by dashes, as the slug rule wants (docs/content.md). */
export const slugOf = (title: string): string => slugWords(title, 80);

function projectFormOf(entry: ProjectEntry): ProjectForm {
  const d = entry.detail;
  return {
    title: entry.title,
    slug: entry.slug,
    summary: entry.description,
    category: entry.category,
    specs: entry.specs,
    src: entry.src,
    thumbnail: entry.thumbnail && entry.thumbnail !== entry.src ? entry.thumbnail : '',
    location: d.location,
    completedDate: d.completedDate,
    propertyType: d.propertyType,
    area: d.area,
    bedrooms: d.bedrooms,
    story: d.description,
    challenges: d.challenges,
    services: d.services.join('\n'),
    results: d.results,
    gallery: d.gallery.map((p) => ({ id: p.id, src: p.src, alt: p.alt, title: p.title })),
    // The start is shown in the address, so the owner sees it and a save keeps it.
    video: d.videoId ? videoAddressOf(d.videoId, d.videoStart) : '',
    featured: entry.featured,
    featuredOrder: entry.featuredOrder === undefined ? '' : String(entry.featuredOrder),
  };
}

/** The API body (the server's schema is the judge: it names any field it refuses). */
function projectBodyOf(form: ProjectForm): Omit<ProjectInput, 'status' | 'publishAt'> {
  const order = form.featuredOrder.trim();
  return {
    slug: form.slug.trim() || slugOf(form.title),
    title: form.title,
    description: form.summary,
    category: form.category,
    specs: form.specs,
    src: form.src,
    ...(form.thumbnail ? { thumbnail: form.thumbnail } : {}),
    detail: {
      location: form.location,
      completedDate: form.completedDate,
      propertyType: form.propertyType,
      area: form.area,
      bedrooms: form.bedrooms,
      description: form.story,
      challenges: form.challenges,
      services: form.services
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      results: form.results,
      gallery: form.gallery.map((p) => ({
        ...(p.id ? { id: p.id } : {}),
        src: p.src,
        alt: p.alt,
        title: p.title,
      })),
      ...(form.video.trim() ? { videoId: form.video.trim() } : {}),
    },
    featured: form.featured,
    // A non-number is NaN (sent as null), which the schema refuses naming the field.
    ...(order ? { featuredOrder: Number(order) } : {}),
  };
}

export const projectAdapter: ContentAdapter<'projects', ProjectForm> = {
  kind: 'projects',
  empty: () => ({ ...EMPTY, gallery: [] }),
  fromEntry: projectFormOf,
  toBody: projectBodyOf,
};
