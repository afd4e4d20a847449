/** A small down-pointing chevron for disclosure buttons (rotated by CSS when open). */
export function Chevron({ size = 16, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon chevron ${className}` : 'icon chevron'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
