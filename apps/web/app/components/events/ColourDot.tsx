/** A calendar's colour as an SVG fill (inline style attributes are blocked by the CSP). */
export function ColourDot({
  colour,
  size = 10,
  className = 'event-dot',
}: {
  colour: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 10 10"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="5" cy="5" r="5" fill={colour} />
    </svg>
  );
}
