import { data } from "react-router";

/** Being built (issue 6): the full brief for the operator. */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function AdminBriefPage() {
  return null;
}
