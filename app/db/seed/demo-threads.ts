import type { briefs } from "../schema";

/**
 * The demo's project room (docs/decisions/018-project-room.md): most matched agencies introduced
 * themselves a few hours after the match and the client answered; every seventh match the agency
 * has not answered, so the operator's list shows threads waiting for it. No random draws: the
 * rest of the demo data stays as it was.
 */
export type DemoThreadMessage = {
  matchIndex: number;
  author: "client" | "agency";
  body: string;
  createdAt: Date;
};

const HOUR = 60 * 60_000;

const texts = {
  en: {
    intro: (contact: string) =>
      `Hello ${contact}, thank you for the brief. We have delivered similar projects for clients in the UAE and would like to understand your goals better. Could we book a 20-minute call this week?`,
    reply:
      "Thanks for getting back to us. Thursday after 2 pm works for us. Could you share two examples of similar work before the call?",
    followUp:
      "Of course: our two most relevant case studies are on our profile. Thursday at 3 pm it is; we will send an invitation.",
  },
  ar: {
    intro: (contact: string) =>
      `مرحبًا ${contact}، شكرًا على الموجز. نفّذنا مشاريع مشابهة لعملاء في الإمارات ونودّ أن نفهم أهدافكم أكثر. هل يمكننا تحديد مكالمة مدتها 20 دقيقة هذا الأسبوع؟`,
    reply:
      "شكرًا على ردّكم. يناسبنا يوم الخميس بعد الساعة الثانية. هل يمكنكم مشاركة مثالين لأعمال مشابهة قبل المكالمة؟",
    followUp:
      "بالتأكيد: أقرب دراستي حالة لمشروعكم على صفحتنا. نلتقي الخميس الساعة الثالثة؛ سنرسل لكم دعوة.",
  },
};

export function buildDemoThreads(
  briefRows: (typeof briefs.$inferInsert)[],
  /** The demo's matches (./demo.ts): which brief, and when. */
  matchRows: readonly { briefIndex: number; matchedAt: Date }[],
  now: Date,
): DemoThreadMessage[] {
  const messages: DemoThreadMessage[] = [];
  matchRows.forEach((match, matchIndex) => {
    if (matchIndex % 7 === 3) return;
    const brief = briefRows[match.briefIndex]!;
    const t = texts[brief.preferredLanguage === "ar" ? "ar" : "en"];
    const at = (hours: number) => new Date(match.matchedAt.getTime() + hours * HOUR);
    const steps: [number, "client" | "agency", string][] = [
      [2 + (matchIndex % 9), "agency", t.intro(brief.contactName.split(" ")[0]!)],
    ];
    if (matchIndex % 3 !== 2) steps.push([14 + (matchIndex % 5), "client", t.reply]);
    if (matchIndex % 4 === 0) steps.push([20 + (matchIndex % 6), "agency", t.followUp]);
    for (const [hours, author, body] of steps) {
      const createdAt = at(hours);
      if (createdAt < now) messages.push({ matchIndex, author, body, createdAt });
    }
  });
  return messages;
}
