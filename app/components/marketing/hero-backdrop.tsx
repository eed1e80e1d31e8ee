/**
 * The identity's motif behind a hero (docs/design.md): a fading arcade of pointed arches, the
 * gateway of a wikala, the trading house the name comes from. Drawn in SVG (no CSS, no image
 * request), in the brand's lightest green; purely decorative.
 */
export function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 240 240"
      className="pointer-events-none absolute -end-16 -top-8 -z-10 size-96 text-brand-100 sm:size-[34rem]"
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
  );
}
