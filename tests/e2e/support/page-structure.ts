import type { Page } from "@playwright/test";

/**
 * A fingerprint of what axe judges on a page as it is now: in every frame, each element's tag, its
 * attributes (with the values of those that change how it is read, not of those that carry a
 * record's data: ids, addresses, names, inline sizes) and whether it holds text. An element's
 * children count as the set of their distinct shapes, so 24 cards and 3, rows in another order, or
 * two agencies' profiles make the same page.
 */
export async function pageStructure(page: Page): Promise<string> {
  const frames: string[] = [];
  for (const frame of page.frames()) frames.push(await frame.evaluate(describeDocument));
  return frames.join(" ");
}

/** Runs in the page: the root element's shape, hashed (cyrb53) level by level. */
function describeDocument(): string {
  const valued = new Set([
    "class",
    "role",
    "type",
    "lang",
    "dir",
    "tabindex",
    "scope",
    "colspan",
    "rowspan",
    "aria-current",
    "aria-expanded",
    "aria-pressed",
    "aria-checked",
    "aria-selected",
    "aria-hidden",
    "aria-invalid",
    "aria-live",
    "aria-modal",
    "aria-sort",
    "aria-level",
    "aria-haspopup",
    "aria-orientation",
  ]);
  const hash = (text: string) => {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  };
  const shapeOf = (element: Element): string => {
    const attributes = [...element.attributes]
      .map((a) => (valued.has(a.name) ? `${a.name}=${a.value}` : a.name))
      .sort()
      .join(" ");
    const children = new Set<string>();
    for (const child of element.childNodes) {
      if (child.nodeType === Node.ELEMENT_NODE) children.add(shapeOf(child as Element));
      else if (child.nodeType === Node.TEXT_NODE && child.textContent!.trim()) children.add("#");
    }
    return hash(`${element.localName} ${attributes} [${[...children].sort().join(",")}]`);
  };
  return shapeOf(document.documentElement);
}
