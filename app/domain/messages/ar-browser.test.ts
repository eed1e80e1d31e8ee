import { afterEach, describe, expect, it } from "vitest";
import { getMessages, registerCatalogue } from "../i18n";
import { ar } from "./ar";
import { arInBrowser } from "./ar-browser";

describe("the Arabic catalogue in the browser", () => {
  afterEach(() => registerCatalogue("ar", ar));

  it("holds every text an Arabic page renders, the same as the server's", () => {
    registerCatalogue("ar", arInBrowser);
    const messages = getMessages("ar");
    expect(messages.nav).toEqual(ar.nav);
    expect(messages.submissions.brief).toEqual(ar.submissions.brief);
    expect(messages.dashboard.access.title).toBe(ar.dashboard.access.title);
  });

  it("says so when a server-only part is read, instead of answering undefined", () => {
    registerCatalogue("ar", arInBrowser);
    expect(() => getMessages("ar").agencyEmails).toThrow(/agencyEmails.*browser's 'ar' catalogue/);
    expect(() => getMessages("ar").adminConsole).toThrow(/adminConsole/);
    expect(() => getMessages("ar").submissions.emails).toThrow(/submissions\.emails/);
    expect(() => getMessages("ar").publicPages.contact.emails).toThrow(/contact\.emails/);
    expect(getMessages("ar").publicPages.contact.form).toEqual(ar.publicPages.contact.form);
  });
});
