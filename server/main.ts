import { runMain } from "./start";

await runMain({ dev: process.argv.includes("--dev") });
