import { describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api/api-error.ts';
import { routeContentRequest } from './content-requests.ts';

describe('a content API call made on the desktop', () => {
  it('when it reads or writes an entry, then it is sorted into the cache-and-queue action of its kind', () => {
    expect(routeContentRequest('GET', '/api/admin/content/projects')).toEqual({
      action: 'list',
      kind: 'projects',
    });
    expect(routeContentRequest('POST', '/api/admin/content/posts')).toEqual({
      action: 'create',
      kind: 'posts',
    });
    expect(routeContentRequest('GET', '/api/admin/content/posts/post-1')).toEqual({
      action: 'get',
      kind: 'posts',
      id: 'post-1',
    });
    expect(routeContentRequest('PUT', '/api/admin/content/projects/7')).toEqual({
      action: 'update',
      kind: 'projects',
      id: '7',
    });
    expect(routeContentRequest('DELETE', '/api/admin/content/projects/7?version=3')).toEqual({
      action: 'delete',
      kind: 'projects',
      id: '7',
      version: 3,
    });
    expect(routeContentRequest('DELETE', '/api/admin/content/projects/7')).toMatchObject({
      version: undefined,
    });
  });

  it('when it lists or restores versions, then it goes to the site, at the address as parsed', () => {
    expect(routeContentRequest('GET', '/api/admin/content/projects/7/versions')).toEqual({
      action: 'online',
      kind: 'projects',
      id: '7',
      path: '/api/admin/content/projects/7/versions',
    });
    expect(routeContentRequest('POST', '/api/admin/content/posts/p/versions/2/restore')).toMatchObject({
      action: 'online',
    });
    expect(routeContentRequest('GET', '/api/admin/content/posts/x/../p/versions/2')).toEqual({
      action: 'online',
      kind: 'posts',
      id: 'p',
      path: '/api/admin/content/posts/p/versions/2',
    });
  });

  it('when it leaves the content API or is not one of its calls, then it is refused', () => {
    const refused = [
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/content/../auth/user'],
      ['POST', '/api/admin/content/projects/7/versions/../../../../../auth/logout'],
      ['GET', '//evil.example/api/admin/content/projects'],
      ['GET', 'http://evil.example/api/admin/content/projects'],
      ['GET', '/api/admin/content/portfolio'],
      ['PUT', '/api/admin/content/projects'],
      ['POST', '/api/admin/content/projects/7'],
      ['GET', '/api/admin/content/projects/bad%20id'],
      ['POST', '/api/admin/content/projects/7/versions/2'],
      ['GET', '/api/admin/content/projects/7/versions/x'],
      ['DELETE', '/api/admin/content/projects/7/versions'],
    ] as const;
    for (const [method, path] of refused) {
      expect(() => routeContentRequest(method, path), `${method} ${path}`).toThrow(ApiError);
    }
    expect(() => routeContentRequest('DELETE', '/api/admin/content/projects/7?version=0')).toThrow(
      'Version must be a whole number from 1.',
    );
  });
});
