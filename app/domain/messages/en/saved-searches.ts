/**
 * Saved searches (docs/decisions/015-saved-searches.md): the "Alert me" page, its confirmation,
 * the manage and unsubscribe pages, the page listing an address's saved searches, and their
 * e-mails. All rendered on the server only (the pages ship no script), so a browser's catalogue
 * leaves them out.
 */
export const savedSearchesEn = {
  validation: {
    frequency: "Please choose how often to hear from us",
  },
  filters: {
    pro: "Pro agencies only",
    text: "“{q}”",
    any: "Any new agency",
  },
  frequencies: {
    instant: "As soon as they are listed",
    daily: "Once a day (8:00 UAE time)",
    weekly: "Once a week (Monday, 8:00 UAE time)",
  },
  emails: {
    confirm: {
      subject: "Confirm your agency alert",
      preheader: "One click and we'll e-mail you when new agencies match: {filters}.",
      heading: "Confirm your alert",
      paragraphs: [
        "You asked {brand} to e-mail you when new agencies match this search: {filters}.",
        "How often: {frequency}. Confirm with the button below; the link works for {days} days. If you did not ask for this, ignore this e-mail and nothing will be sent.",
      ],
      action: "Confirm my alert",
      footnote: "You received this e-mail because someone entered this address on {brand}.",
    },
    addressLink: {
      subject: "Your saved searches on {brand}",
      preheader: "See, change or delete every alert of this address.",
      heading: "Your saved searches",
      paragraphs: [
        "Here is the link to every saved search of this address on {brand}: see them, change them, pause them or delete them.",
        "The link works for {hours} hours.",
      ],
      action: "See my saved searches",
      footnote: "You received this e-mail because someone asked for it on {brand}.",
    },
    alert: {
      /**
       * The subject, by the number of new agencies in the mail: every Arabic form (PluralTexts in
       * ../../i18n.ts); English reads only "one" and "other".
       */
      subject: {
        one: "A new agency matches your search",
        two: "Two new agencies match your search",
        few: "{count} new agencies match your search",
        many: "{count} new agencies match your search",
        other: "{count} new agencies match your search",
      },
      preheader: "New on {brand} for your search: {filters}.",
      heading: "New agencies for your search",
      paragraphs: [
        "These agencies were just approved on {brand}, or now offer what your saved search asks for. Each name opens the agency's profile.",
      ],
      search: "Your search",
      frequency: "How often",
      /** The line after the first agencies when the mail lists only some of them. */
      more: {
        one: "And one more agency",
        two: "And two more agencies",
        few: "And {count} more agencies",
        many: "And {count} more agencies",
        other: "And {count} more agencies",
      },
      moreLink: "See them all in the directory",
      footnote:
        "You receive this e-mail because you saved this search on {brand} and confirmed it. We never e-mail you about the same agency twice.",
      manage: "Change or pause this alert",
      unsubscribe: "Unsubscribe",
    },
  },
};
