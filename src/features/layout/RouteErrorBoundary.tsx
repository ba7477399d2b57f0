import { Component, type ReactNode } from 'react';

interface Props {
  /** A new value (the next address) clears the error: the next page gets its chance. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** A page that throws while rendering or loading its code shows `fallback` instead (the router's error element). */
export class RouteErrorBoundary extends Component<Props, { error: unknown; resetKey: string }> {
  state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error('[page] failed', error);
  }

  render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
