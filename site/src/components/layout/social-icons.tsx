/** Simple outline marks for the three social networks (own drawings; decorative beside a label). */
const PATHS = {
  youtube:
    'M2.5 12c0-3 .3-5 1-5.8.8-.9 3.7-1.2 8.5-1.2s7.7.3 8.5 1.2c.7.8 1 2.8 1 5.8s-.3 5-1 5.8c-.8.9-3.7 1.2-8.5 1.2s-7.7-.3-8.5-1.2c-.7-.8-1-2.8-1-5.8zM10 9v6l5-3z',
  facebook: 'M15 3.5h-2.5A3.5 3.5 0 0 0 9 7v3H6.5v3.5H9v7h3.5v-7H15l.5-3.5h-3V7.5a1 1 0 0 1 1-1H15z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17.25 6.5v.01',
} as const;

export type SocialNetwork = keyof typeof PATHS;

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      className="icon"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network]} />
    </svg>
  );
}
