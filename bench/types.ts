/**
 * A benchmark: a module in bench/ that exports `name`, `description` and `run`, and is listed in
 * bench/run.ts. `run` returns named figures; units go in the name (`seconds`, `_ms`, `_mb`).
 */
export type Benchmark = {
  name: string;
  description: string;
  run(): Promise<Record<string, number | string>>;
  /** A long one (minutes): left out of a plain `npm run bench`, run when named. */
  onlyWhenNamed?: boolean;
};
