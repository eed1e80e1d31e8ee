import type {
  Budget,
  Emirate,
  Experience,
  Industry,
  ProjectType,
  Service,
  Timeline,
} from "~/domain/value-sets";

/**
 * The hand-written part of the demo data: invented UAE agencies, client briefs and contact
 * messages. Contacts, phones, logos and dates are added by the seeder from a seeded generator.
 */
export type DemoAgency = {
  name: string;
  location: Emirate;
  services: Service[];
  industries: Industry[];
  experience: Experience;
  /**
   * The agency's own domain: e-mail address, website and sometimes the portfolio. Always under
   * the reserved `.example` (RFC 2606), so no demo link or e-mail reaches a real company.
   */
  domain: string;
  /** False for the few that only have social pages. */
  hasWebsite?: boolean;
  status: "pro" | "approved" | "pending";
  /** Paragraphs of the description, joined with a blank line. */
  about: string[];
  /** The agency's name and description in Arabic, for the Arabic directory (a few have them). */
  nameAr?: string;
  aboutAr?: string[];
};

export const demoAgencies: DemoAgency[] = [
  // Dubai
  {
    name: "Pixel & Code Studio",
    location: "Dubai",
    services: ["Website Development", "UI/UX Design", "E-commerce Development"],
    industries: ["E-commerce", "Retail", "Technology"],
    experience: "6-10",
    domain: "pixelandcode.example",
    status: "pro",
    about: [
      "We design and build websites that load fast and sell harder. Since 2017 our team in Dubai Design District has shipped more than 140 sites for retailers, clinics and start-ups across the Gulf.",
      "Every project is bilingual from day one: Arabic and English layouts are designed together, not bolted on afterwards.",
    ],
    nameAr: "استوديو بكسل آند كود",
    aboutAr: [
      "نصمّم مواقع إلكترونية سريعة التحميل ترفع مبيعاتك، ونتولّى تطويرها بالكامل. ومنذ عام 2017 أطلق فريقنا في حي دبي للتصميم أكثر من 140 موقعًا لمتاجر التجزئة والعيادات والشركات الناشئة في أنحاء الخليج.",
      "كل مشروع لدينا ثنائي اللغة منذ يومه الأول: نصمّم الواجهتين العربية والإنجليزية معًا، ولا نضيف إحداهما لاحقًا.",
    ],
  },
  {
    name: "Saffron Creative House",
    location: "Dubai",
    services: ["Branding & Design", "Content Creation", "Social Media Management"],
    industries: ["Food & Beverage", "Fashion & Beauty", "Events"],
    experience: "10-plus",
    domain: "saffroncreative.example",
    status: "pro",
    about: [
      "A branding house for restaurants, cafés and beauty labels. We have named and launched more than sixty F&B concepts between Jumeirah and Riyadh, from a single-kitchen burger joint to a fourteen-outlet coffee chain.",
      "We stay on after launch, too: menus, packaging, shoot days and the monthly content calendar.",
    ],
    nameAr: "دار الزعفران الإبداعية",
    aboutAr: [
      "دار متخصصة في بناء العلامات التجارية للمطاعم والمقاهي وعلامات التجميل. أطلقنا أكثر من ستين مفهومًا في قطاع الأغذية والمشروبات بين جميرا والرياض، من مطعم برجر بمطبخ واحد إلى سلسلة مقاهٍ من أربعة عشر فرعًا.",
      "ولا ينتهي دورنا عند الإطلاق: نواصل العمل معك على قوائم الطعام والتغليف وجلسات التصوير وخطة المحتوى الشهرية.",
    ],
  },
  {
    name: "Marina Metrics",
    location: "Dubai",
    services: ["Digital Marketing", "PPC Advertising", "SEO Services"],
    industries: ["Real Estate", "E-commerce", "Finance"],
    experience: "6-10",
    domain: "marinametrics.example",
    status: "pro",
    about: [
      "Performance marketing for brands that watch their cost per lead. We run Google, Meta, TikTok and Snapchat campaigns for developers, brokerages and online stores, with reporting you can read in five minutes.",
      "Google Partner since 2019. No long lock-in contracts: we work month to month.",
    ],
    nameAr: "مارينا ميتريكس",
    aboutAr: [
      "تسويق قائم على الأداء للعلامات التي تحرص على تكلفة كل عميل محتمل. ندير حملات على Google وMeta وTikTok وSnapchat لشركات التطوير والوساطة العقارية والمتاجر الإلكترونية، مع تقارير واضحة تقرؤها في خمس دقائق.",
      "شريك معتمد لدى Google منذ عام 2019، ولا نُلزمك بعقود طويلة: نعمل معك شهرًا بشهر.",
    ],
  },
  {
    name: "Al Quoz Collective",
    location: "Dubai",
    services: ["Branding & Design", "Content Creation", "UI/UX Design"],
    industries: ["Fashion & Beauty", "Events", "Retail"],
    experience: "3-5",
    domain: "alquozcollective.example",
    status: "approved",
    about: [
      "Designers, photographers and one very patient copywriter, working out of a warehouse in Al Quoz. We like brands with a point of view and founders who want to be in the room.",
      "Recent work includes identities for two concept stores, a sneaker festival and a specialty roaster on Alserkal Avenue.",
    ],
  },
  {
    name: "Deira Dev Works",
    location: "Dubai",
    services: ["Website Development", "Mobile App Development", "E-commerce Development"],
    industries: ["Retail", "Technology", "Food & Beverage", "E-commerce"],
    experience: "6-10",
    domain: "deiradevworks.example",
    status: "approved",
    about: [
      "Full-stack developers for trading houses and family businesses that are ready to sell online. We build on Shopify and WooCommerce, and on Laravel or Next.js when off-the-shelf won't do.",
      "The team speaks Arabic, English, Hindi and Urdu, and answers support tickets within one working day.",
    ],
  },
  {
    name: "Hashtag Souk",
    location: "Dubai",
    services: ["Social Media Management", "Content Creation", "Digital Marketing"],
    industries: ["Fashion & Beauty", "Food & Beverage", "Retail"],
    experience: "3-5",
    domain: "hashtagsouk.example",
    status: "approved",
    about: [
      "Social-first agency for consumer brands. We plan, shoot and post Reels, TikToks and Stories in Arabic and English, and manage creator partnerships with more than 300 UAE influencers.",
      "Most clients see their first batch of content within ten days of the kick-off call.",
    ],
  },
  {
    name: "Bluewave Apps",
    location: "Dubai",
    services: ["Mobile App Development", "UI/UX Design", "Website Development"],
    industries: ["Health", "Finance", "Technology", "SaaS"],
    experience: "10-plus",
    domain: "bluewaveapps.example",
    status: "pro",
    about: [
      "We have designed and built native and Flutter apps since 2013, among them booking apps for two clinic groups, a wallet for a licensed fintech and loyalty apps for mall operators.",
      "You get a fixed team (a product manager, a designer and two to four engineers) and a working build every two weeks.",
      "Apps are handed over with the full source code and documentation. No hostage situations.",
    ],
    nameAr: "بلو ويف للتطبيقات",
    aboutAr: [
      "نصمّم التطبيقات الأصلية وتطبيقات Flutter ونطوّرها منذ عام 2013، ومن أعمالنا تطبيقات حجز لمجموعتين من العيادات، ومحفظة رقمية لشركة تقنية مالية مرخّصة، وتطبيقات ولاء لمشغّلي مراكز التسوّق.",
      "تحصل على فريق ثابت يضم مدير منتج ومصممًا ومن مهندسَين إلى أربعة مهندسين، ونسخة تعمل من تطبيقك كل أسبوعين.",
      "نسلّمك التطبيق مع شيفرته المصدرية كاملةً وتوثيقه، فيبقى ملكك بلا قيود.",
    ],
  },
  {
    name: "Frame & Fable Films",
    location: "Dubai",
    services: ["Content Creation", "Social Media Management"],
    industries: ["Events", "Real Estate", "Travel & Tourism"],
    experience: "6-10",
    domain: "frameandfable.example",
    status: "approved",
    about: [
      "Video production with a storyteller's instinct: brand films, property walkthroughs, hotel openings and event recaps, shot on cinema cameras and delivered in every aspect ratio your channels need.",
      "Our drone pilots are licensed, and we take care of filming permits in Dubai and Abu Dhabi.",
    ],
  },
  {
    name: "Ledger Lane Creative",
    location: "Dubai",
    services: ["Branding & Design", "Website Development", "Content Creation"],
    industries: ["Finance", "SaaS", "Technology"],
    experience: "3-5",
    domain: "ledgerlane.example",
    status: "pending",
    about: [
      "Brand and web design for fintechs, payment companies and B2B software. We make complicated products easy to understand without making them dull.",
      "Founded by two former in-house designers from DIFC firms who got tired of grey stock photos of handshakes.",
    ],
  },
  {
    name: "Oasis SEO Lab",
    location: "Dubai",
    services: ["SEO Services", "Content Creation", "Website Development"],
    industries: ["E-commerce", "Health", "Education", "Travel & Tourism"],
    experience: "6-10",
    domain: "oasisseolab.example",
    status: "approved",
    about: [
      "Technical SEO and Arabic content for sites that should rank better than they do. We start with an audit of crawling, speed and structure, then write and optimise pages in both languages.",
      "Clients include a chain of dental clinics, two universities and an online pharmacy. We report on organic leads and revenue, not just positions.",
    ],
  },
  {
    name: "Sandstorm Interactive",
    location: "Dubai",
    services: [
      "Website Development",
      "Branding & Design",
      "Digital Marketing",
      "E-commerce Development",
      "Mobile App Development",
      "UI/UX Design",
    ],
    industries: ["Web3", "Technology", "SaaS", "Events", "Finance"],
    experience: "1-2",
    domain: "sandstorminteractive.example",
    status: "pending",
    about: [
      "A young studio in Dubai Internet City working where the web meets Web3 and interactive installations. Last season we built on-chain ticketing for a music festival and a generative-art wall for a tech conference.",
      "Small team, fast iterations, and honest advice when a simpler tool would do the job.",
    ],
  },
  {
    name: "Amber & Oud Communications",
    location: "Dubai",
    services: [
      "Digital Marketing",
      "Branding & Design",
      "Social Media Management",
      "Content Creation",
    ],
    industries: ["Fashion & Beauty", "Retail", "Events"],
    experience: "10-plus",
    domain: "amberandoud.example",
    status: "pro",
    about: [
      "An integrated communications agency for luxury and lifestyle brands in the Middle East. We plan campaigns, produce content and run PR across the UAE and Saudi Arabia.",
      "Our strategists have brought fragrance, jewellery and hospitality brands from Paris, Milan and Beirut to the Gulf.",
      "Retainers and one-off launches are both welcome.",
    ],
  },
  {
    name: "Clickline Media",
    location: "Dubai",
    services: ["PPC Advertising", "Digital Marketing"],
    industries: [],
    experience: "3-5",
    domain: "clicklinemedia.example",
    status: "approved",
    about: [
      "Paid search and paid social, nothing else. Three senior media buyers, each looking after no more than eight accounts, so someone always knows why your numbers moved.",
      "We set up proper conversion tracking first: GA4, server-side tags and offline conversions from your CRM.",
    ],
  },
  {
    name: "Palm Pixel UX",
    location: "Dubai",
    services: ["UI/UX Design", "Website Development"],
    industries: ["SaaS", "Finance", "Government", "Health"],
    experience: "6-10",
    domain: "palmpixelux.example",
    status: "approved",
    about: [
      "User research and interface design for digital products and public services. We run interviews and usability tests in Arabic and English, then turn what we learn into design systems developers actually use.",
      "Services we have designed are used by more than a million residents every month.",
    ],
  },
  {
    name: "Zaytoon Digital",
    location: "Dubai",
    services: ["Website Development", "Digital Marketing", "SEO Services"],
    industries: [],
    experience: "1-2",
    domain: "zaytoondigital.example",
    status: "pending",
    about: [
      "We are a new agency, started by a developer and a marketer who met at a Dubai ad network. We build WordPress and Webflow sites for small businesses and keep them ranking.",
      "Starter packages from AED 6,500, including hosting for the first year.",
    ],
  },
  // Abu Dhabi
  {
    name: "Corniche Creative Co.",
    location: "Abu Dhabi",
    services: ["Branding & Design", "Content Creation", "Website Development"],
    industries: ["Government", "Education", "Events", "Non-Profit"],
    experience: "10-plus",
    domain: "cornichecreative.example",
    status: "pro",
    about: [
      "Abu Dhabi's creative partner for public-sector and cultural clients since 2011. We deliver identity systems, annual reports, exhibition graphics and bilingual websites that meet government brand and accessibility guidelines.",
      "We are used to procurement frameworks, security reviews and sign-off chains, and we still hit launch dates.",
    ],
    nameAr: "كورنيش للإبداع",
    aboutAr: [
      "شريك أبوظبي الإبداعي للجهات الحكومية والمؤسسات الثقافية منذ عام 2011. نقدّم أنظمة الهوية البصرية والتقارير السنوية وتصاميم المعارض ومواقع إلكترونية ثنائية اللغة تلتزم بأدلة الهوية الحكومية ومعايير سهولة الوصول.",
      "نعرف أطر المشتريات ومراجعات أمن المعلومات وسلاسل الاعتماد جيدًا، ونلتزم مع ذلك بمواعيد الإطلاق.",
    ],
  },
  {
    name: "Falcon Pixel Labs",
    location: "Abu Dhabi",
    services: [
      "Mobile App Development",
      "Website Development",
      "UI/UX Design",
      "E-commerce Development",
    ],
    industries: ["Technology", "Government", "Health", "SaaS"],
    experience: "6-10",
    domain: "falconpixel.example",
    status: "approved",
    about: [
      "An engineering studio in Masdar City building apps and web platforms for healthcare providers, Hub71 start-ups and government entities.",
      "We are ISO 27001 certified and host in UAE cloud regions when data residency matters.",
    ],
  },
  {
    name: "Saadiyat Social",
    location: "Abu Dhabi",
    services: ["Social Media Management", "Content Creation", "PPC Advertising"],
    industries: ["Travel & Tourism", "Food & Beverage", "Events"],
    experience: "3-5",
    domain: "saadiyatsocial.example",
    status: "approved",
    about: [
      "We grow social channels for hotels, beach clubs and restaurants on the capital's islands, with content shot on location every week by our own crew.",
      "Community management runs seven days a week, in Arabic and English.",
    ],
  },
  {
    name: "Mangrove Marketing",
    location: "Abu Dhabi",
    services: ["Digital Marketing", "SEO Services", "PPC Advertising", "Content Creation"],
    industries: ["Real Estate", "Education", "Health"],
    experience: "6-10",
    domain: "mangrovemarketing.example",
    status: "approved",
    about: [
      "A lead-generation agency for property developers, private schools and clinics. We combine search, social and landing pages into funnels that feed straight into your CRM.",
      "Our average client has stayed with us for four years.",
    ],
  },
  {
    name: "Qasr Lane Studio",
    location: "Abu Dhabi",
    services: ["Branding & Design", "UI/UX Design"],
    industries: ["Finance", "Real Estate", "Technology"],
    experience: "3-5",
    domain: "qasrlane.example",
    status: "approved",
    about: [
      "Brand identity and product design for financial firms in ADGM and young property companies. We keep teams small and senior: the people in the pitch are the people doing the work.",
      "Recent projects include a family office, a proptech start-up and a boutique investment bank.",
    ],
  },
  {
    name: "Al Reem Web Solutions",
    location: "Abu Dhabi",
    services: ["Website Development", "E-commerce Development", "SEO Services"],
    industries: ["Retail", "E-commerce", "Food & Beverage", "Education"],
    experience: "10-plus",
    domain: "alreemweb.example",
    status: "approved",
    about: [
      "Established in 2009, we have delivered more than 400 websites and online stores for UAE businesses. Packages include Arabic translation, hosting, SSL and a year of maintenance.",
      "We integrate local payment gateways and buy-now-pay-later providers every week, so checkout is rarely the part that slips.",
    ],
  },
  {
    name: "Capital Story Lab",
    location: "Abu Dhabi",
    services: ["Content Creation", "Digital Marketing"],
    industries: ["Government", "Non-Profit", "Education"],
    experience: "1-2",
    domain: "capitalstorylab.example",
    status: "pending",
    about: [
      "Writers, editors and video producers telling stories for foundations, museums and universities.",
      "We turn dense reports and research into articles, short documentaries and social series that people actually finish.",
    ],
  },
  {
    name: "Dhow Digital",
    location: "Abu Dhabi",
    services: [
      "Digital Marketing",
      "Social Media Management",
      "Website Development",
      "SEO Services",
      "PPC Advertising",
    ],
    industries: ["Travel & Tourism", "Retail", "Events", "Food & Beverage", "E-commerce"],
    experience: "3-5",
    domain: "dhowdigital.example",
    status: "pending",
    about: [
      "Full-service digital marketing for SMEs in the capital. One monthly fee covers your website, social accounts, Google Ads and a strategy meeting.",
      "We started out helping tour operators on the Corniche and now work with retailers and restaurants across Abu Dhabi and Al Ain.",
    ],
  },
  {
    name: "Noor Health Digital",
    location: "Abu Dhabi",
    services: ["Website Development", "Digital Marketing", "Mobile App Development"],
    industries: ["Health"],
    experience: "6-10",
    domain: "noorhealthdigital.example",
    status: "approved",
    about: [
      "Digital marketing and patient-facing technology for hospitals, clinics and pharmacies. We know the health authorities' advertising rules and write content that passes medical review the first time.",
      "Our work runs from appointment-booking websites to telehealth apps and patient awareness campaigns.",
    ],
    nameAr: "نور للصحة الرقمية",
    aboutAr: [
      "تسويق رقمي وحلول تقنية موجّهة إلى المرضى لصالح المستشفيات والعيادات والصيدليات. نعرف ضوابط الجهات الصحية في الإعلان، ونكتب محتوى يجتاز المراجعة الطبية من المرة الأولى.",
      "تمتد أعمالنا من مواقع حجز المواعيد إلى تطبيقات الرعاية الصحية عن بُعد وحملات التوعية الصحية.",
    ],
  },
  // Sharjah
  {
    name: "Qasba Creative",
    location: "Sharjah",
    services: ["Branding & Design", "Content Creation", "Social Media Management"],
    industries: ["Education", "Non-Profit", "Events", "Retail"],
    experience: "3-5",
    domain: "qasbacreative.example",
    status: "approved",
    about: [
      "A Sharjah design studio with a soft spot for culture, publishing and education. We have designed book-fair campaigns, school rebrands and identities for family businesses entering their second generation.",
      "We work Arabic-first and care a great deal about good typography.",
    ],
  },
  {
    name: "Heritage Code",
    location: "Sharjah",
    services: ["Website Development", "E-commerce Development", "Mobile App Development"],
    industries: ["Retail", "E-commerce", "Education"],
    experience: "6-10",
    domain: "heritagecode.example",
    status: "pro",
    about: [
      "Developers based at the Sharjah Research, Technology and Innovation Park. We build online stores, school portals and inventory apps for manufacturers and traders in the northern emirates.",
      "Fixed-price quotes after a free discovery workshop, and support contracts with a named developer who knows your system.",
    ],
    nameAr: "هيريتج كود",
    aboutAr: [
      "فريق من المطوّرين مقرّه مجمع الشارقة للبحوث والتكنولوجيا والابتكار. نبني المتاجر الإلكترونية وبوابات المدارس وتطبيقات إدارة المخزون للمصانع والتجار في الإمارات الشمالية.",
      "عروض أسعار ثابتة بعد ورشة استكشافية مجانية، وعقود دعم يتولّاها مطوّر مخصّص يعرف نظامك جيدًا.",
    ],
  },
  {
    name: "Blue Souk Media",
    location: "Sharjah",
    services: ["Social Media Management", "Digital Marketing", "PPC Advertising"],
    industries: ["Retail", "Food & Beverage", "Fashion & Beauty"],
    experience: "1-2",
    domain: "bluesoukmedia.example",
    status: "approved",
    about: [
      "Affordable social media and ads management for shops, salons and restaurants. We post, reply to comments and run small-budget campaigns that bring people through the door.",
      "Monthly plans start at AED 1,500.",
    ],
  },
  {
    name: "Al Majaz Marketing",
    location: "Sharjah",
    services: ["Digital Marketing", "SEO Services", "Content Creation", "PPC Advertising"],
    industries: ["Real Estate", "Education", "Health", "Finance"],
    experience: "10-plus",
    domain: "almajazmarketing.example",
    status: "approved",
    about: [
      "For fifteen years we have helped companies in Sharjah and Dubai get found online. SEO, Google Ads and bilingual content sit under one roof, with a monthly report and a quarterly review.",
      "Long-standing clients include a private university and three real-estate brokerages.",
    ],
  },
  {
    name: "Arabesque UX Studio",
    location: "Sharjah",
    services: ["UI/UX Design", "Branding & Design"],
    industries: ["Technology", "SaaS", "Education"],
    experience: "3-5",
    domain: "arabesqueux.example",
    status: "pending",
    about: [
      "Interface design for Arabic-first products. We sweat the details of right-to-left layouts, Arabic type and bilingual design systems.",
      "We also run UX audits of existing apps and websites, with a prioritised list of fixes rather than a 90-page deck.",
    ],
  },
  {
    name: "Lantern Events & Media",
    location: "Sharjah",
    services: ["Content Creation", "Social Media Management", "Branding & Design"],
    industries: ["Events", "Government", "Non-Profit"],
    experience: "6-10",
    domain: "lanternmedia.example",
    status: "approved",
    about: [
      "Event branding, on-site content and live social coverage for festivals, conferences and community events. Our crews have covered more than 200 events across the UAE.",
      "Same-day highlight reels are our speciality.",
    ],
  },
  {
    name: "بصمة للتصميم",
    location: "Sharjah",
    services: ["Branding & Design", "Content Creation"],
    industries: ["Education", "Government", "Non-Profit"],
    experience: "6-10",
    domain: "basmadesign.example",
    status: "approved",
    about: [
      "استوديو تصميم إماراتي متخصص في الهويات البصرية والخط العربي للمؤسسات الثقافية والتعليمية.",
      "Basma is an Emirati studio for visual identities and Arabic calligraphy. We work with museums, schools and cultural foundations, in Arabic and English.",
    ],
  },
  // Ajman
  {
    name: "Ajman Web Craft",
    location: "Ajman",
    services: ["Website Development", "E-commerce Development", "SEO Services"],
    industries: ["Retail", "Food & Beverage", "Real Estate"],
    experience: "3-5",
    domain: "ajmanwebcraft.example",
    status: "approved",
    about: [
      "Clean, fast websites for small and medium businesses in Ajman and the neighbouring emirates. Most projects go live in three to four weeks.",
      "Every site comes with a content editor you can use yourself, and a training session so you actually do.",
    ],
    nameAr: "عجمان ويب كرافت",
    aboutAr: [
      "مواقع إلكترونية أنيقة وسريعة للشركات الصغيرة والمتوسطة في عجمان والإمارات المجاورة، ويُطلَق معظم مشاريعنا خلال ثلاثة إلى أربعة أسابيع.",
      "يأتي كل موقع مع محرّر محتوى تستخدمه بنفسك، وجلسة تدريبية تضمن أنك ستستخدمه فعلًا.",
    ],
  },
  {
    name: "Coral Reef Creative",
    location: "Ajman",
    services: [
      "Branding & Design",
      "Social Media Management",
      "Content Creation",
      "Digital Marketing",
    ],
    industries: ["Fashion & Beauty", "Food & Beverage", "Events", "Travel & Tourism"],
    experience: "1-2",
    domain: "coralreefcreative.example",
    hasWebsite: false,
    status: "pending",
    about: [
      "A two-person design and content studio founded in 2024. We help new cafés, salons and boutiques look as good online as they do in person.",
      "We are building our portfolio and offer introductory rates to our first client in each category.",
    ],
  },
  {
    name: "Tarmeez Technologies",
    location: "Ajman",
    services: ["Mobile App Development", "Website Development", "UI/UX Design"],
    industries: ["Technology", "SaaS", "Retail", "E-commerce"],
    experience: "6-10",
    domain: "tarmeez.example",
    status: "approved",
    about: [
      "A software house of 25 engineers building mobile apps, dashboards and integrations for retailers and logistics companies.",
      "We are happy to take over half-finished projects from other vendors, and we document everything we touch.",
    ],
  },
  // Ras Al Khaimah
  {
    name: "Jebel Jais Digital",
    location: "Ras Al Khaimah",
    services: [
      "Digital Marketing",
      "Social Media Management",
      "Content Creation",
      "Website Development",
    ],
    industries: ["Travel & Tourism", "Events", "Food & Beverage"],
    experience: "3-5",
    domain: "jebeljaisdigital.example",
    status: "pro",
    about: [
      "Tourism and hospitality marketing from the mountains to the coast. We produce adventure content, run destination campaigns and manage social channels for resorts and outdoor operators.",
      "Based in Al Hamra, we can be on a mountain, a beach or at a desert camp by lunchtime.",
      "Our campaigns have been featured by regional travel media three years running.",
    ],
    nameAr: "جبل جيس الرقمية",
    aboutAr: [
      "تسويق سياحي وفندقي من قمم الجبال إلى شواطئ البحر. ننتج محتوى المغامرات، وندير حملات الترويج للوجهات، ونتولّى حسابات التواصل الاجتماعي للمنتجعات ومشغّلي الأنشطة الخارجية.",
      "مقرّنا في الحمرا، ويمكننا أن نكون على قمة جبل أو على الشاطئ أو في مخيّم صحراوي قبل موعد الغداء.",
      "وقد أبرزت وسائل إعلام السفر الإقليمية حملاتنا ثلاث سنوات متتالية.",
    ],
  },
  {
    name: "RAK Brand Foundry",
    location: "Ras Al Khaimah",
    services: ["Branding & Design", "Website Development"],
    industries: ["Retail", "Real Estate", "Food & Beverage", "Technology"],
    experience: "10-plus",
    domain: "rakbrandfoundry.example",
    status: "approved",
    about: [
      "Identity, packaging and websites for manufacturers, developers and food producers in the northern emirates. Our founders ran in-house design for a building-materials group for a decade.",
      "We like practical briefs and clear deadlines.",
    ],
  },
  {
    name: "Seaside Apps",
    location: "Ras Al Khaimah",
    services: ["Mobile App Development", "E-commerce Development"],
    industries: [],
    experience: "1-2",
    domain: "seasideapps.example",
    hasWebsite: false,
    status: "pending",
    about: [
      "Flutter developers building ordering and delivery apps for restaurants and grocery stores: one codebase for iOS and Android, connected to local delivery partners.",
      "A young team based in the RAKEZ free zone.",
    ],
  },
  // Fujairah
  {
    name: "Fujairah Creative Hub",
    location: "Fujairah",
    services: ["Branding & Design", "Social Media Management", "Website Development"],
    industries: ["Travel & Tourism", "Retail", "Government"],
    experience: "6-10",
    domain: "fujairahcreative.example",
    status: "approved",
    about: [
      "The east coast's full-service creative studio. We design brands, websites and social campaigns for hotels, dive centres, traders and municipal initiatives between Dibba and Kalba.",
      "Clients on the west coast are welcome too; we are ninety minutes from Dubai.",
    ],
    nameAr: "مركز الفجيرة الإبداعي",
    aboutAr: [
      "استوديو إبداعي متكامل على الساحل الشرقي. نصمّم العلامات التجارية والمواقع الإلكترونية وحملات التواصل الاجتماعي للفنادق ومراكز الغوص والتجار والمبادرات البلدية بين دبا وكلباء.",
      "ونرحّب كذلك بعملاء الساحل الغربي، فنحن على بُعد تسعين دقيقة من دبي.",
    ],
  },
  {
    name: "Hajar Mountain Media",
    location: "Fujairah",
    services: ["Content Creation"],
    industries: ["Travel & Tourism", "Events"],
    experience: "3-5",
    domain: "hajarmedia.example",
    status: "approved",
    about: [
      "Photography, video and copywriting for tourism and outdoor brands. We know the wadis, the dive sites and the light at six in the morning.",
      "Available for commissions anywhere in the UAE and Oman.",
    ],
  },
  // Umm Al Quwain
  {
    name: "Lagoon Labs",
    location: "Umm Al Quwain",
    services: ["Website Development", "SEO Services", "Digital Marketing"],
    industries: ["E-commerce", "Retail", "Technology"],
    experience: "3-5",
    domain: "lagoonlabs.example",
    status: "approved",
    about: [
      "A remote-first web agency registered in the UAQ free trade zone. We build and grow online stores for founders who sell across the GCC.",
      "Shopify Partner, with monthly growth retainers that cover SEO, e-mail and conversion-rate work.",
    ],
  },
  {
    name: "Sinniyah Studio",
    location: "Umm Al Quwain",
    services: ["Branding & Design", "UI/UX Design", "Content Creation"],
    industries: ["Non-Profit", "Education", "Health"],
    experience: "1-2",
    domain: "sinniyahstudio.example",
    status: "approved",
    about: [
      "An independent, designer-led studio working with charities, clinics and schools: thoughtful identities and accessible websites on modest budgets.",
      "A share of every project fee goes to mangrove conservation on the island we are named after.",
    ],
  },
];

