/** Error boundary around one remote mount; what it renders on failure is up to `fallback`. */
import { Component, type ReactNode } from 'react';

export interface RemoteBoundaryProps {
  children: ReactNode;
  fallback: (error: Error) => ReactNode;
  /** A new value clears a caught error (e.g. the path: the visitor went elsewhere). */
  resetKey?: unknown;
}

export class RemoteBoundary extends Component<RemoteBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: RemoteBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
