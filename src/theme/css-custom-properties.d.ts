// React's style objects type CSS's standard properties only; a custom property (`--line-number-width`) is set the same
// way, and React writes it as it is named.
import type {} from 'react';

declare module 'react' {
  interface CSSProperties {
    [property: `--${string}`]: string | number | undefined;
  }
}
