import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';
import { reportCrash } from './report-crash';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * The last line of defence around the whole app (the router has its own error elements):
 * a crash outside any route still ends on "Something went wrong", never a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error', error, info.componentStack);
    reportCrash('render', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorScreen error={this.state.error} onRetry={this.retry} />
      </Suspense>
    );
  }
}
