import type { Messages } from "../en";

/** Arabic of ../en/review-display.ts. */
export const reviewDisplayAr: Messages["reviewDisplay"] = {
  heading: "التقييمات",
  verifiedNote: "تقييمات موثّقة: لا يقيّم هذه الوكالة إلا العملاء الذين رشّحناها لهم عبر {brand}.",
  proNote: "اشتراك Pro لا يغيّر أي تقييم ولا ترتيبه.",
  empty: "لا توجد تقييمات بعد. لا يقيّم هذه الوكالة إلا العملاء الذين رشّحناها لهم.",
  average: "{average} من 5",
  count: "عدد التقييمات: {count}",
  distribution: "التقييمات حسب عدد النجوم",
  distributionRow: "{stars} من 5 نجوم: {count}",
  wentAhead: "نُفِّذ المشروع",
  didNotGoAhead: "لم يُنفَّذ المشروع",
  budget: "الميزانية: {budget}",
  reply: "رد {name}",
  pages: "صفحات التقييمات",
  cardRating: "التقييم {average} من 5، عدد التقييمات: {count}",
  sort: {
    label: "الترتيب حسب",
    default: "المقترح",
    rating: "الأعلى تقييمًا",
    note: "مرتبة حسب التقييمات الموثّقة. اشتراك Pro لا يغيّر أي تقييم ولا ترتيبه.",
  },
};
