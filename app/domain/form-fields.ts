import type { z } from "zod";

/**
 * The field names a form post may carry, each with how often it may occur (a checkbox list once
 * per option). Anything else in a post is refused before Conform or a schema reads it: Conform
 * turns a name like `x[30000000]` into an array of that length, and repeats of one name into a
 * list it copies once per repeat.
 */
export type FormFields = Readonly<Record<string, number>>;

type SchemaDef = {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, unknown>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** How many values a field of this schema takes: a list of choices one per choice, else one. */
function occurrences(schema: z.ZodType): number {
  const def = defOf(schema);
  switch (def.type) {
    case "pipe":
      return Math.max(occurrences(def.in!), occurrences(def.out!));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      return occurrences(def.innerType!);
    case "array": {
      const element = defOf(def.element!);
      // A list of free values has no natural bound; the forms only post lists of choices.
      return element.type === "enum" ? Object.keys(element.entries ?? {}).length : 1;
    }
    default:
      return 1;
  }
}

/** The fields of a form whose schema is a zod object, plus any extra names the page posts. */
export function formFieldsOf(
  schema: { shape: Record<string, z.ZodType> },
  extra: FormFields = {},
): FormFields {
  const fields: Record<string, number> = {};
  for (const [name, field] of Object.entries(schema.shape)) fields[name] = occurrences(field);
  return { ...fields, ...extra };
}

/** Several forms on one page (or one action): every field any of them takes, at its most. */
export function mergeFormFields(...forms: FormFields[]): FormFields {
  const fields: Record<string, number> = {};
  for (const form of forms) {
    for (const [name, count] of Object.entries(form)) {
      fields[name] = Math.max(fields[name] ?? 0, count);
    }
  }
  return fields;
}

export type FormFieldsVerdict =
  | { ok: true }
  | { ok: false; reason: "unknown-field"; name: string }
  | { ok: false; reason: "too-many"; name: string };

/**
 * Whether the names of a post (in order, as sent) are all declared, each at most as often as
 * declared. Stops at the first offence, so a post of 100,000 names costs one pass at most.
 */
export function checkFormFields(names: Iterable<string>, fields: FormFields): FormFieldsVerdict {
  const seen = new Map<string, number>();
  for (const name of names) {
    const allowed = Object.hasOwn(fields, name) ? fields[name]! : 0;
    if (allowed === 0) return { ok: false, reason: "unknown-field", name };
    const count = (seen.get(name) ?? 0) + 1;
    if (count > allowed) return { ok: false, reason: "too-many", name };
    seen.set(name, count);
  }
  return { ok: true };
}
