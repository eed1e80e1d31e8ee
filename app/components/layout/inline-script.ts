/**
 * The one inline script of every page (docs/decisions/012-pages-without-script.md). Its text is
 * constant, so the Content-Security-Policy allows it by its SHA-256 hash (server/app.ts) and a
 * cached page carries no per-request nonce. Everything it does is an improvement over HTML that
 * already works without it:
 * - Browsers without invoker commands (`<button commandfor command="show-modal">`, Chromium 135,
 *   Firefox 144, Safari 26.2) get them for the phone menu's dialog.
 * - A dialog or popover meant for narrow screens (`data-narrow-only`: the phone menu, the filter
 *   panel) closes when the window grows past Tailwind's lg breakpoint, where its content shows in
 *   the page (a modal left open would keep the page inert behind a hidden sheet).
 * - On wide screens a change of a filter (`form[data-apply-on-change]`) applies it at once; on
 *   narrow screens the panel's button applies the choices together.
 * - Such a form leaves its empty fields out of the address (`/agencies?pro=1`, not `?q=&pro=1`,
 *   and `/agencies`, not `/agencies?`), and shows the filters of the page it is on when the
 *   browser brings a page back from its history cache (it would show the box ticked last).
 */
export const PAGE_SCRIPT = `(() => {
  const d = document, wide = matchMedia("(min-width: 64rem)");
  if (!("command" in HTMLButtonElement.prototype)) {
    d.addEventListener("click", (e) => {
      const b = e.target instanceof Element && e.target.closest("button[commandfor]");
      const t = b && d.getElementById(b.getAttribute("commandfor"));
      if (!(t instanceof HTMLDialogElement)) return;
      const c = b.getAttribute("command");
      if (c === "show-modal" && !t.open) t.showModal();
      else if (c === "close") t.close();
    });
  }
  wide.addEventListener("change", () => {
    if (!wide.matches) return;
    d.querySelectorAll("dialog[data-narrow-only][open]").forEach((x) => x.close());
    d.querySelectorAll("[data-narrow-only]:popover-open").forEach((x) => x.hidePopover());
  });
  d.addEventListener("change", (e) => {
    const f = e.target instanceof HTMLInputElement && e.target.form;
    if (f && f.hasAttribute("data-apply-on-change") && wide.matches) f.requestSubmit();
  });
  const filters = (t) => t instanceof HTMLFormElement && t.hasAttribute("data-apply-on-change");
  d.addEventListener("formdata", (e) => {
    if (filters(e.target)) for (const [k, v] of [...e.formData]) if (v === "") e.formData.delete(k);
  }, true);
  d.addEventListener("submit", (e) => {
    if (!filters(e.target) || [...new FormData(e.target)].length > 0) return;
    e.preventDefault();
    location.assign(e.target.action);
  }, true);
  addEventListener("pageshow", (e) => {
    if (e.persisted) d.querySelectorAll("form[data-apply-on-change]").forEach((f) => f.reset());
  });
})();`;
