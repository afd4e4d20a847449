import { type LoaderFunctionArgs, redirect, useParams } from 'react-router-dom';
import { findProject, projectPath } from '#shared/content/projects/projects.ts';
import { Island } from '../../../islands/island.tsx';
import { Hero } from '../../../components/layout/hero.tsx';
import { CtaSection } from '../../../components/ui/cta-section.tsx';
import { GalleryGrid } from '../../../components/ui/gallery-grid.island.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { YoutubeFacade } from '../../../components/ui/youtube-facade.island.tsx';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { ProjectBreadcrumb } from '../components/project-breadcrumb.tsx';
import { ProjectNotFound } from '../components/project-not-found.tsx';
import { ProjectOverview } from '../components/project-overview.tsx';
import { projectCrumbs, projectMeta } from '../project-meta.ts';

/** A project that has a slug is addressed by it: /projects/1 moves permanently to /projects/chelster-hall. */
export function loader({ params }: LoaderFunctionArgs) {
  const requested = params.slugOrId ?? '';
  const project = findProject(requested);
  if (project && projectPath(project) !== `/projects/${requested}`) {
    throw redirect(projectPath(project), 301);
  }
  return null;
}

export const handle: RouteHandle = {
  status: ({ params }) => (findProject(params.slugOrId ?? '') ? 200 : 404),
  meta: ({ params }) => projectMeta(params.slugOrId ?? ''),
};

export function Component() {
  const { slugOrId = '' } = useParams();
  const project = findProject(slugOrId);
  if (!project) return <ProjectNotFound />;
  const { detail } = project;
  return (
    <>
      <Hero
        title={project.title}
        subtitle={project.category}
        description={project.description}
        image={project.src}
        pageKey="project"
      />
      <ProjectBreadcrumb crumbs={projectCrumbs(project)} />
      <ProjectOverview project={project} />
      <section className="section section--surface" aria-labelledby="project-gallery-title">
        <div className="container">
          <SectionHeading
            eyebrow="Gallery"
            title="Project Gallery"
            subtitle="Select an image to view it full screen."
            id="project-gallery-title"
          />
          <Island
            of={GalleryGrid}
            props={{ items: detail.gallery, wrap: true, idPrefix: `project-${project.id}-gallery` }}
          />
        </div>
      </section>
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
              title: `${project.title} video tour`,
              poster: project.src,
              posterAlt: `${project.title}, video tour cover image`,
            }}
          />
        </div>
      </section>
      <CtaSection
        title="Planning a Project Like This?"
        text="Tell us about your property and we will recommend the right mix of photography, video, aerials and 3D."
        primary={{ label: 'Discuss Your Project', to: '/contact' }}
        secondary={{ label: 'Browse More Projects', to: '/projects' }}
      />
    </>
  );
}
