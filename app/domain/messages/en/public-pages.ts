/**
 * Texts of the public pages (home, how it works, about, pricing, terms, privacy, contact) and of
 * the contact e-mails. {brand} is the configured site name, {email} the support address.
 */
export const publicPagesEn = {
  common: {
    backHome: "Back to Home",
    lastUpdated: "Last updated {date}",
    onThisPage: "On this page",
    stepLabel: "Step {n}",
  },

  home: {
    hero: {
      eyebrow: "Free to start · Matches in 24-48 hours",
      title: "Find the Right Agency — Fast.",
      subtitle:
        "Tell us about your project once. We hand-pick 2-3 vetted UAE agencies that fit your brief, budget and timeline, and introduce you within 24-48 hours.",
      submitBrief: "Submit Your Brief",
      listAgency: "List Your Agency",
      highlights: {
        curated: "2-3 hand-picked agencies",
        vetted: "Vetted UAE agencies only",
        free: "No fees, no obligation",
      },
      featured: {
        title: "Featured agencies",
        note: "Pro agencies pay to be featured here. Ratings come from verified clients only.",
        noReviews: "No reviews yet",
        browseAll: "Browse all {count} agencies",
      },
    },
    /** Counted from the data as the page is served (services/home-page.server.ts). */
    figures: {
      label: "{brand} today",
      agencies: "approved agencies",
      emirates: "emirates covered",
      // By the hours' count (PluralTexts in domain/i18n.ts): {hours} is the count as written.
      matchHours: {
        one: "1 h",
        two: "2 h",
        few: "{hours} h",
        many: "{hours} h",
        other: "{hours} h",
      },
      matchSpeed: "median time from brief to first match",
      reviews: "verified client reviews",
    },
    trust: {
      eyebrow: "Why choose us",
      title: "Why Businesses Trust Us",
      intro:
        "Finding a good agency usually means weeks of searching, calls and proposals. We do the legwork so you can focus on the decision.",
      cards: {
        uaeFocused: {
          title: "100% UAE-Focused",
          body: "Every agency is based in the Emirates and knows the local market, from bilingual content to regional platforms and regulations.",
        },
        vetted: {
          title: "Vetted, Qualified Matches",
          body: "We review every agency's services, experience and portfolio by hand before it can be listed or matched.",
        },
        saveHours: {
          title: "Save Hours on Sourcing",
          body: "One short brief replaces dozens of searches, cold e-mails and discovery calls that go nowhere.",
        },
        startups: {
          title: "Perfect for Startups & SMEs",
          body: "Whether you need a first website or a full rebrand, we match you with agencies that fit your stage and budget.",
        },
        freeToStart: {
          title: "Free to Start",
          body: "Submitting a brief and receiving your matches costs nothing, and you are never obliged to hire.",
        },
        humanFirst: {
          title: "Human-First Process",
          body: "A real person reads your brief and chooses your matches. No bidding wars, no automated spam.",
        },
      },
    },
    steps: {
      eyebrow: "Simple by design",
      title: "How It Works",
      intro: "Three steps from brief to a shortlist you can trust.",
      items: {
        submit: {
          title: "Submit a Brief",
          body: "Tell us what you need, your budget and your timeline. It takes about five minutes.",
        },
        curate: {
          title: "We Curate Matches",
          body: "Our team reviews your brief and hand-picks 2-3 approved agencies that fit it.",
        },
        connect: {
          title: "Connect & Decide",
          body: "Meet your matches within 24-48 hours, compare their ideas and choose with confidence.",
        },
      },
      learnMore: "See the full process",
    },
    reviews: {
      title: "What clients say",
      note: "Verified reviews: only a client we matched with an agency can review it, and we check each review before it is published.",
      about: "about {agency}, {date}",
    },
    testimonial: {
      label: "What our clients say",
      quote:
        "We sent our brief on a Sunday evening and had 3 matches within 24 hours. All three understood the brief, and we signed with one of them the same week. It saved us a month of searching.",
      name: "Rania K.",
      role: "Co-founder, a Dubai skincare brand",
    },
    /** What the roadmap promised and is built now (the directory's alerts, verified reviews). */
    liveNow: {
      eyebrow: "Available now",
      title: "New on the Platform",
      intro: "Two things businesses asked us for, built and ready to use today.",
      badge: "New",
      items: {
        alerts: {
          title: "Agency Alerts",
          body: "Save a directory search and we e-mail you when a new agency matches it: at once, daily or weekly. Pro agencies get an e-mail when a brief fits their services.",
          link: "Set up an alert",
        },
        reviews: {
          title: "Verified Reviews & Ratings",
          body: "Read reviews from businesses we matched with an agency. Only matched clients can write one, and we read every review before it is published.",
          link: "See top-rated agencies",
        },
      },
    },
    comingNext: {
      eyebrow: "On our roadmap",
      title: "What's Coming Next",
      intro: "We're building more ways to help businesses and agencies work well together.",
      badge: "Coming soon",
      items: {
        messaging: {
          title: "In-Platform Messaging",
          body: "Talk to agencies, share files and receive proposals in one place.",
        },
        dashboards: {
          title: "Project Dashboards",
          body: "Follow your briefs, matches and conversations from a single dashboard.",
        },
        aiMatching: {
          title: "AI-Powered Matching",
          body: "Smarter suggestions that help our team find the best fit even faster.",
        },
        awards: {
          title: "Agency Awards",
          body: "Yearly recognition for the UAE agencies that deliver outstanding work.",
        },
      },
    },
    closing: {
      title: "Ready to find your agency?",
      body: "Submit your brief in minutes and get 2-3 hand-picked matches within 24-48 hours. Free to start.",
      submitBrief: "Submit Your Brief",
      browseAgencies: "Browse Agencies",
    },
  },

  howItWorks: {
    eyebrow: "How it works",
    title: "From brief to the right agency in three steps",
    intro:
      "Whether you need an agency or you are one, the process is short, personal and free to start.",
    forBusinesses: {
      title: "For Businesses",
      intro: "Skip the endless searching. Tell us once, and we bring the right agencies to you.",
      steps: {
        submit: {
          title: "Submit Your Brief",
          body: "Describe your project, budget and timeline in a short form. No account and no fees.",
        },
        review: {
          title: "We Review and Match",
          body: "A member of our team reads your brief and hand-picks 2-3 approved agencies with the right services and industry experience.",
        },
        connect: {
          title: "Get Connected",
          body: "You receive your matches within 24-48 hours. Book calls, compare proposals and choose the agency that suits you best.",
        },
      },
      cta: "Submit Your Brief",
    },
    forAgencies: {
      title: "For Agencies",
      intro: "Reach UAE businesses that are ready to hire, without cold outreach.",
      steps: {
        list: {
          title: "List Your Agency",
          body: "Tell us about your services, industries, experience and portfolio. Listing is free.",
        },
        approve: {
          title: "Get Approved or Upgrade",
          body: "We review every listing within 1-2 working days. Once approved you appear in the directory as Verified, and you can upgrade to Pro for featured placement.",
        },
        leads: {
          title: "Receive Leads and Matches",
          body: "Businesses find you in the directory, and we match you with briefs that fit. Pro agencies get priority in matching and e-mail lead alerts.",
        },
      },
      cta: "List Your Agency",
    },
    closing: {
      title: "Have a project in mind?",
      body: "Your first shortlist is only a brief away.",
      submitBrief: "Submit Your Brief",
      browseAgencies: "Browse Agencies",
    },
  },

  about: {
    eyebrow: "About us",
    title: "Connecting UAE businesses with agencies they can trust",
    intro:
      "{brand} means 'agency' in Arabic. We exist to make hiring the right development and creative agency in the Emirates simple, fast and fair.",
    mission: {
      title: "Our Mission",
      paragraphs: [
        "The UAE is home to hundreds of talented web, branding and marketing agencies, yet finding the right one is still hard. Business owners spend weeks searching, sending the same brief to a dozen inboxes and sitting through calls with agencies that were never a fit.",
        "We fix that with a human-curated marketplace. You describe your project once; we read it, check which approved agencies have the right services, experience and availability, and introduce you to the best 2-3 of them within 24-48 hours.",
        "For agencies, we are a steady source of serious, well-described briefs from businesses that are ready to start, without bidding wars or paying for cold leads.",
      ],
    },
    numbers: {
      title: "Our promise in numbers",
      matchTime: { value: "24-48h", label: "from brief to matches" },
      matches: { value: "2-3", label: "hand-picked agencies per brief" },
      emirates: { value: "7", label: "Emirates served" },
      cost: { value: "AED 0", label: "to submit a brief" },
    },
    values: {
      title: "What we believe",
      items: {
        local: {
          title: "Local first",
          body: "We only list agencies based in the UAE, because local knowledge, time zone and language matter.",
        },
        quality: {
          title: "Quality over quantity",
          body: "Two or three strong matches beat a list of fifty. Every agency is reviewed before it is listed.",
        },
        human: {
          title: "People, not algorithms",
          body: "Your brief is read by a person who understands your goals. Pro agencies are considered first, but we only introduce agencies that fit your project.",
        },
        transparent: {
          title: "Straightforward and fair",
          body: "Free for businesses and free to list for agencies. Pro agencies pay to be listed first and are marked Pro wherever they appear; ratings and reviews are never for sale.",
        },
      },
    },
    closing: {
      title: "Let's find your next partner",
      body: "Looking for an agency, or want to be found by the right clients? Start here.",
      findAgency: "Find an Agency",
      listAgency: "List Your Agency",
    },
  },

  pricing: {
    eyebrow: "Pricing for agencies",
    title: "Simple, transparent pricing",
    intro:
      "Listing your agency is free. Upgrade to Pro to be seen first and hear about new briefs before anyone else.",
    billingNote: "Prices are billed monthly in AED and include 5% VAT. Cancel any time.",
    priorityNote: "Pro gives priority access to matched briefs.",
    perMonth: "per month",
    mostPopular: "Most Popular",
    included: "Included",
    notIncluded: "Not included",
    plans: {
      free: {
        name: "Free",
        summary: "Get listed and start receiving matched briefs.",
        cta: "Start Free",
        features: {
          listed: "Listed in directory",
          matching: "Eligible for manual matching",
          featured: "No featured placement",
          leadAlerts: "No lead alerts",
        },
      },
      pro: {
        name: "Pro",
        summary: "Stand out and get the first look at new briefs.",
        cta: "Try Pro",
        features: {
          featured: "Featured placement at top of directory",
          badge: "Pro Agency badge",
          priority: "Priority in brief matching",
          leadAlerts: "Email lead alerts",
        },
      },
      enterprise: {
        name: "Enterprise",
        summary: "For larger agencies and groups with several teams.",
        price: "Custom pricing",
        cta: "Coming soon",
        features: {
          everythingInPro: "Everything in Pro",
          accountSupport: "Dedicated account support",
          onboarding: "Custom onboarding",
          exclusive: "Industry-exclusive listing",
        },
      },
    },
    faq: {
      title: "Frequently Asked Questions",
      items: {
        upgrade: {
          question: "Can I upgrade to Pro at any time?",
          answer:
            "Yes. Upgrade from your agency dashboard whenever you like. Pro features take effect immediately after payment.",
        },
        cancel: {
          question: "What happens if I cancel Pro?",
          answer:
            "Your listing stays in the directory on the Free plan. Pro features (featured placement, the Pro badge, priority matching and lead alerts) are removed at the end of the period you have paid for.",
        },
        refund: {
          question: "Is there a money-back guarantee?",
          answer:
            "Yes. Pro comes with a {refundDays}-day money-back guarantee: if it is not right for you, use Cancel and refund on your dashboard within {refundDays} days of your first payment for a full refund.",
        },
        billing: {
          question: "How is Pro billed?",
          answer:
            "Pro costs {proPrice} per month including 5% VAT, billed monthly in AED to your card, with a UAE tax invoice in your dashboard for every payment. There is no long-term contract and you can cancel any time.",
        },
        free: {
          question: "Is the Free plan really free?",
          answer:
            "Yes. A Free listing costs nothing and does not expire. Every listing is reviewed by our team before it appears in the directory.",
        },
        enterprise: {
          question: "How do I join the Enterprise waitlist?",
          answer:
            "Enterprise is coming soon. Contact us through the contact page and we'll add you to the waitlist and tell you as soon as it opens.",
        },
      },
      contactLink: "Contact us",
    },
    closing: {
      title: "Grow your agency with {brand}",
      body: "Start with a free listing today and upgrade whenever you're ready.",
      startFree: "Start Free",
      tryPro: "Try Pro",
    },
  },

  terms: {
    title: "Terms of Service",
    lastUpdated: "July 14, 2025",
    languageNotice:
      "These terms are also available in Arabic. If the two versions differ, this English version prevails.",
    intro:
      "These terms govern your use of {brand}, the agency directory and matchmaking service for businesses and agencies in the United Arab Emirates. Please read them carefully.",
    sections: [
      {
        title: "Acceptance of Terms",
        body: [
          "By accessing the {brand} website, submitting a project brief, listing an agency or subscribing to Pro, you agree to be bound by these Terms of Service and by our Privacy Policy. If you do not agree, please do not use the service.",
          "If you use the service on behalf of a company or other organisation, you confirm that you are authorised to accept these terms on its behalf.",
        ],
      },
      {
        title: "Description of Service",
        body: [
          "{brand} is an online marketplace that connects businesses in the UAE with development and creative agencies. We provide:",
          {
            items: [
              "a form for businesses to submit project briefs, which our team reviews and matches with 2-3 approved agencies, usually within 24-48 hours;",
              "a public directory of agencies that we have reviewed and approved;",
              "free agency listings and an optional paid Pro subscription for agencies.",
            ],
          },
          "We introduce businesses and agencies to each other. We are not a party to any agreement between them, and we do not guarantee that a match will lead to a contract or to any particular result.",
        ],
      },
      {
        title: "Accounts and User Responsibilities",
        body: [
          "You agree to give accurate, current and complete information in briefs, listings and messages, and to keep it up to date. You are responsible for activity that takes place through your agency dashboard and for keeping access to your e-mail account secure.",
          "You must not:",
          {
            items: [
              "submit false, misleading or fraudulent briefs or listings, or impersonate another person or business;",
              "use the service to send spam or unsolicited marketing, or to collect other users' contact details for purposes unrelated to a project;",
              "upload content that is unlawful, offensive, or that infringes the rights of others;",
              "interfere with the service, probe its security, or access it by automated means without our written permission.",
            ],
          },
          "Agencies are solely responsible for the services they offer and deliver to clients, including quotes, contracts, invoices and any licences their work requires under UAE law.",
        ],
      },
      {
        title: "Pro Subscription",
        body: [
          "Pro costs {proPrice} per month, billed monthly in AED in advance through our payment provider. It renews automatically each month until you cancel. The price includes VAT at 5%, every payment gets a UAE tax invoice, and we will give you at least 30 days' notice of any price change.",
          "Your first Pro payment is refundable in full if you ask for a refund within {refundDays} days of that payment (Cancel and refund on your agency dashboard); Pro then ends at once.",
          "You may cancel Pro at any time from your agency dashboard. After those {refundDays} days, cancelling stops the next renewal: Pro features remain active until the end of the period you have already paid for, and there is no refund for the partial period.",
          "If a renewal payment fails, Pro stays active while the payment is retried and we tell you by e-mail; if it keeps failing, the subscription ends and your listing continues as a Free listing.",
        ],
      },
      {
        title: "Content and Intellectual Property",
        body: [
          "You keep ownership of the content you submit, such as briefs, agency descriptions, logos and portfolio links. You grant {brand} a non-exclusive, royalty-free licence to host, display and share that content as needed to run the service, including showing approved listings in the public directory and sharing briefs with matched agencies.",
          "The {brand} name, logo, website design and software belong to us or our licensors. You may not copy, modify or reuse them without our written permission.",
          "We may edit or remove content that breaks these terms or that we reasonably consider inappropriate.",
        ],
      },
      {
        title: "Privacy",
        body: [
          "We handle your personal data as described in our {privacyLink}, which forms part of these terms. By using the service you acknowledge that briefs are shared with the agencies we match them with, and that approved agency listings are public.",
        ],
      },
      {
        title: "Limitation of Liability",
        body: [
          "The service is provided 'as is' and 'as available'. We review agencies carefully, but we do not guarantee the quality, timeliness or legality of work performed by any agency or the accuracy of information provided by users.",
          "To the fullest extent permitted by UAE law, {brand} is not liable for any indirect, incidental or consequential loss, loss of profit or loss of data arising from your use of the service or from any dealings between businesses and agencies. Our total liability for any claim relating to the service is limited to the amount you paid us in the three months before the claim arose, or AED 500 if you have paid us nothing.",
          "Nothing in these terms limits liability that cannot be limited under applicable law.",
        ],
      },
      {
        title: "Termination",
        body: [
          "You may stop using the service at any time, and you can ask us to remove your brief or listing by contacting us.",
          "We may suspend or remove a listing, unapprove an agency, or refuse service to anyone who breaks these terms, provides false information or harms other users, with notice where reasonably possible. If we end a Pro subscription for reasons other than a breach of these terms, we will refund the unused part of the current period.",
        ],
      },
      {
        title: "Changes to These Terms",
        body: [
          "We may update these terms from time to time. When we do, we will change the 'Last updated' date above and, for significant changes, notify agencies by e-mail at least 14 days before the changes take effect. Continuing to use the service after that means you accept the updated terms.",
        ],
      },
      {
        title: "Governing Law",
        body: [
          "These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai. Any dispute arising from or relating to them or to the service is subject to the exclusive jurisdiction of the courts of Dubai, UAE.",
        ],
      },
      {
        title: "Contact",
        body: [
          "Questions about these terms? Write to us at {emailLink} and we will reply within 1-2 business days.",
        ],
      },
    ],
  },

  privacy: {
    title: "Privacy Policy",
    lastUpdated: "July 14, 2025",
    languageNotice:
      "This policy is also available in Arabic. If the two versions differ, this English version prevails.",
    intro:
      "This policy explains what information {brand} collects when you use our agency directory and matchmaking service, why we collect it, who we share it with and the choices you have.",
    sections: [
      {
        title: "Information We Collect",
        body: [
          "We collect only what we need to run the service.",
          {
            heading: "Business information",
            items: [
              "Company name and contact details (contact name, e-mail address and, optionally, phone number)",
              "Project briefs, including the type of project and its description",
              "Budget and timeline preferences",
              "Communication preferences",
            ],
          },
          {
            heading: "Agency information",
            items: [
              "Agency name and contact details",
              "Services, areas of expertise, industries and years of experience",
              "Portfolio and website links, logo and description",
              "Subscription and payment information for Pro (card details are handled by our payment provider and never stored by us)",
            ],
          },
          {
            heading: "Technical information",
            items: [
              "IP address",
              "Browser type and version",
              "Usage information, such as pages visited and forms submitted",
              "Device information, such as operating system and screen size",
            ],
          },
        ],
      },
      {
        title: "How We Use Your Information",
        body: [
          "We use the information we collect to:",
          {
            items: [
              "match project briefs with suitable approved agencies;",
              "review agency listings and publish approved ones in the directory;",
              "manage Pro subscriptions and payments;",
              "send the e-mails described in section 3;",
              "improve the service and understand how it is used;",
              "answer your questions and provide support;",
              "prevent fraud, spam and abuse, and keep the service secure.",
            ],
          },
        ],
      },
      {
        title: "Email Communications",
        body: [
          "We send e-mails that are needed to provide the service:",
          {
            items: [
              "confirmations when you submit a brief, an agency application or a contact form;",
              "matching notifications that introduce businesses and agencies;",
              "an invitation to review the agencies you were matched with, and one reminder;",
              "alerts about new agencies matching a search you saved, only once you confirm it, each with a one-click unsubscribe link;",
              "subscription and billing updates for Pro agencies;",
              "notices of new messages in your project threads, in your language, at most one per thread every 10 minutes and none for messages you have already read;",
              "replies to your support requests.",
            ],
          },
          "These e-mails are sent by a transactional e-mail provider from our verified domain, and replies reach our team directly. We do not send marketing newsletters without your consent.",
        ],
      },
      {
        title: "Information Sharing",
        body: [
          "We share information only where it is needed to run the service:",
          {
            items: [
              "with suitable agencies: when we match your brief, the matched agencies receive the brief and your contact details so they can reach you;",
              "in the public directory: the listing details of approved agencies are visible to everyone;",
              "on agency profiles: a review you write is published once we approve it, signed with your first name and company, or as 'Verified client' if you ask;",
              "in a project thread: a message you write there is read by the other side of that thread (the client or the matched agency) and by our team;",
              "with service providers who work on our behalf: a payment provider, an e-mail provider and a hosted database provider, each bound to protect your data;",
              "when the law requires: to comply with a legal obligation or a lawful request from UAE authorities, or to protect our rights and the safety of our users.",
            ],
          },
          "We never sell your personal data.",
        ],
      },
      {
        title: "Data Storage and Security",
        body: [
          "Your information is stored in a hosted database with access limited to the people who need it to run the service. Connections to our website are encrypted, administrator access is protected by individual accounts, and card payments are processed by our payment provider, so we never see or store your full card details.",
          "We keep briefs, listings and messages for as long as they are needed to provide the service or as the law requires, and delete them on request as described in section 7. No system is perfectly secure, but we work to protect your data and will notify you and the relevant authorities of a breach where the law requires.",
          "Messages in the project room (the thread between a client, a matched agency and our team) and the files sent with them, the agencies' proposals (every version sent) and the client's decision and its reason are kept with their brief for as long as the brief is. Agencies not chosen are told the reason, never who was chosen or at what price. Our team can read every thread; a message we remove is kept for the record but no longer shown. When you answer a thread's e-mail, we keep what you wrote above the quoted mail, its attachments and the mail's Message-ID as a message of the thread, not the mail itself. Deleting a brief or an agency's listing deletes its threads, their messages and files and the e-mails about them; sent e-mails are otherwise deleted after 30 days.",
          "Tax invoices and credit notes for Pro payments, with the names, addresses, e-mail addresses and Tax Registration Numbers they show, are kept for five years after the end of the year they were issued, as UAE tax law requires, also after an agency deletes its listing; they are deleted after that.",
        ],
      },
      {
        title: "Analytics and Tracking",
        body: [
          "We look at aggregated usage information, such as which pages are visited and how forms are used, to improve the service. We do not use advertising trackers, we do not build advertising profiles, and we do not sell or share usage data with advertisers.",
        ],
      },
      {
        title: "Your Rights and Choices",
        body: [
          "You can:",
          {
            items: [
              "ask for a copy of the personal data we hold about you;",
              "correct information that is inaccurate or out of date (agencies can edit their listing from the dashboard);",
              "ask us to delete your brief, listing or messages and the data related to them;",
              "ask us to remove a review you wrote (deleting a brief or a listing also deletes its reviews);",
              "see, change or delete your saved searches at any time from the links in their e-mails or at /alerts (unsubscribing deletes a search, and one never confirmed is deleted after a week);",
              "opt out of non-essential e-mails at any time;",
              "cancel a Pro subscription at any time.",
            ],
          },
          "To use any of these rights, contact us using the details in section 11. We will respond within 30 days.",
        ],
      },
      {
        title: "Cookies and Local Storage",
        body: [
          "We use only a minimal number of cookies and local storage entries, for sessions (for example keeping an agency, a client or an administrator signed in and showing a confirmation message) and for your preferences. We do not use advertising or cross-site tracking cookies.",
        ],
      },
      {
        title: "International Data Transfers",
        body: [
          "Some of our service providers may process data outside the UAE. Where this happens, we choose providers that offer appropriate safeguards for personal data, in line with the UAE's data protection law.",
        ],
      },
      {
        title: "Changes to This Policy",
        body: [
          "We may update this policy as the service evolves. We will change the 'Last updated' date at the top of this page and, for significant changes, let agencies and recent users know by e-mail.",
        ],
      },
      {
        title: "Contact Us",
        body: [
          "If you have questions about this policy or your data, or want to exercise your rights, e-mail us at {emailLink}. We reply within 1-2 business days.",
        ],
      },
    ],
    privacyLinkLabel: "Privacy Policy",
  },

  contact: {
    hero: {
      eyebrow: "Contact",
      title: "Get in touch",
      intro:
        "Questions about submitting a brief, listing your agency or Pro? Send us a message and a member of our team will get back to you.",
    },
    form: {
      title: "Send us a message",
      name: "Name",
      namePlaceholder: "Your full name",
      email: "Email",
      emailPlaceholder: "you@company.ae",
      message: "Message",
      messagePlaceholder: "How can we help?",
      submit: "Send Message",
      sending: "Sending...",
      requiredNote: "All fields are required.",
    },
    success: {
      title: "Message Sent Successfully!",
      body: "Thanks! We'll be in touch within 1-2 business days.",
      again: "Send Another Message",
      /** The toast the server's answer is shown in (docs/product.md#api). */
      toastTitle: "Message Sent!",
    },
    failure: {
      title: "Error",
      body: "Failed to send message. Please try again.",
    },
    direct: {
      title: "Prefer e-mail?",
      body: "Write to us directly and we'll reply within 1-2 business days.",
      topicsTitle: "We can help with",
      topics: {
        briefs: "Submitting a brief and your matches",
        listings: "Agency listings and approval",
        pro: "Pro subscriptions and billing",
        partnerships: "Partnerships and press",
      },
      location: "Serving businesses across all seven Emirates",
    },
    api: {
      expectedObject: "The request body must be a JSON object with name, email and message.",
    },
  },
} as const;
