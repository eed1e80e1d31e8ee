import { truncateText } from "~/domain/admin-console";
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

export type MessageRow = {
  id: number;
  name: string;
  email: string;
  message: string;
  submittedAt: Date;
};

/** Characters of a message shown in its row; the rest opens in place. */
const PREVIEW_LENGTH = 90;

/** The 'Contact Messages' tab (docs/product.md, P11). */
export function MessageTable({ view, rows }: { view: TableView<"messages">; rows: MessageRow[] }) {
  const adminConsoleMessages = useMessages().adminConsole;
  const formatters = useFormatters();
  const columns = adminConsoleMessages.messages.columns;
  return (
    <div className="flex flex-col gap-4">
      <TableToolbar view={view} placeholder={adminConsoleMessages.messages.searchPlaceholder} />
      {rows.length === 0 ? (
        <EmptyTable title={adminConsoleMessages.messages.empty} searched={Boolean(view.query.q)} />
      ) : (
        <TableFrame caption={adminConsoleMessages.messages.caption} minWidth="min-w-[50rem]">
          <thead>
            <tr>
              <SortHeader view={view} column="name">
                {columns.name}
              </SortHeader>
              <SortHeader view={view} column="email">
                {columns.email}
              </SortHeader>
              <HeadCell>{columns.message}</HeadCell>
              <SortHeader view={view} column="date">
                {columns.date}
              </SortHeader>
              <HeadCell className={pinnedEnd}>
                <span className="sr-only">{adminConsoleMessages.table.actions}</span>
              </HeadCell>
            </tr>
          </thead>
          <tbody>
            {rows.map((message) => {
              const preview = truncateText(message.message, PREVIEW_LENGTH);
              return (
                <tr key={message.id} className="hover:bg-slate-50/60">
                  <th scope="row" className={`${cell} text-start font-semibold text-slate-900`}>
                    <bdi>{message.name}</bdi>
                  </th>
                  <td className={cell}>
                    <a
                      href={`mailto:${message.email}`}
                      dir="ltr"
                      className="wrap-anywhere text-brand-700 underline-offset-2 hover:underline"
                    >
                      {message.email}
                    </a>
                  </td>
                  <td className={`${cell} max-w-md min-w-64 whitespace-normal`}>
                    {preview.cut ? (
                      <details className="group">
                        <summary className="cursor-pointer list-none rounded focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                          <span className="group-open:hidden">
                            <bdi>{preview.text}</bdi>{" "}
                            <span className="font-medium text-brand-700 underline-offset-2 hover:underline">
                              {adminConsoleMessages.messages.showFull}
                            </span>
                          </span>
                          <span
                            dir="auto"
                            className="hidden break-words whitespace-pre-line text-slate-800 group-open:inline"
                          >
                            {message.message}
                          </span>
                        </summary>
                      </details>
                    ) : (
                      <p dir="auto" className="break-words whitespace-pre-line">
                        {message.message}
                      </p>
                    )}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={new Date(message.submittedAt).toISOString()}>
                      {formatters.dateTime(message.submittedAt)}
                    </time>
                  </td>
                  <td className={pinnedEndCell}>
                    <DeleteControl
                      intent="delete-message"
                      id={message.id}
                      action="/admin"
                      label={format(adminConsoleMessages.delete.deleteLabel, {
                        name: message.name,
                      })}
                      question={format(adminConsoleMessages.delete.messageQuestion, {
                        name: message.name,
                      })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      )}
      <TablePages view={view} />
    </div>
  );
}
