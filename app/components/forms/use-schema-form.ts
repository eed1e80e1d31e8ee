import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/** Each schema's HTML constraints (required, maxlength, pattern...), worked out once. */
const constraints = new WeakMap<z.ZodType, ReturnType<typeof getZodConstraint>>();

function constraintOf(schema: z.ZodType) {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}

/**
 * A Conform form checked in the browser by the schema the server checks it with (the form
 * pipeline, docs/architecture.md "Forms"): the fields carry the schema's HTML constraints, so the
 * form validates natively before React hydrates; once hydrated, a field is checked when it is
 * left ("onBlur") or when the form is sent ("onSubmit", for sign-in forms of one or two
 * fields), and checked again on each input once it has shown an error. `lastResult` is the
 * server's reply to the last post.
 */
export function useSchemaForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  schema: Schema,
  options: {
    id?: string;
    lastResult: SubmissionResult<string[]> | undefined;
    /** A form's values as its fields show them (text, or a list for a group of checkboxes). */
    defaultValue?: Record<string, string | string[] | null | undefined>;
    shouldValidate: "onBlur" | "onSubmit";
  },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    defaultValue: options.defaultValue as DefaultValue<z.input<Schema>> | undefined,
    constraint: constraintOf(schema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
