import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PortfolioItem } from '#shared/schemas/portfolio.ts';
import { createMemoryPlatform } from '../platform/memory-platform.ts';
import { AdminPlatformProvider } from '../platform/platform.ts';
import { ItemRow } from './item-row.tsx';

const row = (item: PortfolioItem) => {
  const { platform } = createMemoryPlatform({ baseUrl: 'https://lumen.test' });
  const nothing = () => undefined;
  return renderToStaticMarkup(
    <AdminPlatformProvider value={platform}>
      <ItemRow
        item={item}
        index={0}
        count={1}
        dragging={false}
        dropTarget={false}
        onDragStart={nothing}
        onDragEnd={nothing}
        onDragOver={nothing}
        onDrop={nothing}
        onMove={nothing}
        onEdit={nothing}
        onDelete={nothing}
      />
    </AdminPlatformProvider>,
  );
};

const video: PortfolioItem = {
  id: 'video-1',
  type: 'video',
  title: 'Kitchen walkthrough',
  description: 'From the kitchen on.',
  src: 'dQw4w9WgXcQ',
  order: 0,
  version: 1,
  updatedAt: '2026-12-01T08:00:00.000Z',
};

describe("the portfolio list's row", () => {
  it('when a video starts part-way, then its row says where, as the editor does', () => {
    expect(row({ ...video, start: 90 })).toContain(
      '<span class="admin-badge admin-badge--muted">Starts at 1:30</span>',
    );
    expect(row({ ...video, start: 3725 })).toContain('Starts at 1:02:05');
  });

  it('when a video plays from the beginning, or the item is not a video, then no start is said', () => {
    expect(row(video)).not.toContain('Starts at');
    expect(
      row({ ...video, type: 'image', src: '/images/portfolio/kitchen.jpg', alt: 'Kitchen', start: 90 }),
    ).not.toContain('Starts at');
  });
});
