import { Fragment, type ReactNode } from "react";

/**
 * A catalogue text with {placeholders} filled by text or elements (a link inside a sentence, or a
 * name someone typed, isolated in a <bdi> so it keeps its own direction inside the sentence); an
 * unknown placeholder is left as written, as format() does.
 */
export function RichText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        const value = key !== undefined && key in values ? values[key] : part;
        return <Fragment key={index}>{value}</Fragment>;
      })}
    </>
  );
}
