import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { relatedPosts } from '#shared/content/blog/related-posts.ts';
import type { PostEntry } from '#shared/schemas/post.ts';
import { categoriesOf, type PostCardData, toPostCard } from '#shared/schemas/post-view.ts';
import { siteDataFrom } from '../../lib/site-data.ts';

interface CategoryCount {
  name: string;
  count: number;
}

export interface BlogIndexData {
  posts: PostCardData[];
  categories: string[];
  /** True when the posts could not be read (the page still renders, with a notice). */
  failed: boolean;
}

export interface PostPageData {
  address: string;
  /** null: nothing published at this address (the page answers 404). */
  post: PostEntry | null;
  related: PostCardData[];
  categories: CategoryCount[];
  /** The public origin, for the canonical address the share row copies. */
  origin: string;
}

const countsOf = (posts: readonly PostEntry[]): CategoryCount[] =>
  categoriesOf(posts).map((name) => ({ name, count: posts.filter((p) => p.category === name).length }));

/** The owner's published posts as cards, newest first, and their categories. */
export async function loadBlogIndex({ context }: LoaderFunctionArgs): Promise<BlogIndexData> {
  try {
    const posts = await siteDataFrom(context).posts();
    return { posts: posts.map(toPostCard), categories: categoriesOf(posts), failed: false };
  } catch {
    return { posts: [], categories: [], failed: true };
  }
}

/** Everything a post page shows around the post: related posts and the category counts. */
export async function postPageData(
  post: PostEntry | null,
  address: string,
  request: Request,
  context: unknown,
): Promise<PostPageData> {
  const all = await siteDataFrom(context).posts();
  return {
    address,
    post,
    related: post ? relatedPosts(post, all).map(toPostCard) : [],
    categories: countsOf(all),
    origin: new URL(request.url).origin,
  };
}

/** The published post at /blog/{address}; an old address moves permanently to the current one. */
export async function loadPost({ params, request, context }: LoaderFunctionArgs): Promise<PostPageData> {
  const address = params.slug ?? '';
  const found = await siteDataFrom(context).post(address);
  if (found && 'redirect' in found) throw redirect(found.redirect, 301);
  return postPageData(found?.entry ?? null, address, request, context);
}
