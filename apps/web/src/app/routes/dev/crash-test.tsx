import { DiagnosticsOnly } from './diagnostics-only';

/**
 * /crash-test throws while rendering (development and demo only): the way to see, end to end,
 * that a crash in a browser lands in the server's log with its route, build and stack.
 */
export default function CrashTestPage() {
  return (
    <DiagnosticsOnly>
      <Crash />
    </DiagnosticsOnly>
  );
}

function Crash(): never {
  throw new Error('Crash test: thrown on purpose while rendering');
}
