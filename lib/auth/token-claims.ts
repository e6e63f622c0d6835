/**
 * What a login token says about its holder. Shared by the server, which signs and verifies it, and
 * the browser, which shows the role until the profile arrives (display only: the server re-reads
 * the user on every request).
 */
export type TokenClaims = {
  sub: string;
  /** Display only: every request re-reads the role from the database. */
  role: 'user' | 'admin';
  /** The user's token version when the token was issued; raising it revokes the token. */
  ver: number;
  iat: number;
  exp: number;
  jti: string;
};
