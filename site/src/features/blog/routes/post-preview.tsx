import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { RouteHandle } from '../../../lib/page-meta.ts';
import { siteDataFrom } from '../../../lib/site-data.ts';
import { PreviewSignIn, previewSignInMeta } from '../../../components/ui/preview-sign-in.tsx';
import { type PostPageData, postPageData } from '../blog-data.ts';
import { PostNotFound } from '../components/post-not-found.tsx';
import { PostPage, postMeta } from './blog-post.tsx';

/** The server gives drafts to a signed-in owner only; anyone else is asked to sign in. */
type PreviewData = PostPageData & { signedIn: boolean };

/** Any post, drafts included, for the signed-in owner only (the server gives nobody else drafts). */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<PreviewData> {
  const id = params.id ?? '';
  const read = siteDataFrom(context).previewPost;
  const data = await postPageData(read ? await read(id) : null, id, request, context);
  return { ...data, signedIn: Boolean(read) };
}

export const handle: RouteHandle = {
  status: ({ data }) => {
    const page = data as PreviewData | undefined;
    return page?.post ? 200 : page?.signedIn ? 404 : 401;
  },
  meta: ({ data, pathname }) => {
    const page = data as PreviewData | undefined;
    if (!page?.signedIn) return previewSignInMeta(pathname);
    return { ...postMeta(page.post ?? null, pathname), noindex: true };
  },
};

/** The article exactly as visitors will see it, under a one-line notice of its state. */
export function Component() {
  const data = useLoaderData<PreviewData>();
  if (!data.signedIn) return <PreviewSignIn noun="post" />;
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
