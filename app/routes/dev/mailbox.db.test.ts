import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { routeArgs, testConfig } from "#tests/context";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, devMailbox, emailOutbox, matches, threadMessages } from "~/db/schema";
import { postThreadMessage } from "~/services/project-room.server";
import { mailThreadMessages } from "~/services/thread-mail.server";
import { action, loader } from "./mailbox";
import { loader as htmlLoader } from "./mailbox-html";

const t = useTestDatabase();
const production = (env: Record<string, string> = {}) =>
  testConfig({
    SITE_URL: "https://wakala.ae",
    SMTP_URL: "smtp://mail.wakala.ae",
    BILLING_TEST_MODE: "1",
    ...env,
  });

/** Loader arguments of a request that a browser on this machine sends to http://localhost:3000. */
const fromThisMachine = (url: string, init: Parameters<typeof routeArgs>[2] = {}) =>
  routeArgs(t.db, url, { ...init, headers: { Host: "localhost:3000" } });

async function statusOf(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  return (error as { init?: { status?: number } }).init?.status;
}

describe("/dev/mailbox", () => {
  it("lists kept mail newest first and shows the newest, or the one asked for", async () => {
    const base = {
      fromAddress: "Wakala <no-reply@wakala.ae>",
      toAddress: "a@example.ae",
      html: "<p>x</p>",
      text: "x",
    };
    const [older, newer] = await t.db
      .insert(devMailbox)
      .values([
        {
          ...base,
          subject: "Older",
          text: "older text",
          headers: { "List-Unsubscribe": "<https://wakala.ae/alerts/1.abc/unsubscribe>" },
          createdAt: new Date("2026-11-01T10:00:00Z"),
        },
        {
          ...base,
          subject: "Newer",
          text: "newer text",
          createdAt: new Date("2026-11-02T10:00:00Z"),
        },
      ])
      .returning();
    const result = await loader(fromThisMachine("/dev/mailbox") as never);
    expect(result.messages.map((m) => m.subject)).toEqual(["Newer", "Older"]);
    expect(result.selected).toMatchObject({
      id: newer!.id,
      to: "a@example.ae",
      text: "newer text",
      headers: [],
    });

    const picked = await loader(fromThisMachine(`/dev/mailbox?id=${older!.id}`) as never);
    expect(picked.selected).toMatchObject({
      id: older!.id,
      text: "older text",
      headers: [["List-Unsubscribe", "<https://wakala.ae/alerts/1.abc/unsubscribe>"]],
    });

    const html = await htmlLoader(
      fromThisMachine(`/dev/mailbox/${older!.id}/html`, {
        params: { id: String(older!.id) },
      }) as never,
    );
    expect(html.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await html.text()).toBe('<base target="_top"><p>x</p>');
    expect(
      await statusOf(
        Promise.resolve().then(() =>
          htmlLoader(
            fromThisMachine("/dev/mailbox/999999/html", { params: { id: "999999" } }) as never,
          ),
        ),
      ),
    ).toBe(404);
  });

  it("shows itself only to a browser on this machine, unless DEV_MAILBOX=1", async () => {
    const from = (peerAddress: string, config = testConfig(), host = "localhost:3000") => {
      const args = routeArgs(t.db, "/dev/mailbox", { config, headers: { Host: host } });
      args.context.peerAddress = peerAddress;
      return Promise.resolve().then(() => loader(args as never));
    };
    for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      await expect(from(local)).resolves.toHaveProperty("messages");
    }
    // Another machine on the network (with HOST=0.0.0.0).
    expect(await statusOf(from("192.168.1.20"))).toBe(404);
    expect(await statusOf(from("::ffff:10.0.0.5"))).toBe(404);
    await expect(from("192.168.1.20", testConfig({ DEV_MAILBOX: "1" }))).resolves.toHaveProperty(
      "messages",
    );
  });

  it("refuses a page whose host name only points at this machine (DNS rebinding)", async () => {
    const withHost = (host: string | undefined, path = "/dev/mailbox") => {
      const args = routeArgs(t.db, path, {
        headers: host === undefined ? {} : { Host: host },
        params: { id: "1" },
      });
      args.context.peerAddress = "127.0.0.1";
      return args;
    };
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "wakala.localhost"]) {
      await expect(
        Promise.resolve().then(() => loader(withHost(host) as never)),
      ).resolves.toHaveProperty("messages");
    }
    for (const host of [
      "attacker.example:3000",
      "attacker.example",
      "192.168.1.20:3000",
      undefined,
    ]) {
      expect(await statusOf(Promise.resolve().then(() => loader(withHost(host) as never)))).toBe(
        404,
      );
      expect(
        await statusOf(
          Promise.resolve().then(() => htmlLoader(withHost(host, "/dev/mailbox/1/html") as never)),
        ),
      ).toBe(404);
    }
  });

  it("is not there in production unless enabled", async () => {
    expect(
      await statusOf(
        Promise.resolve().then(() =>
          loader(routeArgs(t.db, "/dev/mailbox", { config: production() }) as never),
        ),
      ),
    ).toBe(404);
    expect(
      await statusOf(
        Promise.resolve().then(() =>
          htmlLoader(
            routeArgs(t.db, "/dev/mailbox/1/html", {
              config: production(),
              params: { id: "1" },
            }) as never,
          ),
        ),
      ),
    ).toBe(404);
    // A staging site that keeps mail in the mailbox shows it to anyone, whatever the host.
    const staging = routeArgs(t.db, "/dev/mailbox", {
      config: production({ SMTP_URL: "", DEV_MAILBOX: "public" }),
      headers: { Host: "staging.wakala.ae" },
    });
    staging.context.peerAddress = "203.0.113.9";
    const result = await loader(staging as never);
    expect(result.smtp).toBe(false);
  });

  it("answers a project room's mail into its thread, through the inbound listener's steps", async () => {
    await t.db.delete(briefs);
    await t.db.delete(agencies);
    await t.db.delete(devMailbox);
    await t.db.delete(emailOutbox);
    const brief = await makeBrief(t.db, { email: "layla@client.example" });
    const agency = await makeAgency(t.db, { approved: true });
    const [match] = await t.db
      .insert(matches)
      .values({ briefId: brief.id, agencyId: agency.id })
      .returning();
    const start = new Date();
    await postThreadMessage(
      t.db,
      match!.id,
      { kind: "agency", agencyId: agency.id },
      "Hello!",
      start,
    );
    // The thread's mail to the client, as the outbox would hand it to the mailbox.
    await mailThreadMessages(t.db, testConfig(), new Date(start.getTime() + 10 * 60_000));
    const [queued] = await t.db.select().from(emailOutbox);
    expect(queued!.replyTo).toMatch(/^reply-\d+-c-[0-9a-f]{32}@reply\.localhost$/);
    const [kept] = await t.db
      .insert(devMailbox)
      .values({
        fromAddress: "Wakala <no-reply@wakala.ae>",
        toAddress: queued!.toAddress,
        replyTo: queued!.replyTo,
        subject: queued!.subject,
        html: queued!.html,
        text: queued!.text,
      })
      .returning();
    const page = await loader(fromThisMachine(`/dev/mailbox?id=${kept!.id}`) as never);
    expect(page.selected?.answerable).toBe(true);

    const answer = (body: string) =>
      action(
        fromThisMachine("/dev/mailbox", {
          method: "POST",
          body: new URLSearchParams({ intent: "answer", mailId: String(kept!.id), body }),
        }) as never,
      ) as Promise<{ data: { tone: string; message: string }; init: { status: number } | null }>;
    const taken = await answer("Thanks, Tuesday works.");
    expect(taken.data).toMatchObject({
      tone: "done",
      message: "Answer taken: it is in the thread now.",
    });
    const thread = await t.db.select().from(threadMessages).orderBy(threadMessages.id);
    expect(thread.map((m) => [m.author, m.body])).toEqual([
      ["agency", "Hello!"],
      ["client", "Thanks, Tuesday works."],
    ]);
    // A mail without a reply address of ours cannot be answered from here.
    const [other] = await t.db
      .insert(devMailbox)
      .values({
        fromAddress: "x",
        toAddress: "a@example.ae",
        replyTo: "hello@wakala.ae",
        subject: "s",
        html: "",
        text: "",
      })
      .returning();
    const refused = (await action(
      fromThisMachine("/dev/mailbox", {
        method: "POST",
        body: new URLSearchParams({ intent: "answer", mailId: String(other!.id), body: "x" }),
      }) as never,
    )) as { init: { status: number } | null };
    expect(refused.init?.status).toBe(404);
    expect(await t.db.$count(threadMessages)).toBe(2);
  });
});
