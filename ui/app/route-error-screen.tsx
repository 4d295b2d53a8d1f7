import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { CrashScreen } from './error-boundary';

/** The router's error element: a page that threw or a lazy page that failed to load. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page of the storefront failed', error);
  }, [error]);
  return <CrashScreen />;
}
