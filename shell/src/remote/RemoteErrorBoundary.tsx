import { Component, type ErrorInfo, type ReactNode } from 'react';
import { log } from '../log';

interface Props {
  remote: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the shell stays up. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    log('error', `remote ${this.props.remote} failed`, {
      error: error instanceof Error ? error.message : String(error),
      componentStack: info.componentStack?.split('\n').slice(0, 4).join('\n'),
    });
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
