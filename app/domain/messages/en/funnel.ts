/**
 * The operator's funnel page (issue 31). The console is English only; these texts are loaded by
 * the funnel's own modules, not with the catalogue every public page's browser loads.
 */
export const funnelTexts = {
  title: "Funnel",
  intro:
    "Per month of the match (UAE time): matches made, answered by the agency, given a proposal, and ended hired or closed; with the median hours of each step.",
  empty: "No matches in the last 12 months.",
  csv: "Download CSV",
  fileName: "wakala-funnel",
  steps: {
    matched: "Matched",
    answered: "Answered",
    proposed: "Proposal sent",
    hired: "Hired",
    closed: "Closed, not hired",
  },
  medians: {
    answerHours: "Match to answer",
    proposalHours: "Answer to proposal",
    decisionHours: "Proposal to decision",
  },
  hours: "{hours} h",
  none: "–",
  columns: [
    "Month",
    "Matched",
    "Answered",
    "Proposal sent",
    "Hired",
    "Closed, not hired",
    "Median hours match to answer",
    "Median hours answer to proposal",
    "Median hours proposal to decision",
  ],
} as const;
