import { describe, expect, it } from "vitest";
import { renderAt } from "#tests/route-stub";
import { AdminLoginForm } from "./admin-login-form";

describe("AdminLoginForm", () => {
  it("shows Conform's field errors from the server's answer under the password", () => {
    const html = renderAt("/admin", () => (
      <AdminLoginForm
        next="/admin"
        lastResult={{ status: "error", error: { password: ["Required"] } }}
        refusal={undefined}
      />
    ));
    expect(html).toMatch(
      /<input[^>]*id="admin-login-password"[^>]*aria-invalid="true"[^>]*type="password"/,
    );
    expect(html).toMatch(/<li>Required<\/li>/);
    expect(html).toContain('<input type="hidden" name="intent" value="login"/>');
  });
});
