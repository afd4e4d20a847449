import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { siteDataFrom } from '../../../lib/site-data.ts';
import { type PostPageData, postPageData } from '../blog-data.ts';
import { PostNotFound } from '../components/post-not-found.tsx';
import { PostPage, postMeta } from './blog-post.tsx';

/** Any post, drafts included, for the signed-in owner only (the server gives nobody else drafts). */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<PostPageData> {
  const id = params.id ?? '';
  const read = siteDataFrom(context).previewPost;
  return postPageData(read ? await read(id) : null, id, request, context);
}

export const handle: RouteHandle = {
  status: ({ data }) => ((data as PostPageData | undefined)?.post ? 200 : 404),
  meta: ({ data, pathname }) => ({
    ...postMeta((data as PostPageData | undefined)?.post ?? null, pathname),
    noindex: true,
  }),
};

/** The article exactly as visitors will see it, under a one-line notice of its state. */
export function Component() {
  const data = useLoaderData<PostPageData>();
  if (!data.post) return <PostNotFound heroImage="/images/hero/blog.jpg" />;
  return (
    <>
      <p className="preview-notice" role="status">
        Preview of {data.post.status === 'published' ? 'the published' : 'a draft'} post: only you can see
        this page.
      </p>
      <PostPage data={data} post={data.post} />
    </>
  );
}
