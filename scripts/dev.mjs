// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server (reloads on change)
// in front of it; Vite proxies /api to the API port.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const appPort = process.env.PORT ?? '5173';
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    // The development authority is reached through Vite's proxy, so its panel links open the app.
    env: {
      DEV_OIDC_ISSUER: `http://127.0.0.1:${appPort}/dev-oidc`,
      ...process.env,
      PORT: apiPort,
      NODE_ENV: 'development',
    },
  }),
  spawn('npx', ['vite', '--port', appPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
