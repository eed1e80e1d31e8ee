import { afterEach, describe, expect, it } from "vitest";
import { getMessages, registerCatalogue } from "../i18n";
import { en } from "./en";
import { enInBrowser } from "./en-browser";

describe("the English catalogue in the browser", () => {
  afterEach(() => registerCatalogue("en", en));

  it("holds every text an English page renders, the same as the server's", () => {
    registerCatalogue("en", enInBrowser);
    const messages = getMessages("en");
    expect(messages.nav).toEqual(en.nav);
    expect(messages.forms).toEqual(en.forms);
    expect(messages.submissions.brief).toEqual(en.submissions.brief);
    expect(messages.adminConsole).toEqual(en.adminConsole);
    expect(messages.matching).toEqual(en.matching);
    expect(messages.reviews.scores).toEqual(en.reviews.scores);
    expect(messages.reviewDisplay).toEqual(en.reviewDisplay);
  });

  it("leaves out what only the server writes, and says so when it is read", () => {
    registerCatalogue("en", enInBrowser);
    expect(() => getMessages("en").agencyEmails).toThrow(/agencyEmails.*browser's 'en' catalogue/);
    expect(() => getMessages("en").submissions.emails).toThrow(/submissions\.emails/);
    expect(() => getMessages("en").publicPages.contact.emails).toThrow(/contact\.emails/);
    expect(() => getMessages("en").reviews.emails).toThrow(/reviews\.emails/);
    expect(() => getMessages("en").reviews.form).toThrow(/reviews\.form/);
  });
});
