// `npm run dev`: the API (restarted on change by tsx watch) beside Vite's dev server with hot reload.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: "127.0.0.1",
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:3000",
    },
  }),
  spawn("npx", ["react-router", "dev", "--port", process.env.PORT ?? "3000"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
