import { createContext, useContext } from 'react';

/** The CSP nonce of the current response (server only; browsers hide nonces from the DOM). */
export const NonceContext = createContext<string>('');

export function useNonce(): string {
  return useContext(NonceContext);
}
