import "react";

/**
 * Invoker commands (`<button commandfor="id" command="show-modal">`): HTML that opens and closes
 * a dialog without script. React passes the attributes through; its types do not list them yet.
 */
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?:
      "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
