// npm start: install if needed, build if needed, then serve the whole product on one port.
// Migrations and the demo seed run inside the server at start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, ensureNode, root } from './ensure.mjs';

ensureNode();
ensureInstalled();
ensureBuilt();

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    WEB_DIST: path.join(root, 'apps/web/dist'),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
