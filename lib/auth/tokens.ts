import 'server-only';
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSigningKey } from './jwt-secret';
import type { TokenClaims } from './token-claims';

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export async function issueToken(user: { id: string; role: 'user' | 'admin'; tokenVersion: number }): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .setJti(randomUUID())
    .sign(jwtSigningKey());
}

/** The claims of a valid, unexpired HS256 token signed with our key; null for anything else. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSigningKey(), { algorithms: ['HS256'] });
    if (
      typeof payload.sub !== 'string' ||
      (payload.role !== 'user' && payload.role !== 'admin') ||
      typeof payload.ver !== 'number' ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number' ||
      typeof payload.jti !== 'string'
    ) {
      return null;
    }
    return payload as TokenClaims;
  } catch {
    return null;
  }
}
