import { createContext, useContext } from 'react';

/** What the web server gives one server render (entry.server → root Layout). */
export interface RenderInfo {
  /** The CSP nonce of a private (not cached) page; '' on public pages and in the browser. */
  nonce: string;
  /** The islands bundle's entry (/assets/islands-….js); '' when there is none (dev). */
  islandsScript: string;
}

export const RenderContext = createContext<RenderInfo>({ nonce: '', islandsScript: '' });

/** The CSP nonce of the current response (server only; browsers hide nonces from the DOM). */
export function useNonce(): string {
  return useContext(RenderContext).nonce;
}

export function useIslandsScript(): string {
  return useContext(RenderContext).islandsScript;
}
