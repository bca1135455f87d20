/** The Patro mark: a calendar leaf with a sun, drawn in the brand colours. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="4" y="8" width="56" height="52" rx="10" className="logo-leaf" />
      <rect x="4" y="8" width="56" height="16" rx="10" className="logo-band" />
      <rect x="4" y="18" width="56" height="6" className="logo-band" />
      <rect x="16" y="2" width="6" height="14" rx="3" className="logo-ring" />
      <rect x="42" y="2" width="6" height="14" rx="3" className="logo-ring" />
      <circle cx="32" cy="42" r="9" className="logo-sun" />
    </svg>
  );
}
