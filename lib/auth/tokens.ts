import 'server-only';
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { env } from '@/lib/env';
import { jwtSigningKey } from './jwt-secret';
import type { TokenClaims } from './token-claims';

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** Instances' clocks may differ a little; an `iat` further ahead than this was not made by us. */
export const ISSUED_AT_LEEWAY_SECONDS = 60;

/**
 * Who signs and who accepts: a token made by another deployment that happens to share the key
 * (a staging copy, say) is refused here.
 */
export const tokenIssuer = () => env.SITE_URL;
export const tokenAudience = () => `${env.SITE_URL}/api`;

export async function issueToken(user: { id: string; role: 'user' | 'admin'; tokenVersion: number }): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(tokenIssuer())
    .setAudience(tokenAudience())
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .setJti(randomUUID())
    .sign(jwtSigningKey());
}

/**
 * The claims of a valid, unexpired HS256 token that this site issued for itself, signed with our
 * key, issued in the past and living no longer than we issue them for; null for anything else.
 */
export async function verifyToken(token: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSigningKey(), {
      algorithms: ['HS256'],
      issuer: tokenIssuer(),
      audience: tokenAudience(),
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
      currentDate: new Date(nowSeconds * 1000),
    });
    if (
      typeof payload.sub !== 'string' ||
      (payload.role !== 'user' && payload.role !== 'admin') ||
      typeof payload.ver !== 'number' ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number' ||
      typeof payload.jti !== 'string' ||
      payload.iat > nowSeconds + ISSUED_AT_LEEWAY_SECONDS ||
      payload.exp - payload.iat > TOKEN_LIFETIME_SECONDS
    ) {
      return null;
    }
    return payload as TokenClaims;
  } catch {
    return null;
  }
}
