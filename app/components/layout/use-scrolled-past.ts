import { useEffect, useState } from "react";

/** Whether the window is scrolled further than `threshold` pixels; false during server rendering. */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update(); // a reload can restore a scrolled position before this runs
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
