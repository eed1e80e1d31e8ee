import type { Messages } from "../en";

/** Arabic e-mails of the contact form (same shape as ../en/contact-emails.ts). */
export const contactEmailsAr: Messages["publicPages"]["contact"]["emails"] = {
  confirmation: {
    subject: "تلقّينا رسالتك",
    preheader: "شكراً لتواصلك مع {brand}. سنرد عليك خلال 1-2 يوم عمل.",
    heading: "شكراً لتواصلك معنا",
    paragraphs: [
      "تلقّينا رسالة أُرسلت بهذا العنوان عبر نموذج التواصل، وسيرد عليك أحد أعضاء فريق {brand} خلال 1-2 يوم عمل.",
    ],
    footnote:
      "وصلتك هذه الرسالة لأن عنوان بريدك الإلكتروني أُدخل في نموذج التواصل على {brand}. وإذا لم تكن أنت من قام بذلك، يمكنك تجاهلها.",
  },
  notification: {
    subject: "رسالة تواصل جديدة من {name}",
    preheader: "أرسل {name} رسالة عبر نموذج التواصل.",
    heading: "رسالة تواصل جديدة",
    paragraphs: [
      "أرسل {name} رسالة عبر نموذج التواصل. رُدّ على هذه الرسالة للتواصل مع المُرسِل مباشرة.",
    ],
    nameLabel: "الاسم",
    emailLabel: "البريد الإلكتروني",
    messageLabel: "الرسالة",
    receivedLabel: "تاريخ الاستلام",
    receivedValue: "{date} (بتوقيت الإمارات)",
  },
};
