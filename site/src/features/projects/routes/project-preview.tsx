import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { siteDataFrom } from '../../../lib/site-data.ts';
import { NotFoundSection } from '../../../components/ui/not-found-section.tsx';
import { PreviewSignIn, previewSignInMeta } from '../../../components/ui/preview-sign-in.tsx';
import { PROJECT_NOT_FOUND } from '../project-meta.ts';
import { projectMeta } from '../project-meta.ts';
import { ProjectPage } from './project-detail.tsx';

interface PreviewData {
  id: string;
  project: ProjectEntry | null;
  /** The server gives drafts to a signed-in owner only; anyone else is asked to sign in. */
  signedIn: boolean;
}

/** Any project, drafts included, for the signed-in owner only (the server gives nobody else drafts). */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<PreviewData> {
  const id = params.id ?? '';
  const read = siteDataFrom(context).previewProject;
  return { id, project: read ? await read(id) : null, signedIn: Boolean(read) };
}

export const handle: RouteHandle = {
  status: ({ data }) => {
    const page = data as PreviewData | undefined;
    return page?.project ? 200 : page?.signedIn ? 404 : 401;
  },
  meta: ({ data, pathname }) => {
    const page = data as PreviewData | undefined;
    if (!page?.signedIn) return previewSignInMeta(pathname);
    // The public page's title and description, never indexed.
    return { ...projectMeta(page?.project ?? null, page?.id ?? ''), noindex: true };
  },
};

/** The project page exactly as visitors will see it, under a one-line notice of its state. */
export function Component() {
  const { project, signedIn } = useLoaderData<PreviewData>();
  if (!signedIn) return <PreviewSignIn noun="project" />;
  if (!project) return <NotFoundSection {...PROJECT_NOT_FOUND} />;
  return (
    <>
      <p className="preview-notice" role="status">
        Preview of {project.status === 'published' ? 'the published' : 'a draft'} project: only you can see
        this page.
      </p>
      <ProjectPage project={project} />
    </>
  );
}
