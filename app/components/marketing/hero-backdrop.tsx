/**
 * The identity's motif behind a hero (docs/design.md): a fading arcade of pointed arches, the
 * gateway of a wikala, the trading house the name comes from. Drawn in SVG (no CSS, no image
 * request), in the brand's lightest green; purely decorative. Inside a phone's width (it is
 * clipped anyway), past the edge from sm up.
 */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <svg
        viewBox="0 0 240 240"
        className="absolute end-0 top-0 size-80 text-brand-100 sm:-end-16 sm:-top-8 sm:size-[34rem]"
      >
        <defs>
          <pattern id="hero-arches" width="40" height="48" patternUnits="userSpaceOnUse">
            <path
              d="M6 48V26C6 17 13 10 20 6c7 4 14 11 14 20v22"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </pattern>
          <radialGradient id="hero-fade">
            <stop offset="0" stopColor="#fff" />
            <stop offset="1" stopColor="#fff" stopOpacity="0" />
          </radialGradient>
          <mask id="hero-mask">
            <rect width="240" height="240" fill="url(#hero-fade)" />
          </mask>
        </defs>
        <rect width="240" height="240" fill="url(#hero-arches)" mask="url(#hero-mask)" />
      </svg>
    </div>
  );
}
