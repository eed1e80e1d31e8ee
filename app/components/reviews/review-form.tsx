import { Star } from "lucide-react";
import { format } from "~/domain/i18n";
import { REVIEW_LENGTH, REVIEW_SCORES, STARS, type ReviewScore } from "~/domain/reviews";
import { budgets, projectTypes } from "~/domain/value-sets";
import { ErrorList, RequiredMark, SelectField, TextareaField, TextField } from "../forms/field";
import { FormGuardFields } from "../forms/form-guard-fields";
import { useLocale, useMessages } from "../i18n";
import { PageHero } from "../marketing/page-hero";
import { buttonClasses } from "../ui/button-link";

/** What the form shows of the match it reviews. */
export type ReviewFormView = {
  agencyId: number;
  /** In the page's language. */
  agencyName: string;
  projectType: string;
  /** The brief's budget band, the form's default. */
  budget: string;
  /** "first name, company", as the review will be signed unless anonymous. */
  shownAs: string;
};

/** The values a refused post sent, to fill the form in again. */
export type ReviewFormValues = Partial<Record<string, string>>;

type FieldErrors = Partial<Record<string, string[]>>;

/**
 * The review form (docs/decisions/014-verified-reviews.md): a plain HTML form posted to its own
 * address (the page ships no script), checked on the server with the schema of domain/reviews.
 * The scores are radio buttons, one group per score. Each thing is asked once: whether the
 * project went ahead is a question of the review; a second, small form is for a client who would
 * rather not write one (nothing more is asked of them).
 */
export function ReviewForm({
  invitation,
  formToken,
  formError,
  fieldErrors,
  values = {},
}: {
  invitation: ReviewFormView;
  formToken: string;
  formError?: string;
  fieldErrors: FieldErrors;
  values?: ReviewFormValues;
}) {
  const reviewsMessages = useMessages().reviews;
  const form = reviewsMessages.form;
  const locale = useLocale();
  const fill = (text: string) =>
    format(text, {
      agencyName: invitation.agencyName,
      projectType: projectTypes.labelIn(locale, invitation.projectType),
      min: REVIEW_LENGTH.body.min,
      max: REVIEW_LENGTH.body.max,
      name: invitation.shownAs,
    });
  return (
    <>
      <PageHero eyebrow={form.eyebrow} title={fill(form.title)} intro={fill(form.intro)} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <form
          method="post"
          className="space-y-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          aria-describedby={formError ? "review-form-error" : undefined}
        >
          <FormGuardFields token={formToken} />
          <input type="hidden" name="agency" value={invitation.agencyId} />
          {formError ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
              <ErrorList id="review-form-error" errors={[formError]} />
            </div>
          ) : null}
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">{form.scoresLegend}</legend>
            <p className="mt-1 text-sm text-slate-500">{form.scoresHint}</p>
            <div className="mt-4 space-y-5">
              {REVIEW_SCORES.map((score) => (
                <ScoreField
                  key={score}
                  score={score}
                  value={values[score]}
                  errors={fieldErrors[score]}
                />
              ))}
            </div>
          </fieldset>
          <TextField
            id="review-title"
            name="title"
            type="text"
            required
            minLength={REVIEW_LENGTH.title.min}
            maxLength={REVIEW_LENGTH.title.max}
            defaultValue={values.title}
            label={form.reviewTitle}
            placeholder={form.reviewTitlePlaceholder}
            errors={fieldErrors.title}
          />
          <TextareaField
            id="review-body"
            name="body"
            required
            rows={7}
            dir="auto"
            minLength={REVIEW_LENGTH.body.min}
            maxLength={REVIEW_LENGTH.body.max}
            defaultValue={values.body}
            label={form.body}
            placeholder={form.bodyPlaceholder}
            hint={fill(form.bodyHint)}
            errors={fieldErrors.body}
          />
          <fieldset
            aria-describedby={fieldErrors.wentAhead ? "review-went-ahead-error" : undefined}
          >
            <legend className="text-sm font-medium text-slate-800">
              {fill(form.wentAhead)}
              <RequiredMark />
            </legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {(["yes", "no"] as const).map((answer) => (
                <label
                  key={answer}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="wentAhead"
                    value={answer}
                    required
                    defaultChecked={values.wentAhead === answer}
                    className="size-4 accent-brand-600"
                  />
                  {form[answer]}
                </label>
              ))}
            </div>
            <ErrorList id="review-went-ahead-error" errors={fieldErrors.wentAhead} />
          </fieldset>
          <SelectField
            id="review-budget"
            name="budget"
            required
            defaultValue={values.budget ?? invitation.budget}
            label={form.budget}
            hint={form.budgetHint}
            placeholder={form.budget}
            options={budgets.optionsIn(locale)}
            errors={fieldErrors.budget}
          />
          <div>
            <p className="text-sm font-medium text-slate-800">{form.name}</p>
            <p className="mt-1 text-slate-900">
              <bdi>{invitation.shownAs || reviewsMessages.verifiedClient}</bdi>
            </p>
            <label className="mt-3 flex items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name="anonymous"
                defaultChecked={values.anonymous === "on"}
                className="mt-0.5 size-4 accent-brand-600"
              />
              {form.anonymous}
            </label>
          </div>
          <div className="flex flex-col gap-4 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-500">{form.moderationNote}</p>
            <button type="submit" className={`${buttonClasses("primary", "lg")} shrink-0`}>
              {form.submit}
            </button>
          </div>
        </form>
        <form
          method="post"
          className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
        >
          <input type="hidden" name="intent" value="decline" />
          <input type="hidden" name="agency" value={invitation.agencyId} />
          <h2 className="text-lg font-semibold text-slate-900">{fill(form.declineTitle)}</h2>
          <p className="mt-1 text-sm text-slate-600">{form.declineBody}</p>
          <button type="submit" className={`${buttonClasses("secondary")} mt-4`}>
            {form.decline}
          </button>
        </form>
      </div>
    </>
  );
}

/** One score: five radio buttons, each a star count with its spoken label. */
function ScoreField({
  score,
  value,
  errors,
}: {
  score: ReviewScore;
  value: string | undefined;
  errors: string[] | undefined;
}) {
  const reviewsMessages = useMessages().reviews;
  const errorId = `review-${score}-error`;
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {reviewsMessages.scores[score]}
        <RequiredMark />
      </legend>
      <div className="mt-2 grid max-w-sm grid-cols-5 gap-2">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="relative flex cursor-pointer items-center justify-center gap-1 rounded-lg border border-slate-300 px-2 py-2 text-sm font-semibold text-slate-700 has-checked:border-amber-500 has-checked:bg-amber-50 has-checked:text-amber-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={score}
              value={stars}
              required
              defaultChecked={value === String(stars)}
              aria-label={format(reviewsMessages.starsLabel, { stars })}
              // Over the whole button, invisible: a click or a tap anywhere on it chooses it.
              className="absolute inset-0 cursor-pointer appearance-none rounded-lg"
            />
            <span aria-hidden="true">{stars}</span>
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
