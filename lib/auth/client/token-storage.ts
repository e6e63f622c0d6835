/** The login token lives in localStorage under `token` (the product's choice; the README's security section says what guards it). */
export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}
