import type { ComponentType } from 'react';
import { type RenderInfo, RenderInfoContext } from '../app/render-info.tsx';

/** The tree of one island, built the same way by the server and by the browser. */
export function islandTree(info: RenderInfo, Component: ComponentType<never>, props: object) {
  const Any = Component as ComponentType<object>;
  return (
    <RenderInfoContext value={info}>
      <Any {...props} />
    </RenderInfoContext>
  );
}
