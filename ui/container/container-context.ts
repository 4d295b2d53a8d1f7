import { createContext, useContext } from 'react';
import type { Container } from 'inversify';

/**
 * The composition root (config/browser-container.ts), handed down to every screen. Screens resolve use
 * cases by token from it (config/use-case-tokens.ts), never an adapter (ARCHITECTURE: who imports whom).
 */
export const ContainerContext = createContext<Container | null>(null);

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer: the app must be rendered inside <ContainerContext.Provider>.');
  return container;
}
