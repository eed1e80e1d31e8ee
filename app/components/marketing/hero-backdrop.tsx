/** Two soft blurred shapes behind a hero; purely decorative. */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-24 -start-24 size-72 rounded-full bg-brand-100 opacity-70 blur-3xl" />
      <div className="absolute -end-16 top-10 size-64 rounded-full bg-sky-100 opacity-70 blur-3xl" />
    </div>
  );
}
