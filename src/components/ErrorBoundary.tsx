import { Component, type ReactNode } from 'react';
import { reportCaughtError } from '../lib/caughtErrors';
import { codeNotLoaded } from '../lib/codeNotLoaded';

interface Props {
  /** Named in the console's line when it catches. */
  what: string;
  /** A new value (the next address) clears the error: the next page gets its chance. */
  resetKey?: string;
  /** What shows instead: as it is, or made from the error. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string | undefined;
}

/**
 * What throws below while rendering or loading its code shows `fallback` instead: a page (the router's
 * error element, AppLayout) or a lazy part (LazyPart).
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error(`[${this.props.what}] failed`, error);
    // Code that could not be fetched (offline) is the shopper's connection, told of already: a bug is not.
    if (!codeNotLoaded(error)) reportCaughtError(error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return typeof this.props.fallback === 'function' ? this.props.fallback(error) : this.props.fallback;
  }
}
