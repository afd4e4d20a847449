import type { SceneKind } from './scene-kinds.ts';

/** One picture of the catalogue: where it lives, its aspect (height / width), what it shows. */
export type ImageSpec = {
  path: string;
  ratio: number;
  scene: SceneKind;
  alt: string;
  /** Width of the name.jpg fallback; 1600 unless the picture has a fixed size (the share card). */
  fallbackWidth?: number;
};

export const MASTER_WIDTH = 1600;

export function masterHeight(spec: ImageSpec): number {
  return Math.round(MASTER_WIDTH * spec.ratio);
}
