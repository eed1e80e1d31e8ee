import type { Messages } from "../en";

/** Arabic e-mails of the brief and agency forms (same shape as ../en/submission-emails.ts). */
export const submissionEmailsAr: Messages["submissions"]["emails"] = {
  notGiven: "غير مذكور",
  footnote:
    "تصلك هذه الرسالة لأن عنوان بريدك الإلكتروني استُخدم على منصة {siteName}. إن لم تكن أنت من استخدمه، فردّ على هذه الرسالة وأخبرنا بذلك.",
  adminAction: "افتح لوحة الإدارة",
  briefConfirmation: {
    subject: "استلمنا موجز مشروعك",
    heading: "شكرًا {contactName}! وصلنا موجزك.",
    body: "استلمنا موجز مشروع {companyName}. سيختار فريقنا بعناية 2-3 وكالات موثوقة في الإمارات تناسب مشروعك، ويعرّفك بها خلال 24-48 ساعة.",
    summary: "إليك ما أرسلته إلينا:",
  },
  briefNotification: {
    subject: "موجز جديد: {companyName}",
    heading: "موجز جديد من {companyName}",
    body: "موجز مشروع جديد بانتظار ترشيح 2-3 وكالات معتمدة له.",
  },
  agencyConfirmation: {
    subject: "استلمنا طلب إدراج وكالتك",
    heading: "شكرًا {contactName}! طلب إدراجك قيد المراجعة.",
    body: "استلمنا طلب إدراج {agencyName}. نراجع كل طلب إدراج يدويًا ونردّ خلال 1-2 يوم عمل. وبعد الموافقة، تظهر وكالتك في دليلنا مع شارة «موثّقة».",
    summary: "إليك ما أرسلته إلينا:",
  },
  agencyNotification: {
    subject: "طلب إدراج وكالة جديد: {agencyName}",
    heading: "طلب إدراج وكالة جديد: {agencyName}",
    body: "طلب إدراج وكالة جديد بانتظار المراجعة. لن تظهر الوكالة في الدليل حتى توافق عليها.",
  },
};
