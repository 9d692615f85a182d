import { ErrorScreen, PAGE_MESSAGES } from '@wellness/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { revealLivePage } from '../prerendered';

interface State {
  failed: boolean;
}

/** A rendering error anywhere in the shell shows the Oops screen, left only by reloading (spec section 2). */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    document.title = PAGE_MESSAGES.routerFallbackTitle;
    console.error(error, info.componentStack);
    revealLivePage();
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
