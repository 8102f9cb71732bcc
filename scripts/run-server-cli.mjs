// npm run migrate | seed | user:create -- …: the server's command line, built if needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, ensureNode, root } from './ensure.mjs';

ensureNode();
ensureInstalled();
ensureBuilt({ web: false });
const r = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/dist/cli.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
