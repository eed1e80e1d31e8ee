/**
 * When a toast can be shown (components/toasts.tsx): the toast library is fetched with the first
 * toast, and it shows only toasts made after its outlet mounted. So a toast asked for earlier
 * waits here, asks for the outlet (listeners re-render the root), and is shown once the outlet
 * has mounted. Holds no React and no library: the caller passes `show`.
 */
export function createToastOutlet<T>() {
  const waiting: T[] = [];
  const listeners = new Set<() => void>();
  let wanted = false;
  let show: ((toast: T) => void) | undefined;
  return {
    /** Shows `toast` now if the outlet is there, or once it is. */
    request(toast: T): void {
      if (show) return show(toast);
      waiting.push(toast);
      if (wanted) return;
      wanted = true;
      for (const listener of listeners) listener();
    },
    /** Whether the page should render the outlet (from the first toast on). */
    wanted: () => wanted,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The outlet has mounted: shows what waited, then each toast as it comes. */
    mounted(shower: (toast: T) => void): () => void {
      show = shower;
      for (const toast of waiting.splice(0)) shower(toast);
      return () => void (show = show === shower ? undefined : show);
    },
  };
}
