// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider, useAuth } from '@/components/auth/auth-provider';

const push = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn() }) }));

function tokenFor(claims: Record<string, unknown>) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const claims = { sub: 'u1', role: 'user', iat: 1_700_000_000, exp: 1_700_086_400, jti: 'j1' };
const profile = {
  _id: 'u1',
  username: 'Ann',
  email: 'ann@example.com',
  role: 'user',
  profileImage: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let auth: ReturnType<typeof useAuth>;
function Probe() {
  // The test drives the context from outside, so the probe hands it out on every render.
  // eslint-disable-next-line react-hooks/globals
  auth = useAuth();
  return <p data-testid="state">{auth.loading ? 'loading' : auth.user ? `user:${auth.user.username}:${auth.user.jti}` : 'anonymous'}</p>;
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

function respond(status: number, body: unknown) {
  return Promise.resolve(
    new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('AuthProvider', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    window.localStorage.clear();
    push.mockReset();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    consoleError.mockRestore();
  });

  it('has no user and stops loading at once when there is no token', async () => {
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('anonymous'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts loading, then merges the token claims with the profile fetched with the bearer header', async () => {
    const token = tokenFor(claims);
    window.localStorage.setItem('token', token);
    fetchMock.mockReturnValueOnce(respond(200, profile));
    renderProvider();
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('user:Ann:j1'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user');
    expect(init.headers.Authorization).toBe(`Bearer ${token}`);
    expect(auth.user).toMatchObject({ ...claims, ...profile });
  });

  it('removes an undecodable token and logs "Token decoding failed"', async () => {
    window.localStorage.setItem('token', 'garbage');
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('anonymous'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Token decoding failed', expect.anything());
  });

  it('removes a token the server rejects and logs "Failed to fetch user profile"', async () => {
    window.localStorage.setItem('token', tokenFor(claims));
    fetchMock.mockReturnValueOnce(respond(401, { error: { code: 'sessionExpired', message: 'Log in to continue.' } }));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('anonymous'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch user profile', 'Log in to continue.');
  });

  it.each([
    ['unreachable', () => Promise.reject(new TypeError('network down'))],
    ['busy (503)', () => respond(503, { error: { code: 'unavailable', message: 'The server is busy.' } })],
  ])('keeps the token and keeps loading while the server is %s, and asks again until it answers', async (_, failure) => {
    window.localStorage.setItem('token', tokenFor(claims));
    fetchMock.mockImplementationOnce(failure).mockImplementationOnce(failure).mockReturnValueOnce(respond(200, profile));
    renderProvider();
    await waitFor(() => expect(auth.busy).toBe(true));
    // Still loading: the dashboard's guard (useRequireUser) sends no one to the login page meanwhile.
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    expect(window.localStorage.getItem('token')).not.toBeNull();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('user:Ann:j1'), { timeout: 5000 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(auth.busy).toBe(false);
  });

  it('keeps a loaded user when a later profile refresh meets a busy server', async () => {
    window.localStorage.setItem('token', tokenFor(claims));
    fetchMock
      .mockReturnValueOnce(respond(200, profile))
      .mockReturnValueOnce(respond(503, { error: { code: 'unavailable', message: 'busy' } }));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('user:Ann:j1'));
    await act(() => auth.refreshProfile());
    expect(auth.busy).toBe(true);
    expect(screen.getByTestId('state')).toHaveTextContent('user:Ann:j1');
    expect(push).not.toHaveBeenCalled();
  });

  it('logs in: posts the credentials, stores the token and fetches the profile', async () => {
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('anonymous'));
    const token = tokenFor({ ...claims, jti: 'j2' });
    fetchMock.mockReturnValueOnce(respond(200, { token })).mockReturnValueOnce(respond(200, profile));
    let result: Awaited<ReturnType<typeof auth.login>> | undefined;
    await act(async () => {
      result = await auth.login('ann@example.com', 'secret pass');
    });
    expect(result).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/login');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ email: 'ann@example.com', password: 'secret pass' });
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(screen.getByTestId('state')).toHaveTextContent('user:Ann:j2');
  });

  it('reports a failed login with the server’s error and logs "Login failed"', async () => {
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('anonymous'));
    const error = { code: 'invalidCredentials', message: 'The email address or password is incorrect.' };
    fetchMock.mockReturnValueOnce(respond(401, { error }));
    let result: Awaited<ReturnType<typeof auth.login>> | undefined;
    await act(async () => {
      result = await auth.login('ann@example.com', 'wrong');
    });
    expect(result).toEqual({ ok: false, error });
    expect(consoleError).toHaveBeenCalledWith('Login failed', error.message);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logs "Token decoding failed on login" when the server sends an unreadable token', async () => {
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('anonymous'));
    fetchMock.mockReturnValueOnce(respond(200, { token: 'not-a-jwt' }));
    await act(async () => {
      await auth.login('ann@example.com', 'secret pass');
    });
    expect(consoleError).toHaveBeenCalledWith('Token decoding failed on login', expect.anything());
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logs out: clears the user and the token and goes to /login', async () => {
    window.localStorage.setItem('token', tokenFor(claims));
    fetchMock.mockReturnValueOnce(respond(200, profile));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('user:Ann'));
    act(() => auth.logout());
    expect(screen.getByTestId('state')).toHaveTextContent('anonymous');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(push).toHaveBeenCalledWith('/login');
  });

  it('refetches the profile on demand and logs "Failed to update profile" when an update fails', async () => {
    window.localStorage.setItem('token', tokenFor(claims));
    fetchMock.mockReturnValueOnce(respond(200, profile));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('user:Ann'));

    fetchMock.mockReturnValueOnce(respond(200, { ...profile, username: 'Annie' }));
    await act(() => auth.refreshProfile());
    expect(screen.getByTestId('state')).toHaveTextContent('user:Annie');

    fetchMock.mockReturnValueOnce(respond(409, { error: { code: 'emailTaken', message: 'taken' } }));
    await act(async () => {
      await auth.updateProfile({ email: 'bob@example.com' });
    });
    expect(consoleError).toHaveBeenCalledWith('Failed to update profile', 'taken');
    expect(auth.user?.email).toBe('ann@example.com');
  });
});
