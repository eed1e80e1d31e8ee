import { FILE_INPUT_ACCEPT } from "~/domain/thread-files";
import { ErrorList } from "../forms/field";

/**
 * The files of a message (or of a proposal sent): the browser's picker, offered the allowed kinds (the server reads each
 * file's type from its content), with the server's word on them when it refused them.
 */
export function FileField({
  id,
  label,
  hint,
  errors,
}: {
  id: string;
  label: string;
  hint: string;
  errors: string[] | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name="files"
        multiple
        accept={FILE_INPUT_ACCEPT}
        aria-describedby={`${id}-hint${errors?.length ? ` ${id}-errors` : ""}`}
        aria-invalid={errors?.length ? true : undefined}
        className="mt-1 block w-full text-sm text-slate-700"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <ErrorList id={`${id}-errors`} errors={errors} />
    </div>
  );
}
