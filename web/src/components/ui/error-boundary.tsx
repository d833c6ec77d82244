import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { fallback: (error: unknown) => ReactNode; children: ReactNode };
type State = { error: unknown; failed: boolean };

/** Catches a render error (or a route module that failed to load) below it. Key it to reset. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
