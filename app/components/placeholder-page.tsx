import { PageSection } from "./page-section";

/** A page whose real content a later issue builds: its title and one line on what will be there. */
export function PlaceholderPage({ title, summary }: { title: string; summary: string }) {
  return (
    <PageSection>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{summary}</p>
    </PageSection>
  );
}
