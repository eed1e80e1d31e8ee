import pino, { type DestinationStream, type Logger } from "pino";

const REDACTED = "[redacted]";

type ErrorFields = Error & Record<string, unknown>;

/**
 * Drizzle's DrizzleQueryError ("Failed query: <sql>\nparams: <values>", with `query` and
 * `params`), or a driver's error that carries them too (PGlite's).
 */
const isFailedQuery = (e: ErrorFields) => typeof e.query === "string" && "params" in e;

/** A PostgreSQL (pg or PGlite) error: its `detail` names the values, e.g. a duplicate key's. */
const isDatabaseError = (e: ErrorFields) =>
  typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && "severity" in e;

const setValue = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, writable: true, configurable: true });

/**
 * A copy of an error (and of its causes) without the values a failed query carries: Drizzle's
 * params, which it also writes into the message and stack, and PostgreSQL's `detail`, and the
 * quoted value of a data exception ('invalid input syntax for type integer: "..."'). Those are
 * what people typed (names, e-mail addresses, messages): they never reach the logs. The SQL text,
 * error code and constraint stay, which is what debugging needs.
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const e = error as ErrorFields;
  const copy = Object.create(Object.getPrototypeOf(e) as object) as ErrorFields;
  for (const key of Reflect.ownKeys(e)) {
    if (key === "stack" || key === "message") continue;
    Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(e, key)!);
  }
  let message = e.message;
  if (isFailedQuery(e)) {
    // Drizzle's own message lists the values; a driver's error (PGlite) only carries them.
    if (e.message.startsWith("Failed query: ")) {
      message = `Failed query: ${String(e.query)}\nparams: ${REDACTED}`;
    }
    setValue(copy, "params", REDACTED);
  }
  if (isDatabaseError(e)) {
    for (const key of ["detail", "where", "internalQuery"]) {
      if (e[key] !== undefined) setValue(copy, key, REDACTED);
    }
    if (String(e.code).startsWith("22")) message = message.replace(/"[^"]*"/g, `"${REDACTED}"`);
  }
  const stack = typeof e.stack === "string" ? e.stack : undefined;
  setValue(copy, "message", message);
  setValue(
    copy,
    "stack",
    stack === undefined || message === e.message
      ? stack
      : stack.includes(e.message)
        ? stack.replace(e.message, () => message)
        : `${e.name}: ${message}`,
  );
  if (e.cause !== undefined) setValue(copy, "cause", withoutQueryValues(e.cause, depth + 1));
  return copy;
}

/**
 * pino's `err` serializer, after the query values are taken out. pino-http hands its custom
 * serializers an error pino already serialized; its `raw` is the error itself.
 */
export function serializeError(error: unknown) {
  const raw = (error as { raw?: unknown } | null)?.raw;
  const source = !(error instanceof Error) && raw instanceof Error ? raw : error;
  return pino.stdSerializers.err(withoutQueryValues(source) as Error);
}

/** Structured JSON logs on stdout; one line per event, with the request id where there is one. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: "wakala" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
