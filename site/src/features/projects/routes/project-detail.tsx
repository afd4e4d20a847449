import { useLoaderData } from 'react-router-dom';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { Hero } from '../../../components/layout/hero.tsx';
import { PAGE_CTAS } from '#shared/content/page-ctas.ts';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { GalleryGrid } from '../../../components/ui/gallery-grid.island.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { YoutubeFacade } from '../../../components/ui/youtube-facade.island.tsx';
import { Island } from '../../../islands/island.tsx';
import { useWithShippedMedia } from '../../../app/shipped-placeholders.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { ProjectBreadcrumb } from '../components/project-breadcrumb.tsx';
import { NotFoundSection } from '../../../components/ui/not-found-section.tsx';
import { PROJECT_NOT_FOUND } from '../project-meta.ts';
import { ProjectOverview } from '../components/project-overview.tsx';
import { loadProject, type ProjectPageData } from '../project-data.ts';
import { projectCrumbs, projectMeta } from '../project-meta.ts';

export const loader = loadProject;

export const handle: RouteHandle = {
  status: ({ data }) => ((data as ProjectPageData | undefined)?.project ? 200 : 404),
  meta: ({ data, params }) => {
    const page = data as ProjectPageData | undefined;
    return projectMeta(page?.project ?? null, page?.address ?? params.slugOrId ?? '');
  },
};

/**
 * Each photo named for its card's button and the viewer's heading: its title, else its alt text
 * (required to publish), else its number, so no photo is an empty button.
 */
const namedPhotos = (gallery: ProjectEntry['detail']['gallery']) =>
  gallery.map((photo, index) => ({
    ...photo,
    title: photo.title.trim() || photo.alt.trim() || `Photo ${index + 1}`,
  }));

/**
 * The project page; the owner's preview renders the same component with a draft. Pictures first
 * (docs/design.md): the gallery comes straight after the breadcrumb, the story and facts after it.
 */
export function ProjectPage({ project }: { project: ProjectEntry }) {
  const { detail } = project;
  const withShippedMedia = useWithShippedMedia();
  return (
    <>
      <Hero
        title={project.title}
        subtitle={project.category}
        description={project.description}
        image={project.src}
        imageMedia={project.media}
        pageKey="project"
        layout="split"
      />
      <ProjectBreadcrumb crumbs={projectCrumbs(project)} />
      {detail.gallery.length > 0 ? (
        <section className="section section--lead section--surface" aria-labelledby="project-gallery-title">
          <div className="container">
            <SectionHeading
              eyebrow="Gallery"
              title="Project Gallery"
              subtitle="Select an image to view it full screen."
              id="project-gallery-title"
            />
            <Island
              of={GalleryGrid}
              props={{
                items: withShippedMedia(namedPhotos(detail.gallery)),
                wrap: true,
                idPrefix: `project-${project.id}-gallery`,
              }}
            />
          </div>
        </section>
      ) : null}
      <ProjectOverview project={project} />
      {detail.videoId ? (
        <section className="section" aria-labelledby="project-video-title">
          <div className="container project-video">
            <SectionHeading
              eyebrow="Video tour"
              title="Take the Video Tour"
              subtitle="The video loads from YouTube only when you press play."
              id="project-video-title"
            />
            <Island
              of={YoutubeFacade}
              props={{
                videoId: detail.videoId,
                ...(detail.videoStart ? { start: detail.videoStart } : {}),
                title: `${project.title} video tour`,
                poster: project.src,
                posterAlt: `${project.title}, video tour cover image`,
                ...(project.media ? { posterMedia: project.media } : {}),
              }}
            />
          </div>
        </section>
      ) : null}
      <CtaSection {...PAGE_CTAS.projectDetail} />
    </>
  );
}

export function Component() {
  const { project } = useLoaderData<ProjectPageData>();
  return project ? <ProjectPage project={project} /> : <NotFoundSection {...PROJECT_NOT_FOUND} />;
}
