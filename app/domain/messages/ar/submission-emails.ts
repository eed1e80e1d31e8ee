import type { Messages } from "../en";

/** Arabic e-mails of the brief and agency forms (same shape as ../en/submission-emails.ts). */
export const submissionEmailsAr: Messages["submissions"]["emails"] = {
  notGiven: "غير مذكور",
  reference: "رقم المرجع",
  received: "تاريخ الاستلام",
  footnote:
    "تصلك هذه الرسالة لأن عنوان بريدك الإلكتروني استُخدم على منصة {siteName}. إن لم تكن أنت من استخدمه، فردّ على هذه الرسالة وأخبرنا بذلك.",
  adminAction: "افتح لوحة الإدارة",
  briefConfirmation: {
    subject: "استلمنا موجز مشروعك",
    heading: "شكرًا! وصلنا موجزك.",
    body: "استلمنا موجز مشروع أُرسل بهذا العنوان. سيختار فريقنا بعناية 2-3 وكالات موثوقة في الإمارات تناسب المشروع، ويعرّفك بها خلال 24-48 ساعة.",
    summary: "ما يطلبه الموجز:",
  },
  briefNotification: {
    subject: "موجز جديد: {companyName}",
    heading: "موجز جديد من {companyName}",
    body: "موجز مشروع جديد بانتظار ترشيح 2-3 وكالات معتمدة له.",
  },
  agencyConfirmation: {
    subject: "استلمنا طلب إدراج وكالتك",
    heading: "شكرًا! طلب إدراجك قيد المراجعة.",
    body: "استلمنا طلب إدراج وكالة أُرسل بهذا العنوان. نراجع كل طلب إدراج يدويًا ونردّ خلال 1-2 يوم عمل. وبعد الموافقة، تظهر الوكالة في دليلنا مع شارة «موثّقة».",
    summary: "ما تقدّمه الوكالة:",
  },
  agencyNotification: {
    subject: "طلب إدراج وكالة جديد: {agencyName}",
    heading: "طلب إدراج وكالة جديد: {agencyName}",
    body: "طلب إدراج وكالة جديد بانتظار المراجعة. لن تظهر الوكالة في الدليل حتى توافق عليها.",
  },
};
