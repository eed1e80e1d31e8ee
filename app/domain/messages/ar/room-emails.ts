import type { Messages } from "../en";

/** The project room's e-mails in Arabic (../en/room-emails.ts). */
export const roomEmailsAr: Messages["roomEmails"] = {
  clientSignIn: {
    subject: "رابط الدخول إلى {brand}",
    preheader: "شاهد مشاريعك وتحدث مع الوكالات المرشحة لها. الرابط يعمل مرة واحدة.",
    heading: "الدخول إلى مشاريعك",
    paragraphs: [
      "هذا رابط الدخول إلى {brand}: يفتح المشاريع المرسلة من هذا البريد والمحادثات مع الوكالات المرشحة لها.",
      "تنتهي صلاحية الرابط بعد {minutes} ويعمل مرة واحدة فقط. إن انتهت صلاحيته، اطلب رابطًا جديدًا من صفحة الدخول.",
    ],
    minutes: "{minutes} دقائق",
    minute: "دقيقة واحدة",
    action: "افتح مشاريعي",
    footnote: "لم تطلب هذا الرابط؟ يمكنك تجاهل هذه الرسالة بأمان: لا يمكن لأحد الدخول دونه.",
  },
  newMessages: {
    subject: "{sender} كتب بشأن {brief}",
    preheader: "{count} رسالة جديدة في محادثتك على {brand} بشأن {brief}.",
    heading: "رسالة جديدة من {sender}",
    paragraphs: [
      "{count} رسالة جديدة في محادثتك بشأن {brief}. أحدثها أدناه؛ اقرأ المحادثة كاملة وأجب على {brand}.",
    ],
    action: "افتح المحادثة",
    footnote:
      "تصلك رسالة واحدة على الأكثر لكل محادثة كل {gap} دقائق، ولا شيء عن رسائل قرأتها. فريقنا يقرأ كل محادثة.",
  },
};
