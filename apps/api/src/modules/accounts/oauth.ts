import type { OAuthProvider } from '@patro/contracts';
import * as oidc from 'openid-client';
import type { ProviderIdentity } from './service.js';

/** One OpenID Connect provider as configured (client registered with the provider). */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Issuer identifier; discovery reads `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
}

export type OAuthProvidersConfig = Partial<Record<OAuthProvider, OAuthProviderConfig>>;

export const DEFAULT_ISSUERS: Record<OAuthProvider, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
};

/** What the start step keeps (in a signed cookie) for the callback to check against. */
export interface PendingSignIn {
  provider: OAuthProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Path on the web app to return to. */
  redirect: string;
}

/**
 * Sign-in with Google and Facebook through openid-client (authorization code + PKCE, state and
 * nonce; ADR 062). Provider metadata is discovered on first use and kept; a failed discovery is
 * retried on the next sign-in.
 */
export class OAuthClients {
  private readonly discovered = new Map<OAuthProvider, Promise<oidc.Configuration>>();

  constructor(
    private readonly providers: OAuthProvidersConfig,
    /** Public base URL of the API, for the redirect URI registered with the provider. */
    private readonly apiUrl: string,
  ) {}

  isConfigured(provider: OAuthProvider): boolean {
    return this.providers[provider] !== undefined;
  }

  redirectUri(provider: OAuthProvider): string {
    return `${this.apiUrl}/auth/${provider}/callback`;
  }

  private configuration(provider: OAuthProvider): Promise<oidc.Configuration> {
    const settings = this.providers[provider];
    if (!settings) throw new Error(`${provider} sign-in is not configured`);
    let configuration = this.discovered.get(provider);
    if (!configuration) {
      const issuer = new URL(settings.issuer);
      // Plain http only for a provider on this machine (development and the tests' local provider).
      const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
      configuration = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute,
      });
      configuration.catch(() => this.discovered.delete(provider));
      this.discovered.set(provider, configuration);
    }
    return configuration;
  }

  /** The provider's authorization URL and what the callback must find again. */
  async start(provider: OAuthProvider, redirect: string): Promise<{ url: URL; pending: PendingSignIn }> {
    const configuration = await this.configuration(provider);
    const pending: PendingSignIn = {
      provider,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      redirect,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider),
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, pending };
  }

  /**
   * Exchanges the code and checks state, nonce, PKCE and the ID token; throws on anything wrong.
   * `callbackUrl` is the URL the provider sent the browser to, with its query.
   */
  async finish(pending: PendingSignIn, callbackUrl: URL): Promise<ProviderIdentity> {
    const configuration = await this.configuration(pending.provider);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('The provider returned no ID token');
    let claims: Record<string, unknown> = idToken;
    // Providers may leave e-mail and name out of the ID token and give them from userinfo instead.
    if (typeof claims.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
      claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken };
    }
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    return {
      provider: pending.provider,
      subject: idToken.sub,
      email,
      // Facebook hands out only addresses it has confirmed and sends no email_verified claim.
      emailVerified: pending.provider === 'facebook' ? email !== undefined : claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  }
}

/** True for a path on the web app (`/calendar?x=1`), false for anything that could leave the site. */
export function isSafeRedirectPath(path: string): boolean {
  // "//evil.example" and "/\evil.example" are read as other hosts by browsers.
  return /^\/(?![/\\])/.test(path) && !/[\p{Cc}\s\\]/u.test(path) && path.length <= 1000;
}
