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
    /** In a mail to an address not confirmed yet, in place of the search words (decision 015). */
    words: "search words, shown on the page",
    any: "Any new agency",
  },
  frequencies: {
    instant: "As soon as they are listed",
    daily: "Once a day (8:00 UAE time)",
    weekly: "Once a week (Monday, 8:00 UAE time)",
  },
  /** The pages under /alerts, rendered on the server only. */
  pages: {
    new: {
      eyebrow: "Agency alerts",
      title: "Get an e-mail when new agencies match",
      intro:
        "We'll write when an agency that matches this search is approved, or starts offering what you look for. Never the same agency twice, and no account needed.",
      search: "Your search",
      changeSearch: "Change the search",
      email: "Your e-mail address",
      emailHint: "We'll first send a link to confirm it.",
      frequency: "How often",
      submit: "Alert me",
      privacy:
        "Every alert has a one-click unsubscribe link. Requests that are not confirmed are deleted after {days} days.",
      listLink: "Saved searches already? Get a link to all of them",
      mailedTitle: "Check your inbox",
      mailedBody:
        "Open the link in our e-mail to {email}: its page lists every search of the address waiting for confirmation, this one included, and your alert starts once you confirm it there. If we have e-mailed the address several times lately we send no more for now, and the newest of those e-mails opens the same page. The link works for {days} days.",
    },
    confirm: {
      title: "Confirm your alert",
      intro: "One click and we'll e-mail {email} when new agencies match this search.",
      button: "Confirm my alert",
      doneTitle: "Your alert is on",
      doneBody:
        "We'll e-mail you when new agencies match. You can change, pause or delete the alert at any time from its page, or from the link in every alert.",
      manage: "See and change this alert",
    },
    refusals: {
      wrongTitle: "This link doesn't work",
      wrongBody:
        "It may be incomplete, or its alert was deleted. You can save the search again from the directory.",
      expiredTitle: "This link has expired",
      expiredBody:
        "Confirmation links work for {days} days. Save the search again from the directory to get a new one.",
      addressExpiredBody:
        "The link to your saved searches works for {days} days. Ask for a new one below.",
      browse: "Browse agencies",
    },
    manage: {
      eyebrow: "Agency alert",
      title: "Your alert",
      intro: "Alerts of {email}. Change what it watches and how often, pause it or delete it.",
      status: "Status",
      statuses: {
        pending: "Waiting for confirmation: open the link we e-mailed you",
        active: "On",
        paused: "Paused",
      },
      filtersLegend: "What to watch",
      filtersHint: "Leave a group empty for any. New agencies must match every group you fill in.",
      services: "Services",
      locations: "Location",
      industries: "Industries",
      proOnly: "Pro agencies only",
      q: "Search words",
      qHint: "Optional: a name, a service or a keyword, as in the directory's search.",
      save: "Save changes",
      saved: "Your changes are saved.",
      duplicate: "Another alert of this address already watches exactly these filters.",
      pauseHeading: "Pause",
      pauseBody:
        "While paused we send nothing, and agencies that match meanwhile are not sent later.",
      pause: "Pause this alert",
      paused: "The alert is paused.",
      resume: "Resume this alert",
      resumed: "The alert is on again.",
      deleteHeading: "Delete",
      deleteBody: "The alert and everything kept for it are deleted.",
      delete: "Delete this alert",
      deletedTitle: "Alert deleted",
      deletedBody: "We won't e-mail you about this search again.",
      allSearches: "All saved searches of this address",
    },
    unsubscribe: {
      title: "Unsubscribe from this alert",
      body: "You will stop receiving e-mails about this search, and it is deleted: {filters}.",
      button: "Unsubscribe",
      doneTitle: "You're unsubscribed",
      doneBody: "We won't e-mail you about this search again. Nothing is kept for it.",
    },
    list: {
      eyebrow: "Saved searches",
      title: "Your saved searches",
      intro:
        "Enter your address and we'll e-mail it a link to all its saved searches, where you can change, pause or delete them.",
      email: "Your e-mail address",
      submit: "E-mail me the link",
      sentTitle: "Check your inbox",
      sentBody:
        "If {email} has saved searches, we've sent it a link to them; if we have e-mailed it several times lately, the newest of those e-mails has the link. The link works for {days} days.",
    },
    address: {
      title: "Saved searches",
      intro: "Every saved search of {email}.",
      empty: "This address has no saved searches.",
      pendingHeading: "Waiting for your confirmation",
      pendingIntro:
        "Anyone can type an address on our site, so confirm only the searches you asked for. We send nothing for the others and delete them after {days} days.",
      asked: "Asked {date}",
      confirm: "Confirm this alert",
      confirmed: "Your alert is on. We'll e-mail you when new agencies match.",
      tooMany: "This address has {max} alerts already. Delete one below to confirm this one.",
      gone: "That search is no longer waiting for confirmation.",
      activeHeading: "Your alerts",
      created: "Saved {date}",
      manage: "Change",
      delete: "Delete",
      deleteAll: "Delete all saved searches",
      deleted: "The saved search is deleted.",
      deletedAll: "Every saved search of this address is deleted.",
    },
  },
  emails: {
    confirm: {
      subject: "Confirm your agency alert",
      preheader: "Someone asked us to e-mail this address when new agencies match a search.",
      heading: "Confirm your alert",
      paragraphs: [
        "Someone, perhaps you, asked {brand} to e-mail this address when new agencies match a search: {filters}. How often: {frequency}.",
        "The button opens the page of this address's saved searches, where you see the whole search and confirm it; the link works for {days} days. Until you confirm we send nothing. If you did not ask for this, ignore this e-mail: the request is deleted after {days} days.",
      ],
      action: "See and confirm",
      footnote: "You received this e-mail because someone entered this address on {brand}.",
    },
    addressLink: {
      subject: "Your saved searches on {brand}",
      preheader: "See, change or delete every alert of this address.",
      heading: "Your saved searches",
      paragraphs: [
        "Here is the link to every saved search of this address on {brand}: see them, change them, pause them or delete them.",
        "The link works for {days} days.",
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
