import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Navigate } from './restaurant-paths';

/** The router's navigate as a function that never changes, so a view model built with it lives on. */
export function useStableNavigate(): Navigate {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback<Navigate>((to, options) => void latest.current(to, options), []);
}
