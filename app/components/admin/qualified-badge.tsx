import { useMessages } from "../i18n";
import { StateBadge } from "./state-badge";

/** Whether a brief is qualified (its lead alerts went out) or waits for the operator. */
export function QualifiedBadge({ qualified }: { qualified: boolean }) {
  const briefsMessages = useMessages().adminConsole.briefs;
  return (
    <StateBadge done={qualified}>
      {qualified ? briefsMessages.qualified : briefsMessages.waiting}
    </StateBadge>
  );
}
