import type { GalleryItem } from '../../schemas/content.ts';
import { imageInfo } from '../media/image-catalog.ts';

/** One picture of a project's six-image gallery: [path, title, description, category]. */
type ProjectShot = [src: string, title: string, description: string, category: string];

/** Gallery items for a project; alt text is the catalogue's description of each picture. */
export function projectGallery(projectId: string, shots: ProjectShot[]): GalleryItem[] {
  return shots.map(([src, title, description, category], index) => ({
    id: `project-${projectId}-${index + 1}`,
    type: 'image',
    src,
    title,
    description,
    category,
    alt: imageInfo(src).alt,
  }));
}

/** Path of the n-th picture of a project's own gallery (scripts/generate-imagery draws each one). */
export const projectShot = (projectId: string, n: number) => `/images/projects/${projectId}-${n}.jpg`;
