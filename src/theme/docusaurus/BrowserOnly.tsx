// Stand-in for `@docusaurus/BrowserOnly`: its children (a function) run only in the browser, after hydration; the
// server and the first render in the browser show `fallback`, so hydration finds what the server wrote.
import { useEffect, useState, type ReactNode } from 'react';

export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : (fallback ?? null)}</>;
}