export type DemoBrief = {
  companyName: string;
  contactName: string;
  /** The company's domain, for the contact's e-mail address. */
  domain: string;
  projectType: ProjectType;
  budget: Budget;
  timeline: Timeline;
  about: string[];
};

export const demoBriefs: DemoBrief[] = [
  {
    companyName: "Al Mansoori Auto Parts Trading",
    contactName: "Khalid Al Mansoori",
    domain: "almansooriparts.example",
    projectType: "ecommerce",
    budget: "30k-50k",
    timeline: "2-3-months",
    about: [
      "We sell genuine and aftermarket car parts from our showroom in Ras Al Khor and want customers across the UAE to order online.",
      "The catalogue has about 12,000 items in our ERP. We need search by make, model and year, cash on delivery and card payments, and delivery booking with our courier.",
    ],
  },
  {
    companyName: "Brew Theory Coffee Roasters",
    contactName: "Sara Lindqvist",
    domain: "brewtheory.example",
    projectType: "branding",
    budget: "15k-30k",
    timeline: "1-month",
    about: [
      "Specialty roastery in Al Quoz opening our first café in JLT in January. We need a full identity: logo, colours, packaging for 250 g and 1 kg bags, cups and signage.",
      "We like minimal Scandinavian design but want a nod to Emirati coffee traditions.",
    ],
  },
  {
    companyName: "Gulf Horizon Properties",
    contactName: "Rajesh Menon",
    domain: "gulfhorizonproperties.example",
    projectType: "marketing",
    budget: "50k-100k",
    timeline: "3-6-months",
    about: [
      "Brokerage with 40 agents in Business Bay. We are launching an off-plan division and need lead generation across Google, Meta and the property portals, aimed at investors in the UAE, India and the UK.",
      "Looking for an agency that can build a landing page per project and report cost per qualified lead every week.",
    ],
  },
  {
    companyName: "Little Explorers Nursery",
    contactName: "Hessa Al Shamsi",
    domain: "littleexplorers.example",
    projectType: "website",
    budget: "5k-15k",
    timeline: "1-month",
    about: [
      "We run two nurseries in Abu Dhabi (Khalifa City and Al Raha) and our website is out of date and hard to use on a phone.",
      "Parents need to find fees and the curriculum and book a tour, in English or Arabic. A simple, warm design with lots of photos.",
    ],
  },
  {
    companyName: "FitNation Gyms",
    contactName: "Marco Rossi",
    domain: "fitnationgyms.example",
    projectType: "mobile",
    budget: "100k-plus",
    timeline: "6-plus-months",
    about: [
      "Chain of nine gyms in Dubai and Sharjah. We want a member app for class booking, membership freezes, PT sessions and payments, connected to our gym management software (it has an API).",
      "Phase one is iOS and Android; phase two adds wearables. Please share similar apps you have built.",
    ],
  },
  {
    companyName: "Zahra Abayas",
    contactName: "Fatima Al Hashimi",
    domain: "zahraabayas.example",
    projectType: "social-media",
    budget: "5k-15k",
    timeline: "asap",
    about: [
      "Online abaya brand selling mainly through Instagram. Our following grew quickly but engagement has dropped and we have no time to post consistently.",
      "We need someone to plan and produce content (Reels, product shoots, Stories) and answer DMs in Arabic. The Ramadan collection launches in six weeks.",
    ],
  },
  {
    companyName: "Desert Rose Events",
    contactName: "Priya Nair",
    domain: "desertroseevents.example",
    projectType: "website",
    budget: "15k-30k",
    timeline: "2-3-months",
    about: [
      "Wedding and corporate event planners. We need a portfolio website with galleries, an enquiry form that asks for date, venue and guest count, and a blog.",
      "We would also like help with the copywriting.",
    ],
  },
  {
    companyName: "Nabd Health Clinics",
    contactName: "Dr. Youssef Haddad",
    domain: "nabdclinics.example",
    projectType: "marketing",
    budget: "30k-50k",
    timeline: "1-month",
    about: [
      "Three polyclinics in Sharjah and Ajman (dental, dermatology, physiotherapy). We want more appointment bookings from Google and social media.",
      "All advertising has to follow the health ministry's rules. We already have a booking system; we need campaigns, landing pages and a monthly report.",
    ],
  },
  {
    companyName: "Tamr Trading Company",
    contactName: "Abdullah Al Ketbi",
    domain: "tamrtrading.example",
    projectType: "ecommerce",
    budget: "15k-30k",
    timeline: "2-3-months",
    about: [
      "Family business selling premium Emirati dates and gift boxes, mostly corporate gifts for Ramadan and Eid. We want an online store with bulk ordering and custom-branded boxes.",
      "It must handle gift messages, several delivery addresses per order and VAT invoices.",
    ],
  },
  {
    companyName: "Kite Logistics FZE",
    contactName: "Chen Wei",
    domain: "kitelogistics.example",
    projectType: "website",
    budget: "30k-50k",
    timeline: "3-6-months",
    about: [
      "Freight forwarder in Jebel Ali Free Zone. Our site needs a rebuild with a shipment-tracking page connected to our TMS, rate-request forms and a page for each service and trade lane.",
      "English and Chinese versions are required; Arabic would be a plus.",
    ],
  },
  {
    companyName: "Oryx Ventures",
    contactName: "Omar Farouk",
    domain: "oryxventures.example",
    projectType: "branding",
    budget: "30k-50k",
    timeline: "1-month",
    about: [
      "Early-stage venture fund registered in ADGM. We need a brand identity and a one-page website before our launch event.",
      "The audience is investors and founders; the tone should be confident but not flashy.",
    ],
  },
  {
    companyName: "Sahara Sands Desert Safari",
    contactName: "James O'Connor",
    domain: "saharasandssafari.example",
    projectType: "social-media",
    budget: "5k-15k",
    timeline: "1-month",
    about: [
      "We run desert safaris and overnight camps outside Dubai. Our reviews are excellent but our Instagram and TikTok are weak.",
      "We want short videos from the dunes, a few creator visits and a posting plan, aimed mainly at visitors from Europe and India.",
    ],
  },
  {
    companyName: "Maktaba Kids Publishing",
    contactName: "Noura Al Suwaidi",
    domain: "maktabakids.example",
    projectType: "mobile",
    budget: "50k-100k",
    timeline: "3-6-months",
    about: [
      "Publisher of Arabic children's books. We want an app with interactive read-along stories, audio narration and a monthly subscription.",
      "Stories and illustrations are ready. We need design, development and help getting through the App Store launch.",
    ],
  },
  {
    companyName: "Spice Route Kitchens",
    contactName: "Arjun Kapoor",
    domain: "spiceroutekitchens.example",
    projectType: "other",
    budget: "under-5k",
    timeline: "asap",
    about: [
      "Cloud kitchen with three virtual brands on the delivery apps. We need menu photography for 60 dishes and better menu descriptions.",
      "The shoot can happen at our kitchen in Al Barsha on any weekday morning.",
    ],
  },
  {
    companyName: "Emirates Green Build Consultants",
    contactName: "Layla Al Marzouqi",
    domain: "egbconsultants.example",
    projectType: "website",
    budget: "15k-30k",
    timeline: "2-3-months",
    about: [
      "Sustainability consultancy for green-building certification. Our website doesn't explain our services well or show any of our case studies.",
      "We need a new structure, copywriting, a case-study section and a simple CMS our team can update.",
    ],
  },
  {
    companyName: "Pearl Dental Lab",
    contactName: "Ahmed Saleh",
    domain: "pearldentallab.example",
    projectType: "marketing",
    budget: "5k-15k",
    timeline: "1-month",
    about: [
      "Dental laboratory serving clinics across the UAE. We want LinkedIn and Google campaigns aimed at dentists and clinic owners, not patients.",
      "Our budget is limited, so we are open to a three-month trial.",
    ],
  },
  {
    companyName: "Vela Swimwear",
    contactName: "Sophie Martin",
    domain: "velaswim.example",
    projectType: "ecommerce",
    budget: "15k-30k",
    timeline: "1-month",
    about: [
      "Swimwear label designed in Dubai, currently selling through a marketplace. We want our own Shopify store with instalment payments, size guides, and Arabic and English.",
      "Product photos are ready.",
    ],
  },
  {
    companyName: "Atlas Pay",
    contactName: "Hamza Qureshi",
    domain: "atlaspay.example",
    projectType: "mobile",
    budget: "100k-plus",
    timeline: "6-plus-months",
    about: [
      "Payments start-up building an expense card for SMEs, with in-principle approval from the regulator. We need a UX and engineering partner for our iOS and Android apps and a web dashboard.",
      "Security and compliance experience in financial services is essential. We have an in-house CTO.",
    ],
  },
  {
    companyName: "Al Khan Sports Academy",
    contactName: "Mariam Al Zaabi",
    domain: "alkhansports.example",
    projectType: "branding",
    budget: "5k-15k",
    timeline: "1-month",
    about: [
      "Youth football and swimming academy in Sharjah. We are rebranding before opening our second location and need a new logo, kit designs and templates for social posts.",
      "The colours have to work on sports kits.",
    ],
  },
  {
    companyName: "Marhaba Holiday Homes",
    contactName: "Elena Petrova",
    domain: "marhabaholidayhomes.example",
    projectType: "website",
    budget: "5k-15k",
    timeline: "asap",
    about: [
      "Holiday-home operator managing 35 apartments in Dubai Marina and Downtown. We need a direct-booking website connected to our channel manager to cut OTA commissions.",
      "It has to be live before the winter high season.",
    ],
  },
  {
    companyName: "Qamar Skincare",
    contactName: "Reem Khalil",
    domain: "qamarskincare.example",
    projectType: "social-media",
    budget: "15k-30k",
    timeline: "3-6-months",
    about: [
      "Clean skincare brand made in the UAE and stocked in 20 pharmacies. We need an agency to manage Instagram and TikTok, run influencer seeding and create content every month.",
      "We are also considering Saudi Arabia next year.",
    ],
  },
  {
    companyName: "Techno Edge Electronics",
    contactName: "Vikram Shah",
    domain: "technoedge.example",
    projectType: "marketing",
    budget: "15k-30k",
    timeline: "2-3-months",
    about: [
      "Electronics retailer with two stores and an online shop. Our Google Shopping campaigns are run in-house and results have been flat for a year.",
      "We want an audit first, then ongoing management of Shopping, Performance Max and Meta catalogue ads.",
    ],
  },
  {
    companyName: "Al Noor Community Foundation",
    contactName: "Aisha Rahman",
    domain: "alnoorfoundation.example",
    projectType: "website",
    budget: "under-5k",
    timeline: "2-3-months",
    about: [
      "Registered charity supporting families in the northern emirates. We need a simple bilingual website with our programmes, a volunteer sign-up form and a donation link.",
      "Our budget is small; we are happy to work with a young agency or a studio that takes on pro bono work.",
    ],
  },
  {
    companyName: "Cloudnine Facilities Software",
    contactName: "Daniel Kim",
    domain: "cloudninefm.example",
    projectType: "other",
    budget: "15k-30k",
    timeline: "1-month",
    about: [
      "B2B software for facility management, headquartered in Dubai Silicon Oasis. Trial-to-paid conversion is low and we suspect onboarding is the problem.",
      "We need a UX audit of the onboarding flow with user interviews, then a redesign of the first-run experience.",
    ],
  },
  {
    companyName: "Golden Palm Hypermarket",
    contactName: "Sameer Khan",
    domain: "goldenpalmhyper.example",
    projectType: "ecommerce",
    budget: "50k-100k",
    timeline: "3-6-months",
    about: [
      "Hypermarket group with six branches in Ajman, Sharjah and Umm Al Quwain. We want online grocery ordering with delivery slots, substitutions and loyalty points.",
      "We need a website and an app, integration with our POS, and a plan for the launch marketing.",
    ],
  },
];

