import type { BrowserMessages } from "../../i18n";

/** Reviews as every page shows them, in Arabic (the shape of ../en/reviews.ts). */
export const reviewsAr: BrowserMessages["reviews"] = {
  scores: {
    overall: "التقييم العام",
    quality: "جودة العمل",
    communication: "التواصل",
    value: "القيمة مقابل السعر",
    timeliness: "الالتزام بالمواعيد",
  },
  starsLabel: "{stars} من 5 نجوم",
  verifiedClient: "عميل موثّق",
};
