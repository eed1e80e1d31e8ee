import pino, { type Logger } from "pino";

/** Structured JSON logs on stdout; one line per event, with the request id where there is one. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "wakala" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  });
}
