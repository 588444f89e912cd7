import { useSyncExternalStore } from 'react';

const buildYear = new Date().getFullYear();
const subscribe = () => () => {};

/**
 * The current year. The prerendered HTML carries the build's year; the browser
 * shows its own without a hydration mismatch (React re-renders from the client
 * snapshot after hydrating with the server one).
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
