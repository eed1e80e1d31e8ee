import type { Messages } from "../en";

/** The review page's texts, in Arabic (the shape of ../en/review-form.ts). */
export const reviewFormAr: Pick<
  Messages["reviews"],
  "validation" | "form" | "refusals" | "thanks"
> = {
  validation: {
    score: "يرجى اختيار من نجمة إلى 5 نجوم",
    tooShort: "يرجى كتابة {min} حرفًا على الأقل",
    wentAhead: "يرجى بيان ما إذا كان المشروع قد نُفِّذ",
    budget: "يرجى اختيار ميزانية المشروع",
  },
  form: {
    metaTitle: "قيّم {agencyName}",
    eyebrow: "تقييم موثّق",
    title: "كيف كانت تجربتك مع {agencyName}؟",
    intro:
      "رشّحنا لك {agencyName} لمشروعك ({projectType}). يساعد تقييمك الشركات الأخرى في الإمارات على الاختيار، ولا يكتب التقييم إلا عميل رشّحنا له الوكالة.",
    scoresLegend: "تقييماتك",
    scoresHint: "نجمة واحدة تعني ضعيف، و5 نجوم تعني ممتاز.",
    reviewTitle: "عنوان تقييمك",
    reviewTitlePlaceholder: "مثال: خطوات واضحة وموقع سُلِّم في موعده",
    body: "تقييمك",
    bodyPlaceholder: "ماذا قدّمت الوكالة، وكيف سار العمل، وهل تتعامل معها مرة أخرى؟",
    bodyHint: "من {min} إلى {max} حرف.",
    wentAhead: "هل نُفِّذ المشروع مع {agencyName}؟",
    yes: "نعم",
    no: "لا",
    budget: "ميزانية المشروع (بالدرهم)",
    budgetHint: "من طلبك؛ غيّرها إن تغيّرت ميزانية المشروع.",
    name: "يظهر الاسم هكذا",
    nameAs: "{name}",
    anonymous: "لا تُظهر اسمي: اعرض «عميل موثّق» بدلًا منه",
    moderationNote:
      "نقرأ كل تقييم قبل نشره. ويمكنك أن تطلب منا حذف تقييمك في أي وقت عبر صفحة التواصل.",
    submit: "أرسل التقييم",
    sending: "جارٍ الإرسال…",
    declineTitle: "لا تريد تقييم {agencyName}؟",
    declineBody: "أخبرنا ولن نسألك مرة أخرى، ولن يُنشر شيء.",
    decline: "لا أريد تقييم هذه الوكالة",
  },
  refusals: {
    wrongTitle: "رابط التقييم هذا غير صالح",
    wrongBody:
      "تأكد من أنك فتحت الرابط كاملًا من رسالتنا. كل رابط صالح لتقييم واحد للوكالة التي رُشِّحت لك.",
    usedTitle: "لقد قيّمت هذه الوكالة من قبل",
    usedBody:
      "استُخدم هذا الرابط: لكل ترشيح تقييم واحد. شكرًا لك عليه. لتعديله أو حذفه راسلنا عبر صفحة التواصل.",
    expiredTitle: "انتهت صلاحية رابط التقييم هذا",
    expiredBody: "روابط التقييم صالحة لمدة {days} يومًا من إرسالها.",
    declinedTitle: "اخترت ألا تقيّم هذه الوكالة",
    declinedBody: "سجّلنا ذلك، ولن نطلب منك تقييم هذه الوكالة.",
    otherAgency: "هذا الرابط لتقييم الوكالة التي رُشِّحت لك دون غيرها. لم يُحفظ شيء.",
    contact: "تواصل معنا",
    browse: "تصفّح الوكالات",
  },
  thanks: {
    metaTitle: "شكرًا لتقييمك",
    title: "شكرًا لتقييمك",
    body: "سنقرؤه وننشره في ملف {agencyName}، عادةً خلال يوم إلى يومي عمل. وإن لم نتمكن من نشره فسنخبرك بالسبب بالبريد الإلكتروني.",
    declinedTitle: "شكرًا لإخبارنا",
    declinedBody: "لن نطلب منك تقييم {agencyName}.",
    browse: "تصفّح الوكالات",
  },
};
