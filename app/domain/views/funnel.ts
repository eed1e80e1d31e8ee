/** A month of the operator's funnel (services/funnel.server.ts reads it). */
export type FunnelMonth = {
  /** YYYY-MM */
  month: string;
  matched: number;
  answered: number;
  proposed: number;
  hired: number;
  closed: number;
  /** Median hours of each step, null when none made it yet. */
  answerHours: number | null;
  proposalHours: number | null;
  decisionHours: number | null;
};
