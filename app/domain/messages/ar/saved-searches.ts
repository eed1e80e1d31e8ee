import type { Messages } from "../en";

/** Saved searches, in Arabic (see ../en/saved-searches.ts). */
export const savedSearchesAr: Messages["savedSearches"] = {
  validation: {
    frequency: "يُرجى اختيار عدد مرات التنبيه",
  },
  filters: {
    pro: "وكالات Pro فقط",
    text: "«{q}»",
    any: "أي وكالة جديدة",
  },
  frequencies: {
    instant: "فور إدراجها",
    daily: "مرة في اليوم (الساعة 8:00 بتوقيت الإمارات)",
    weekly: "مرة في الأسبوع (الاثنين، الساعة 8:00 بتوقيت الإمارات)",
  },
  emails: {
    confirm: {
      subject: "أكّد تنبيه الوكالات",
      preheader: "نقرة واحدة ونراسلك عندما تطابق وكالات جديدة: {filters}.",
      heading: "أكّد تنبيهك",
      paragraphs: [
        "طلبت من {brand} مراسلتك عندما تطابق وكالات جديدة هذا البحث: {filters}.",
        "عدد المرات: {frequency}. أكّد بالزر أدناه؛ يعمل الرابط لمدة {days} أيام. إن لم تطلب ذلك فتجاهل هذه الرسالة ولن نرسل شيئًا.",
      ],
      action: "تأكيد التنبيه",
      footnote: "وصلتك هذه الرسالة لأن أحدًا أدخل هذا العنوان على {brand}.",
    },
    addressLink: {
      subject: "عمليات البحث المحفوظة على {brand}",
      preheader: "اطّلع على كل تنبيهات هذا العنوان أو غيّرها أو احذفها.",
      heading: "عمليات البحث المحفوظة",
      paragraphs: [
        "هذا رابط كل عمليات البحث المحفوظة لهذا العنوان على {brand}: اطّلع عليها أو غيّرها أو أوقفها مؤقتًا أو احذفها.",
        "يعمل الرابط لمدة {hours} ساعة.",
      ],
      action: "عرض عمليات البحث المحفوظة",
      footnote: "وصلتك هذه الرسالة لأن أحدًا طلبها على {brand}.",
    },
  },
};
