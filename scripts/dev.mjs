// npm run dev: the API with reload (tsx watch) and the Vite dev server with hot reload,
// which proxies /api, /socket.io and /uploads to the API.
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureNode, root } from './ensure.mjs';

ensureNode();
ensureInstalled();
const port = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      APP_ENV: 'development',
      NODE_ENV: 'development',
      PORT: port,
      PUBLIC_URL: 'http://localhost:5173',
      TRUSTED_ORIGINS: `http://localhost:${port}`,
      ...process.env,
    },
  }),
  spawn('npx', ['vite', '--host'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: { NIVAAS_API: `http://localhost:${port}`, ...process.env },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
