// Where a server's main thread (its event loop) spends the measured window, read from /proc:
// on a core, runnable but waiting for one (other work on the machine), idle in epoll (waiting
// for network), asleep elsewhere (SQLite's busy handler sleeps while another process holds the
// write lock), or in uninterruptible disk wait (fsync).
import { readFileSync } from 'node:fs';
import { clearInterval, setInterval } from 'node:timers';

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** [ns on a core, ns runnable waiting for a core] of the main thread. */
function schedstat(pid) {
  const [run = 0, wait = 0] = read(`/proc/${pid}/task/${pid}/schedstat`).split(' ').map(Number);
  return [run, wait];
}

function state(pid) {
  const stat = read(`/proc/${pid}/task/${pid}/stat`);
  const s = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  if (s !== 'S') return s === 'D' ? 'disk' : 'running';
  return read(`/proc/${pid}/task/${pid}/wchan`).includes('epoll') ? 'idle' : 'asleep';
}

/** Starts watching `pids`; `stop()` returns one summary per pid, in percent of the window. */
export function watchThreads(pids) {
  const started = process.hrtime.bigint();
  const before = pids.map(schedstat);
  const counts = pids.map(() => ({ running: 0, idle: 0, asleep: 0, disk: 0 }));
  const timer = setInterval(() => {
    pids.forEach((pid, i) => (counts[i][state(pid)] += 1));
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      const ns = Number(process.hrtime.bigint() - started);
      return pids.map((pid, i) => {
        const [run, wait] = schedstat(pid);
        const samples = Object.values(counts[i]).reduce((a, b) => a + b, 0) || 1;
        const share = (k) => (100 * counts[i][k]) / samples;
        return {
          onCpu: (100 * (run - before[i][0])) / ns,
          waitingForCpu: (100 * (wait - before[i][1])) / ns,
          idle: share('idle'),
          asleep: share('asleep'),
          disk: share('disk'),
        };
      });
    },
  };
}
