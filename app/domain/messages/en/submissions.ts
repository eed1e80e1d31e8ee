/** Texts of the brief and agency forms, their thank-you pages and their e-mails. */
export const submissionsEn = {
  /** Field messages beyond the shared ones in `forms` (Required, e-mail, URL, length). */
  validation: {
    expectedObject: "Send the fields as a JSON object.",
    notText: "Please enter text",
    invalidPhone: "Please enter a valid phone number, such as +971 50 123 4567",
    invalidChoice: "Please choose one of the listed options",
    selectService: "Please select at least one service",
    descriptionTooShort:
      "Please describe your project in at least {min} characters, so we can find the right agencies.",
    duplicateAgencyEmail:
      "An agency with this email address is already listed. Please use another address, or contact us to update your listing.",
  },
  /** What both forms share. */
  form: {
    backHome: "Back to Home",
    requiredNote: "Fields marked * are required.",
    optional: "(optional)",
    submitting: "Submitting...",
    errorTitle: "Error",
    problem: "There is a problem",
  },
  brief: {
    intro:
      "Tell us about your project. We hand-pick 2-3 vetted UAE agencies that fit it and introduce them within 24-48 hours. Free to start.",
    aboutYou: "About you",
    aboutProject: "Your project",
    fields: {
      companyName: "Company Name",
      contactName: "Contact Name",
      email: "Email Address",
      phone: "Phone Number",
      projectType: "Project Type",
      budget: "Budget (AED)",
      timeline: "Timeline",
      description: "Project Description",
    },
    placeholders: {
      companyName: "Your company",
      contactName: "Your full name",
      email: "you@company.ae",
      phone: "+971 50 123 4567",
      projectType: "Select project type",
      budget: "Select budget range",
      timeline: "Select timeline",
      description:
        "What do you need built or done, who is it for, and what would success look like?",
    },
    descriptionHint: "At least {min} characters.",
    submit: "Submit Brief",
    failed: "Failed to submit brief. Please try again.",
  },
  agency: {
    intro:
      "List your agency in the UAE's vetted directory for free. We review every listing by hand and reply within 1-2 working days.",
    aboutAgency: "Your agency",
    whatYouDo: "What you do",
    fields: {
      agencyName: "Agency Name",
      agencyNameAr: "Name in Arabic",
      contactName: "Contact Name",
      email: "Email Address",
      phone: "Phone Number",
      website: "Website",
      portfolio: "Portfolio",
      logoUrl: "Logo URL",
      location: "Location",
      services: "Services",
      industries: "Industry Experience",
      experience: "Years of Experience",
      description: "Agency Description",
      descriptionAr: "Description in Arabic",
    },
    placeholders: {
      agencyName: "Your agency",
      // The two Arabic fields are right to left (dir="rtl", lang="ar"): their examples are Arabic,
      // as on the Arabic form, so they read the right way round (an English sentence in them
      // showed its full stop on the wrong side).
      agencyNameAr: "اسم وكالتك باللغة العربية",
      contactName: "Your full name",
      email: "hello@youragency.ae",
      phone: "+971 4 123 4567",
      website: "https://youragency.ae",
      portfolio: "https://youragency.ae/work",
      logoUrl: "https://youragency.ae/logo.png",
      location: "Select an emirate",
      experience: "Select experience",
      description: "What your agency does best, for whom, and a few projects you are proud of.",
      descriptionAr: "الوصف نفسه مكتوبًا باللغة العربية.",
    },
    hints: {
      agencyName: "The name you trade under in English, or in Arabic if it has no English name.",
      agencyNameAr: "Optional. Visitors to the Arabic directory see it instead of the name above.",
      descriptionAr:
        "Optional. Visitors to the Arabic directory read it instead of the description above.",
      services: "Choose every service you offer.",
      industries: "Optional: the industries you have worked in.",
      logoUrl: "A link to a square image of your logo.",
    },
    submit: "Submit Agency Listing",
    failed: "Failed to submit agency listing. Please try again.",
  },
  thankYou: {
    whatNext: "What happens next?",
    home: "Back to Home",
    /** The brief's thank-you page's main button: look around while the matches are picked. */
    browseAgencies: "Browse Agencies",
    brief: {
      lead: "We've received your project brief and sent a confirmation to your inbox.",
      steps: [
        "Our team reviews your brief, usually within a few hours.",
        "We hand-pick 2-3 vetted UAE agencies that fit your project, budget and timeline.",
        "Within 24-48 hours you receive their details by email. Book calls, compare and decide.",
      ],
      another: "Submit Another Brief",
    },
    agency: {
      lead: "We've received your agency listing and sent a confirmation to your inbox.",
      steps: [
        "We check your details, website and portfolio by hand within 1-2 working days.",
        "Once approved, your agency appears in the directory marked Verified.",
        "You become eligible for client matches. Go Pro for featured placement and email lead alerts.",
      ],
      another: "Submit Another Agency",
    },
    listing: {
      lead: "Thank you! Your listing is under review and we will reply within 1-2 working days.",
      steps: [
        "We check your details, website and portfolio by hand.",
        "We email you as soon as it is approved and live in the directory.",
        "Once live, clients can find you and we can match you with their briefs.",
      ],
      another: "List Another Agency",
    },
  },
} as const;
