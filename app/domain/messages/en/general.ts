/**
 * The texts every page shares: the site, navigation, footer, toasts, page meta, error pages and
 * the forms' messages. A module of its own so a browser's catalogue (../en-browser.ts) is built
 * from the parts it needs.
 */
export const generalEn = {
  site: {
    tagline: "The UAE's vetted agency matchmaker",
    navTagline: "Connecting UAE businesses with trusted agencies",
    defaultDescription:
      "Submit a project brief and get 2-3 hand-picked, vetted UAE agencies within 24-48 hours, or browse the directory of verified web, branding and marketing agencies across the Emirates.",
    defaultKeywords:
      "UAE agencies, Dubai web design agency, Abu Dhabi branding agency, digital marketing UAE, agency directory, agency matchmaking",
    homeLinkLabel: "{siteName} home",
    copyright: "© {year} {siteName}",
  },
  nav: {
    home: "Home",
    agencies: "Agencies",
    howItWorks: "How It Works",
    pricing: "Pricing",
    about: "About",
    contact: "Contact",
    submitBrief: "Submit Brief",
    listAgency: "List Your Agency",
    /** The agency dashboard's one-time-link sign-in (/dashboard). */
    agencySignIn: "Agency sign in",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    mainNavigation: "Main navigation",
    skipToContent: "Skip to content",
  },
  footer: {
    navigation: "Footer",
    forClients: "For businesses",
    forAgencies: "For agencies",
    company: "Company",
    browseAgencies: "Browse Agencies",
    submitBrief: "Submit a Brief",
    listAgency: "List Your Agency",
    agencySignIn: "Agency sign in",
    myBriefs: "My briefs",
    howItWorks: "How It Works",
    about: "About",
    contact: "Contact",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    emailUs: "Email us at {email}",
    instagram: "{siteName} on Instagram",
    linkedin: "{siteName} on LinkedIn",
  },
  toast: {
    notifications: "Notifications",
    close: "Close notification",
  },
  // Pages whose content later issues build: a title, a meta description and one line saying what will be there.
  pages: {
    agencies: {
      title: "Agencies",
      description:
        "Browse verified web, branding and marketing agencies across the UAE. Filter by service, location and industry.",
      summary:
        "The directory of approved, verified UAE agencies will be here, with filters for services, location and industries.",
    },
    agencyProfile: {
      title: "Agency Profile",
      description:
        "Services, industry experience and contact details of a verified agency in the UAE.",
      summary:
        "This page will show the agency's services, industry experience, background and ways to get in touch.",
    },
    submitBrief: {
      title: "Project Details",
      description:
        "Tell us about your project and get matched with 2-3 vetted UAE agencies within 24-48 hours. Free to start.",
    },
    submitAgency: {
      title: "Agency Information",
      description:
        "List your agency in the UAE's vetted agency directory for free. Every listing is reviewed within 1-2 working days.",
    },
    thankYou: {
      title: "Your Listing Is Under Review",
      description: "Thank you. Your listing is under review; we reply within 1-2 working days.",
    },
    thankYouBrief: {
      title: "Thank You for Your Brief",
      description:
        "Your brief has been received. We hand-pick matching agencies within 24-48 hours.",
    },
    thankYouAgency: {
      title: "Thank You for Listing Your Agency",
      description: "Your agency listing has been received and is under review.",
    },
    pricing: {
      title: "Pricing",
      description:
        "List your agency for free, or go Pro for {proPrice} per month: featured placement, a Pro badge, priority matching and e-mail lead alerts. Billed monthly in AED, cancel any time.",
      keywords:
        "agency listing UAE, Pro agency plan, {proPrice} per month, agency directory pricing, featured agency Dubai",
    },
    howItWorks: {
      title: "How It Works",
      description:
        "Submit a brief, we review it and hand-pick matching agencies, and you get connected within 24-48 hours. Agencies list, get approved and receive leads.",
      keywords:
        "how to hire an agency UAE, project brief, agency matchmaking, find a web agency Dubai, agency leads UAE",
    },
    about: {
      title: "About Us",
      description:
        "Our mission: connect UAE businesses and startups with trusted, vetted development and creative agencies.",
      keywords:
        "about us, UAE agency marketplace, vetted agencies, human-curated agency matching, Dubai startups",
    },
    contact: {
      title: "Contact Us",
      description:
        "Questions about briefs, listings or Pro? Send us a message and we reply within 1-2 business days.",
      keywords: "contact, support, agency directory UAE, agency matchmaking help",
    },
    terms: {
      title: "Terms of Service",
      description:
        "The terms that apply when you use our agency directory and matchmaking service in the UAE, including Pro subscriptions and refunds.",
      keywords: "terms of service, Pro subscription terms, refund policy, UAE governing law",
    },
    privacy: {
      title: "Privacy Policy",
      description: "What we collect, why, who we share it with, and your rights over your data.",
      keywords: "privacy policy, personal data UAE, data protection, cookies, your rights",
    },
    admin: {
      title: "Admin Dashboard",
      description: "Review agency submissions and client briefs.",
      summary: "Operators will sign in here to review agency submissions and client briefs.",
    },
    adminMatches: {
      title: "Match Briefs",
      description: "Match client briefs with approved agencies.",
      summary: "Operators will match client briefs with approved agencies here.",
    },
    dashboard: {
      title: "Agency Dashboard",
      description: "Manage your agency listing and subscription.",
      summary: "Agencies will sign in here with a one-time link to see and edit their listing.",
    },
    devMailbox: {
      title: "Development Mailbox",
      description: "E-mail kept by the app when no SMTP server is configured.",
      summary: "E-mail the app would have sent, kept here because no SMTP server is configured.",
      smtpNote: "Mail is sent over SMTP; this page keeps what was delivered here before.",
      empty: "No e-mails yet.",
      envelope: "To {to} · From {from}",
      replyTo: " · Reply-To {replyTo}",
      htmlFrameTitle: 'HTML version of "{subject}"',
      plainText: "Plain-text version",
      inbox: "Messages",
      recipient: "To {to}",
      answerTitle: "Answer this e-mail",
      answerHint:
        "Sends an answer from {to} to the Reply-To address, with this mail quoted under it, through the same code the inbound SMTP listener runs.",
      answerLabel: "Your answer",
      answerSend: "Send the answer",
      answerTaken: "Answer taken: it is in the thread now.",
      answerIgnored: "Taken and dropped: an automatic reply is no answer.",
      answerRefused: "Refused, as a mail server would refuse it: {reason}",
      notAnswerable: "This e-mail has no reply address that answers into the site.",
    },
    dashboardUpgrade: {
      title: "Upgrade to Pro",
      description: "Upgrade your agency to Pro for {proPrice} per month.",
      summary:
        "Agencies will upgrade to Pro here: featured placement, a Pro badge, priority matching and lead alerts.",
    },
  },
  notFound: {
    title: "404 Page Not Found",
    body: "The page you're looking for doesn't exist or has moved. Check the address, or find an agency in the directory.",
    browseDirectory: "Browse the directory",
    backHome: "Back to Home",
  },
  serverError: {
    title: "Something went wrong",
    body: "An unexpected error occurred on our side. Please try again in a moment.",
  },
  requestError: {
    title: "This request could not be completed",
    body: "Please check the address, or go back and try again.",
  },
  /** A 503: the database could not be reached (a restart); nothing was stored. */
  unavailable: {
    title: "Temporarily unavailable",
    body: "We could not complete this just now, and nothing was saved. Please try again in a minute; if you were sending a form, go back and send it again.",
  },
  /** Shared by every form and JSON endpoint. */
  forms: {
    required: "Required",
    invalidEmail: "Please enter a valid email address",
    invalidUrl: "Please enter a web address, such as youragency.ae",
    tooLong: "Please keep this to {max} characters or fewer",
    needsLetters: "Please enter a name with letters or numbers",
    fixFields: "Please correct the highlighted fields.",
    honeypotLabel: "Leave this field empty",
    rateLimited: "Too many attempts. Please wait {minutes} minute(s) and try again.",
    rateLimitedSeconds: "Too many attempts. Please wait {seconds} second(s) and try again.",
    unsupportedContentType: "Send the request body as JSON with Content-Type: application/json.",
    malformedJson: "The request body is not valid JSON.",
    bodyTooLarge: "The request body is too large.",
    methodNotAllowed: "Method not allowed.",
    unreadableForm: "This form could not be read. Please reload the page and try again.",
    /** A post that got no answer (the network dropped): nothing was changed. */
    noAnswerTitle: "Error",
    noAnswer: "The server could not be reached, so nothing was changed. Please try again.",
    unknownFields:
      "This form sent fields this page does not take. Please reload the page and try again.",
    tooManyValues:
      "This form sent more values than it takes. Please reload the page and try again.",
    controlCharacters:
      "Some of the text contains invisible control characters. Please remove them and try again.",
    jsonTooDeep: "The request body is nested too deeply.",
    notFound: "Not found.",
    unreadableRequest: "The request could not be read: check its address, query and headers.",
    jsonTooManyItems: "A list in the request body has more items than any field takes.",
  },
} as const;
