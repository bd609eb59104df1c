// `react-router build`, minus one deprecation line that @react-router/dev 7 prints up to eight times with
// Vite ≥ 8.1: its internal Vite servers pass `envFile: false` (vite.js, the config loader and the child
// compiler), which no project setting can reach. React Router 8 passes `envDir: false` instead
// (remix-run/react-router#15230); drop this filter when upgrading. Everything else passes through as is,
// and the exit code too. Arguments, if any, replace the command (the test runs a stand-in).
import { spawn } from "node:child_process";
import readline from "node:readline";

const NOISE = "The `envFile` option is deprecated, please use `envDir: false` instead.";
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what starts a colour code
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

const [command, ...args] =
  process.argv.length > 2 ? process.argv.slice(2) : ["node_modules/.bin/react-router", "build"];
const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"] });
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  readline.createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    // Compared without colour codes: Vite colours the line yellow when FORCE_COLOR is set (Playwright sets it).
    if (line.replace(ANSI_COLOUR, "").trim() !== NOISE) to.write(`${line}\n`);
  });
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
