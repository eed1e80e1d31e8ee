import { describe, expect, it } from "vitest";
import { createToastOutlet } from "./toast-outlet";

describe("createToastOutlet", () => {
  it("asks for the outlet once with the first toast, and shows what waited once it mounted", () => {
    const outlet = createToastOutlet<string>();
    let asked = 0;
    outlet.subscribe(() => asked++);
    expect(outlet.wanted()).toBe(false);
    outlet.request("first");
    outlet.request("second");
    expect({ asked, wanted: outlet.wanted() }).toEqual({ asked: 1, wanted: true });

    const shown: string[] = [];
    const unmount = outlet.mounted((toast) => shown.push(toast));
    expect(shown).toEqual(["first", "second"]);
    outlet.request("third");
    expect(shown).toEqual(["first", "second", "third"]);

    // Unmounted (a page without the outlet): toasts wait for the next outlet, not lost.
    unmount();
    outlet.request("fourth");
    expect(shown).toHaveLength(3);
    const again: string[] = [];
    outlet.mounted((toast) => again.push(toast));
    expect(again).toEqual(["fourth"]);
    expect(asked).toBe(1);
  });

  it("stops telling a listener that unsubscribed", () => {
    const outlet = createToastOutlet<string>();
    let asked = 0;
    outlet.subscribe(() => asked++)();
    outlet.request("toast");
    expect(asked).toBe(0);
  });
});
