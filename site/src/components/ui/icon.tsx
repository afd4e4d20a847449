import type { IconName } from '#shared/schemas/content.ts';

/**
 * Line icons drawn on a 24×24 grid with a 2 px round stroke (own drawings, so no icon font or
 * library to download). Each entry is the inner SVG markup as a list of shapes.
 */
type Shape =
  | ['path', string]
  | ['circle', number, number, number]
  | ['rect', number, number, number, number, number?];

const ICONS: Record<IconName, Shape[]> = {
  camera: [
    [
      'path',
      'M3 8.5A1.5 1.5 0 0 1 4.5 7h2.3l1.6-2.5h7.2L17.2 7h2.3A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
    ],
    ['circle', 12, 13, 3.5],
  ],
  video: [
    ['rect', 2.5, 6, 13, 12, 2],
    ['path', 'm15.5 10.5 6-3.5v10l-6-3.5'],
  ],
  drone: [
    ['rect', 9, 9, 6, 6, 1.5],
    ['path', 'M9.5 9.5 7 7M14.5 9.5 17 7M9.5 14.5 7 17M14.5 14.5 17 17'],
    ['circle', 5.5, 5.5, 2.5],
    ['circle', 18.5, 5.5, 2.5],
    ['circle', 5.5, 18.5, 2.5],
    ['circle', 18.5, 18.5, 2.5],
  ],
  cube: [
    ['path', 'm12 2.5 8.5 4.75v9.5L12 21.5l-8.5-4.75v-9.5z'],
    ['path', 'M3.5 7.25 12 12l8.5-4.75M12 12v9.5'],
  ],
  wand: [
    ['path', 'm4 20 11-11M13 7l4 4'],
    ['path', 'M17 2v3M15.5 3.5h3M20 7v2M19 8h2M9 3v2M8 4h2'],
  ],
  globe: [
    ['circle', 12, 12, 9],
    ['path', 'M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9s1.3-6.4 3.8-9'],
  ],
  shirt: [['path', 'M8 3 3 6l2 4.5 2.5-1V21h9V9.5l2.5 1L21 6l-5-3a4 4 0 0 1-8 0z']],
  sparkles: [
    ['path', 'M10 3.5 11.6 8.4 16.5 10l-4.9 1.6L10 16.5l-1.6-4.9L3.5 10l4.9-1.6z'],
    ['path', 'M18 14v6M15 17h6M18 3v3M16.5 4.5h3'],
  ],
  bolt: [['path', 'M13 2 4 14h7l-1 8 9-12h-7z']],
  layout: [
    ['rect', 3, 3, 18, 18, 2],
    ['path', 'M3 9h18M9 9v12'],
  ],
  home: [
    ['path', 'm3 10.5 9-7.5 9 7.5'],
    ['path', 'M5 9v11.5h5v-6h4v6h5V9'],
  ],
  building: [
    ['rect', 4, 2.5, 16, 19, 1.5],
    ['path', 'M9 21.5v-4h6v4M8.5 7h1M14.5 7h1M8.5 11h1M14.5 11h1M8.5 15h1M14.5 15h1'],
  ],
  sun: [
    ['circle', 12, 12, 4],
    [
      'path',
      'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
    ],
  ],
  moon: [['path', 'M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z']],
  clock: [
    ['circle', 12, 12, 9],
    ['path', 'M12 7v5l3.5 2'],
  ],
  check: [['path', 'm4.5 12.5 5 5 10-11']],
  star: [['path', 'm12 2.8 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.6l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z']],
  award: [
    ['circle', 12, 9, 6],
    ['path', 'm8.5 14-1.5 7.5 5-3 5 3-1.5-7.5'],
  ],
  users: [
    ['circle', 9, 8, 3.5],
    ['path', 'M2.5 20.5a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 6.3'],
  ],
  chart: [['path', 'M3 3v18h18M7.5 16v-4M12 16V8M16.5 16v-6']],
  map: [['path', 'm3 6 6-2.5 6 2.5 6-2.5v14.5L15 20.5 9 18l-6 2.5zM9 3.5V18M15 6v14.5']],
  pin: [
    ['path', 'M12 21.5s-7-6-7-11.5a7 7 0 0 1 14 0c0 5.5-7 11.5-7 11.5z'],
    ['circle', 12, 10, 2.5],
  ],
  phone: [
    [
      'path',
      'M21 16.5v3a2 2 0 0 1-2.2 2A19.5 19.5 0 0 1 2.5 5.2 2 2 0 0 1 4.5 3h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8.5 10.7a16 16 0 0 0 4.8 4.8l1.2-1.2a2 2 0 0 1 2.1-.5c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
    ],
  ],
  mail: [
    ['rect', 2.5, 5, 19, 14, 2],
    ['path', 'm3 6.5 9 6.5 9-6.5'],
  ],
  calendar: [
    ['rect', 3, 4.5, 18, 16.5, 2],
    ['path', 'M3 9.5h18M8 2.5v4M16 2.5v4'],
  ],
  upload: [['path', 'M12 15V3.5M7 8.5l5-5 5 5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4']],
  edit: [['path', 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4']],
  shield: [
    ['path', 'M12 21.5s-8-3.5-8-10V5l8-2.5L20 5v6.5c0 6.5-8 10-8 10z'],
    ['path', 'm8.5 12 2.5 2.5 4.5-5'],
  ],
  heart: [['path', 'M12 20.5S3 15 3 8.8A4.8 4.8 0 0 1 12 6.5a4.8 4.8 0 0 1 9 2.3C21 15 12 20.5 12 20.5z']],
  lightbulb: [
    [
      'path',
      'M9 18h6M10 21.5h4M12 2.5a6.5 6.5 0 0 0-4 11.6c.7.6 1 1.4 1 2.4v1.5h6v-1.5c0-1 .3-1.8 1-2.4a6.5 6.5 0 0 0-4-11.6z',
    ],
  ],
  target: [
    ['circle', 12, 12, 9],
    ['circle', 12, 12, 5],
    ['circle', 12, 12, 1],
  ],
  eye: [
    ['path', 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z'],
    ['circle', 12, 12, 3],
  ],
  tag: [
    ['path', 'M3 3h8.5l9.5 9.5-8.5 8.5L3 11.5z'],
    ['circle', 7.5, 7.5, 1.5],
  ],
  // Two chain links: the copy-link button.
  link: [
    ['path', 'M10 13.5a4.5 4.5 0 0 0 6.4.5l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.7 1.7'],
    ['path', 'M14 10.5a4.5 4.5 0 0 0-6.4-.5l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.7-1.7'],
  ],
  layers: [['path', 'm12 3 9.5 5-9.5 5-9.5-5zM2.5 12.5l9.5 5 9.5-5M2.5 16.5l9.5 5 9.5-5']],
  cpu: [
    ['rect', 5, 5, 14, 14, 2],
    ['rect', 9, 9, 6, 6, 1],
    ['path', 'M9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3'],
  ],
  message: [['path', 'M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6A8 8 0 1 1 21 12z']],
  search: [
    ['circle', 11, 11, 7],
    ['path', 'm20.5 20.5-4.5-4.5'],
  ],
  'arrow-right': [['path', 'M4 12h16M13.5 5.5 20 12l-6.5 6.5']],
  play: [['path', 'M7 4.5v15l12.5-7.5z']],
  rocket: [
    ['path', 'M12 15.5 8.5 12C10 7 13.5 3.5 20.5 3.5c0 7-3.5 10.5-8.5 12z'],
    ['path', 'M8.5 12H4.5l2.5-4h4.5M12 15.5v4l4-2.5v-4.5M5.5 16c-1.5 1-2 3.5-2 4.5 1 0 3.5-.5 4.5-2'],
  ],
  palette: [
    ['path', 'M12 21.5a9.5 9.5 0 1 1 9.5-9.5c0 2.5-2 4-4.5 4H15a2 2 0 0 0-1.5 3.3c.7.9.1 2.2-1.5 2.2z'],
    ['circle', 7.5, 11, 1],
    ['circle', 10.5, 7, 1],
    ['circle', 15.5, 7.5, 1],
  ],
  code: [['path', 'm8.5 7-5 5 5 5M15.5 7l5 5-5 5M13.5 4l-3 16']],
  smartphone: [
    ['rect', 6, 2, 12, 20, 2.5],
    ['path', 'M11 18h2'],
  ],
  'trending-up': [['path', 'm2.5 17.5 6.5-6.5 4 4 8.5-8.5M15 6.5h6.5V13']],
  zap: [['path', 'M13 2 4 14h7l-1 8 9-12h-7z']],
  image: [
    ['rect', 3, 3, 18, 18, 2],
    ['circle', 8.5, 8.5, 1.5],
    ['path', 'm21 15-5-5L5 21'],
  ],
  film: [
    ['rect', 3, 3, 18, 18, 2],
    ['path', 'M7 3v18M17 3v18M3 7.5h4M3 12h18M3 16.5h4M17 7.5h4M17 16.5h4'],
  ],
  ruler: [
    ['path', 'm15.5 2.5 6 6-13 13-6-6z'],
    ['path', 'm12 6 2 2M9 9l2.5 2.5M6 12l2 2M15 3l2 2'],
  ],
};

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

export function Icon({ name, size = 24, className, title }: IconProps) {
  const shapes = ICONS[name];
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless a title is given (then it has one)
    <svg
      className={className ? `icon ${className}` : 'icon'}
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      {shapes.map((shape, i) => {
        if (shape[0] === 'path') return <path key={i} d={shape[1]} />;
        if (shape[0] === 'circle') return <circle key={i} cx={shape[1]} cy={shape[2]} r={shape[3]} />;
        return <rect key={i} x={shape[1]} y={shape[2]} width={shape[3]} height={shape[4]} rx={shape[5]} />;
      })}
    </svg>
  );
}
