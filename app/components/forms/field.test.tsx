import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextField } from "./field";

const field = (type: string) =>
  renderToStaticMarkup(<TextField id="f" name="f" type={type} label="Label" errors={undefined} />);

describe("TextField", () => {
  it("types addresses, phone numbers and links left to right, on Arabic pages too", () => {
    for (const type of ["email", "tel", "url"]) expect(field(type)).toContain('dir="ltr"');
  });

  it("leaves other text in the page's direction", () => {
    expect(field("text")).not.toContain("dir=");
    expect(field("search")).not.toContain("dir=");
  });
});
