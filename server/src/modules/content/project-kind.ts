import { CONTENT_MODEL } from '#shared/schemas/content-model.ts';
import { PROJECT_LABELS, type ProjectFields } from '#shared/schemas/project.ts';
import { projectPath } from '#shared/schemas/project-view.ts';
import { fieldRefusal } from '../../http/validate.ts';
import { type ContentKindDef, newestFirst } from './content-kind.ts';
import { type PictureSpot, withPictureMedia } from './picture-media.ts';

type StoredProject = Record<string, unknown> & { detail: { gallery: Record<string, unknown>[] } };

/** Every picture of a project: the hero, the card, each gallery photo (docs/pictures.md). */
function projectPictures(project: StoredProject): PictureSpot[] {
  return [
    { field: 'src', holder: project, srcKey: 'src', mediaKey: 'media' },
    { field: 'thumbnail', holder: project, srcKey: 'thumbnail', mediaKey: 'thumbnailMedia' },
    ...project.detail.gallery.map((photo, index) => ({
      field: `detail.gallery.${index}.src`,
      holder: photo,
      srcKey: 'src',
      mediaKey: 'media',
    })),
  ];
}

/**
 * Projects: gallery photos get stable ids (kept across edits so the lightbox's addresses hold), the
 * card picture is the thumbnail unless one is given, absent optional fields stay absent, and every
 * picture carries its upload's media.
 */
export const projectKind: ContentKindDef = {
  ...CONTENT_MODEL.projects,
  path: projectPath,
  compare: newestFirst,
  normalise(id, input) {
    const {
      id: _id,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = input as ProjectFields & {
      version?: number;
      createdAt?: string;
      updatedAt?: string;
    };
    // Photos the owner added have no id yet: each gets the first free `{id}-photo-{n}`.
    const given = new Set<string>();
    fields.detail.gallery.forEach((photo, index) => {
      if (!photo.id) return;
      if (given.has(photo.id)) {
        const problem = {
          path: ['detail', 'gallery', index, 'id'],
          message: 'is used by another photo of this project',
        };
        throw fieldRefusal(400, [problem], PROJECT_LABELS, input);
      }
      given.add(photo.id);
    });
    let next = 1;
    const gallery = fields.detail.gallery.map((photo) => {
      if (photo.id) return { ...photo, id: photo.id };
      while (given.has(`${id}-photo-${next}`)) next += 1;
      given.add(`${id}-photo-${next}`);
      return { ...photo, id: `${id}-photo-${next}` };
    });
    const { publishAt, featuredOrder, thumbnail, detail, ...rest } = fields;
    const { videoId, ...detailRest } = detail;
    return {
      ...rest,
      thumbnail: thumbnail || fields.src,
      detail: { ...detailRest, gallery, ...(videoId ? { videoId } : {}) },
      ...(publishAt ? { publishAt } : {}),
      ...(featuredOrder !== undefined ? { featuredOrder } : {}),
    };
  },
  prepare: (fields, tools) =>
    withPictureMedia(fields as StoredProject, projectPictures, tools, PROJECT_LABELS),
};
