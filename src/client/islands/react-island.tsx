// Hydration of a React island: the same component the server rendered (src/theme), with the same identifierPrefix, so
// `useId` values match. A render failure inside the island shows the crash screen with the error message, and
// 'Try again' resets the boundary and renders again.
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CrashScreen } from '../../theme/ErrorScreens.tsx';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    const { error } = this.state;
    return error ? <CrashScreen message={error.message} onRetry={() => this.setState({ error: null })} /> : this.props.children;
  }
}

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, []);
  return children;
}

export function reactIsland<P extends object>(Island: ComponentType<P>) {
  return function hydrate(root: HTMLElement, props: P, prefix: string, name: string): Promise<() => void> {
    return new Promise((resolve) => {
      const reactRoot = hydrateRoot(
        root,
        <Ready onReady={() => resolve(() => reactRoot.unmount())}>
          <Boundary>
            <Island {...props} />
          </Boundary>
        </Ready>,
        {
          identifierPrefix: prefix,
          onCaughtError: (error) => console.error(`[docgen] The ${name} island crashed:`, error),
        },
      );
    });
  };
}