export type DemoMessage = { name: string; email: string; message: string };

export const demoMessages: DemoMessage[] = [
  {
    name: "Hind Al Falasi",
    email: "hind.alfalasi@example.com",
    message:
      "Hello, I work in the digital team of a semi-government entity. Can agencies you match work within our procurement process (vendor registration, three quotations)? We have a website project starting next quarter.",
  },
  {
    name: "Tom Bradley",
    email: "tom@northstarstudio.example",
    message:
      "Hi team, we submitted our agency listing last week and haven't heard back yet. Is there anything else you need from us? Happy to send portfolio samples.",
  },
  {
    name: "Ravi Subramanian",
    email: "ravi.s@example.net",
    message:
      "Can I submit a brief for a project in Muscat? We are a UAE company but the client is in Oman.",
  },
  {
    name: "Lina Darwish",
    email: "lina.darwish@gulfbizmag.example",
    message:
      "I'm writing a piece on how SMEs in the UAE choose marketing agencies and would love to speak with your founder for 15 minutes this week. What is the best way to arrange it?",
  },
  {
    name: "Yousef Al Nuaimi",
    email: "accounts@jebeljaisdigital.example",
    message:
      "We upgraded to Pro this month. Could you send a tax invoice with our TRN? Our finance team needs it for the VAT return.",
  },
  {
    name: "Grace Santos",
    email: "grace@hivecowork.example",
    message:
      "We run a coworking space in Business Bay with around 80 start-ups. Would you be interested in a partnership, for example a talk for our members about working with agencies?",
  },
  {
    name: "Karim Mansour",
    email: "karim.mansour@example.org",
    message:
      "Thanks for the quick matches! Two of the agencies have been in touch already but the third hasn't replied to my e-mail. Could you nudge them or suggest another one?",
  },
  {
    name: "Aaliyah Siddiqui",
    email: "aaliyah@palmpixelux.example",
    message:
      "Our agency's listing still shows my colleague's e-mail address. How do we change the contact e-mail on our profile?",
  },
];

