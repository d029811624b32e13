import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RenderErrorBoundaryProps {
  children: ReactNode;
  /** Receives the message of an error thrown while rendering. */
  onError: (message: string) => void;
}

/** Keeps a crashing screen from blanking the app: the error goes to the Application Error modal instead. */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error.message);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
