import { format } from "~/domain/i18n";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";
import {
  cell,
  EmptyTable,
  HeadCell,
  pinnedEnd,
  pinnedEndCell,
  SortHeader,
  TableFrame,
  TablePages,
  TableToolbar,
  type TableView,
} from "./admin-table";
import { DeleteControl } from "./delete-control";
import type { ReviewRow } from "./review-queue";

type Status = "pending" | "approved" | "rejected";

/**
 * Every review of the Reviews tab, newest first, searchable, each with Delete: a reviewer who asks
 * for theirs to be removed (through the contact form) is found here, published or not.
 */
export function ReviewTable({ view, rows }: { view: TableView<"reviews">; rows: ReviewRow[] }) {
  const adminConsoleMessages = useMessages().adminConsole;
  const reviewMessages = adminConsoleMessages.reviews;
  const formatters = useFormatters();
  const columns = reviewMessages.columns;
  return (
    // Not a landmark of its own: the table's frame is the region named "All reviews".
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{reviewMessages.allHeading}</h2>
      <TableToolbar view={view} placeholder={reviewMessages.searchPlaceholder} />
      {rows.length === 0 ? (
        <EmptyTable title={reviewMessages.empty} searched={Boolean(view.query.q)} />
      ) : (
        <TableFrame caption={reviewMessages.allHeading} minWidth="min-w-[50rem]">
          <thead>
            <tr>
              <SortHeader view={view} column="date">
                {adminConsoleMessages.messages.columns.date}
              </SortHeader>
              <SortHeader view={view} column="agency">
                {columns.agency}
              </SortHeader>
              <HeadCell>{columns.review}</HeadCell>
              <HeadCell>{columns.overall}</HeadCell>
              <HeadCell>{columns.status}</HeadCell>
              <HeadCell className={pinnedEnd}>
                <span className="sr-only">{adminConsoleMessages.table.actions}</span>
              </HeadCell>
            </tr>
          </thead>
          <tbody>
            {rows.map((review) => (
              <tr key={review.id} className="hover:bg-slate-50/60">
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={new Date(review.createdAt).toISOString()}>
                    {formatters.date(review.createdAt)}
                  </time>
                </td>
                <td className={cell}>
                  <bdi>{review.agencyName}</bdi>
                </td>
                <th
                  scope="row"
                  className={`${cell} max-w-md min-w-64 text-start font-normal whitespace-normal`}
                >
                  <span dir="auto" className="block font-semibold text-slate-900">
                    {review.title}
                  </span>
                  <span className="text-slate-600">
                    <bdi>{review.reviewerName ?? reviewMessages.anonymous}</bdi>
                  </span>
                </th>
                <td className={`${cell} whitespace-nowrap`}>
                  {format(reviewMessages.stars, { stars: review.overall })}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {reviewMessages.statuses[review.status as Status] ?? review.status}
                  {review.replyStatus && (
                    <span className="block text-xs text-slate-500">
                      {reviewMessages.replyStatuses[review.replyStatus as Status]}
                    </span>
                  )}
                </td>
                <td className={pinnedEndCell}>
                  <DeleteControl
                    intent="delete-review"
                    id={review.id}
                    action="/admin"
                    label={format(adminConsoleMessages.delete.deleteLabel, {
                      name: review.title,
                    })}
                    question={format(reviewMessages.deleteQuestion, { name: review.title })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      <TablePages view={view} />
    </div>
  );
}
