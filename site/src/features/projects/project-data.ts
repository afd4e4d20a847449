import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { ProjectEntry } from '#shared/schemas/project.ts';
import { type ProjectCard, toProjectCard } from '#shared/schemas/project-view.ts';
import { siteDataFrom } from '../../lib/site-data.ts';

export interface ProjectPageData {
  address: string;
  /** null: nothing published at this address (the page answers 404). */
  project: ProjectEntry | null;
}

/**
 * The published project at /projects/{address}, read per request from the owner's stored projects.
 * An old address (a numeric id of the sample projects, a slug the owner changed) moves
 * permanently to the current one.
 */
export async function loadProject({ params, context }: LoaderFunctionArgs): Promise<ProjectPageData> {
  const address = params.slugOrId ?? '';
  const found = await siteDataFrom(context).project(address);
  if (found && 'redirect' in found) throw redirect(found.redirect, 301);
  return { address, project: found?.entry ?? null };
}

/** Published projects as cards, newest first. */
export async function loadProjects({ context }: LoaderFunctionArgs): Promise<ProjectCard[]> {
  return (await siteDataFrom(context).projects()).map(toProjectCard);
}
