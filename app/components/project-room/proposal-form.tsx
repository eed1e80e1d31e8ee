import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { format } from "~/domain/i18n";
import { roomTexts } from "~/domain/messages/room-texts";
import { MAX_LINES } from "~/domain/proposal-money";
import {
  amountInputValue,
  MAX_MILESTONES,
  PROPOSAL_VALID_DAYS,
  SCOPE_MAX_LENGTH,
} from "~/domain/proposals";
import type { ProposalVersion } from "~/domain/views/proposals";
import { ErrorList, TextareaField, TextField } from "../forms/field";
import { useLocale } from "../i18n";
import { buttonClasses } from "../ui/button-link";
import { Form } from "../ui/link";
import { FileField } from "./file-field";

type Values = Record<string, unknown>;

/** The value a field shows: what was just sent (a refused post), else the draft's. */
function pick(values: Values | undefined, path: (string | number)[]): string | undefined {
  let current: unknown = values;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return typeof current === "string" ? current : undefined;
}

/** A version as the form's values (amounts as typed: `12500.50`). */
function versionValues(version: ProposalVersion | undefined): Values | undefined {
  if (!version) return undefined;
  return {
    summary: version.summary,
    scope: version.scope,
    lines: version.lines.map((l) => ({
      description: l.description,
      quantity: String(l.quantity),
      unitPrice: amountInputValue(l.unitFils),
    })),
    discount: version.discountFils > 0 ? amountInputValue(version.discountFils) : "",
    startDate: version.startDate,
    endDate: version.endDate,
    // A sent version's validity was the default or its own: the next one picks again.
    validUntil: version.sentAt ? "" : (version.validUntil ?? ""),
    milestones: version.milestones.map((m) => ({ label: m.label, percent: String(m.percent) })),
    note: version.note ?? "",
  };
}

/**
 * The agency's proposal form (issue 31): a plain form that works without JavaScript. Its rows are
 * the draft's plus a few empty ones (saving the draft offers more); "Save draft" keeps it for the
 * agency, "Send proposal" sends it to the client as a new version. A refused post shows each
 * field's message beside it, the form as it was sent.
 */
export function ProposalForm({
  start,
  sent,
  chargesVat,
  lastResult,
}: {
  /** The draft, or the newest sent version to revise. */
  start: ProposalVersion | undefined;
  /** A version was sent already: sending again sends a revision. */
  sent: boolean;
  chargesVat: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const texts = roomTexts(useLocale()).proposal;
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    String(navigation.formData?.get("intent") ?? "").endsWith("-proposal");
  const values = (lastResult?.initialValue as Values | undefined) ?? versionValues(start);
  const errors = (name: string) => lastResult?.error?.[name] ?? undefined;
  const given = (key: string) => {
    const list = values?.[key];
    return Array.isArray(list) ? list.length : 0;
  };
  const lineRows = Math.min(MAX_LINES, Math.max(given("lines") + 2, 3));
  const milestoneRows = Math.min(MAX_MILESTONES, Math.max(given("milestones") + 1, 3));
  const field = (name: string, path: (string | number)[] = [name]) => ({
    id: `proposal-${name.replace(/[^a-zA-Z0-9]/g, "-")}`,
    name,
    defaultValue: pick(values, path) ?? "",
    errors: errors(name),
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="space-y-4"
      noValidate
    >
      <p className="text-sm text-slate-600">{texts.intro}</p>
      <ErrorList errors={lastResult?.error?.[""] ?? undefined} />
      <TextField {...field("summary")} label={texts.summaryLabel} required maxLength={300} />
      <TextareaField
        {...field("scope")}
        label={texts.scopeLabel}
        hint={format(texts.scopeHint, { max: SCOPE_MAX_LENGTH })}
        rows={5}
        dir="auto"
        required
        maxLength={SCOPE_MAX_LENGTH}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{texts.linesLegend}</legend>
        <ErrorList errors={errors("lines")} />
        <div className="mt-2 space-y-3">
          {Array.from({ length: lineRows }, (_, i) => (
            <div
              key={i}
              role="group"
              aria-label={`${texts.linesLegend} ${i + 1}`}
              className="grid gap-2 sm:grid-cols-3"
            >
              <TextField
                {...field(`lines[${i}].description`, ["lines", i, "description"])}
                label={`${texts.descriptionLabel} ${i + 1}`}
              />
              <TextField
                {...field(`lines[${i}].quantity`, ["lines", i, "quantity"])}
                label={texts.quantityLabel}
                inputMode="numeric"
                dir="ltr"
              />
              <TextField
                {...field(`lines[${i}].unitPrice`, ["lines", i, "unitPrice"])}
                label={texts.unitPriceLabel}
                inputMode="decimal"
                dir="ltr"
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          {...field("discount")}
          label={texts.discountLabel}
          inputMode="decimal"
          dir="ltr"
          hint={chargesVat ? undefined : texts.noVat}
        />
        <TextField {...field("startDate")} label={texts.startLabel} type="date" required />
        <TextField {...field("endDate")} label={texts.endLabel} type="date" required />
      </div>
      <TextField
        {...field("validUntil")}
        label={texts.validLabel}
        type="date"
        hint={format(texts.validHint, { days: PROPOSAL_VALID_DAYS })}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{texts.milestonesLegend}</legend>
        <ErrorList errors={errors("milestones")} />
        <div className="mt-2 space-y-3">
          {Array.from({ length: milestoneRows }, (_, i) => (
            <div
              key={i}
              role="group"
              aria-label={`${texts.milestonesLegend} ${i + 1}`}
              className="grid grid-cols-2 gap-2 sm:grid-cols-3"
            >
              <TextField
                {...field(`milestones[${i}].label`, ["milestones", i, "label"])}
                label={`${texts.milestoneLabel} ${i + 1}`}
              />
              <TextField
                {...field(`milestones[${i}].percent`, ["milestones", i, "percent"])}
                label={texts.percentLabel}
                inputMode="numeric"
                dir="ltr"
              />
            </div>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-slate-600">{texts.moreLines}</p>
      <TextareaField {...field("note")} label={texts.noteLabel} rows={3} dir="auto" />
      <FileField
        id="proposal-files"
        label={texts.filesLabel}
        hint={texts.filesHint}
        errors={errors("files")}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="send-proposal"
          disabled={busy}
          className={buttonClasses("primary")}
        >
          {sent ? texts.sendRevision : texts.send}
        </button>
        <button
          type="submit"
          name="intent"
          value="save-proposal"
          disabled={busy}
          className={buttonClasses("secondary")}
        >
          {texts.save}
        </button>
      </div>
    </Form>
  );
}
