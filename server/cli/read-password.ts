import readline from "node:readline";

/** Asks for a password without echoing it on a terminal; reads a plain line when piped (scripts, tests). */
export function readPassword(prompt: string, input = process.stdin, output = process.stderr): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input, output, terminal: Boolean(input.isTTY) });
    if (input.isTTY) {
      output.write(prompt);
      // Swallow the echo of each typed character.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
    }
    rl.once("line", (line) => {
      // Resolve before closing: close() emits "close" synchronously, which would reject first.
      resolve(line);
      rl.close();
      if (input.isTTY) output.write("\n");
    });
    rl.once("close", () => reject(new Error("no password given")));
  });
}