/** People who fill in agency listings; the seeder deals them out without repeats. */
export const demoContactNames = [
  "Layla Haddad",
  "Omar Al Suwaidi",
  "Priyanka Iyer",
  "Daniel Whitfield",
  "Mariam Al Ameri",
  "Faisal Qasim",
  "Nadia Karam",
  "Joseph Fernandes",
  "Hamdan Al Kaabi",
  "Sana Mirza",
  "Tariq Aziz",
  "Elena Kovacs",
  "Rashid Al Dhaheri",
  "Maya Chamoun",
  "Anil Varghese",
  "Shamma Al Mazrouei",
  "Ahmed Fathy",
  "Chloe Bennett",
  "Imran Siddiqui",
  "Dana Al Khoury",
  "Kevin Reyes",
  "Reem Al Hammadi",
  "Samir Boutros",
  "Hannah Schmidt",
  "Yasmin Abdelrahman",
  "Mohammed Al Blooshi",
  "Ritika Sharma",
  "George Haddad",
  "Alia Al Muhairi",
  "Bilal Chaudhry",
  "Sofia Marchetti",
  "Khalid Bin Hendi",
  "Rania Saleh",
  "Arvind Pillai",
  "Lucy Okafor",
  "Saeed Al Naqbi",
  "Joanna Cruz",
  "Hassan Jaber",
  "Noor Al Tayer",
  "Ethan Clarke",
  "Fatima Zahra Benali",
  "Vikas Menon",
] as const;
