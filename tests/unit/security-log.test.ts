import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSecurityEvent, logAdminAction, logSecurityEvent } from '@/lib/security-log';

const at = new Date('2026-05-01T12:00:00.000Z');

afterEach(() => vi.restoreAllMocks());

describe('security log lines', () => {
  it('are one JSON object with time, event, outcome, client address and account', () => {
    const line = formatSecurityEvent({ event: 'login', outcome: 'failure', ip: '203.0.113.9', account: 'ann@example.com' }, at);
    expect(JSON.parse(line)).toEqual({
      time: '2026-05-01T12:00:00.000Z',
      type: 'security',
      event: 'login',
      outcome: 'failure',
      ip: '203.0.113.9',
      account: 'ann@example.com',
    });
  });

  it('escape every control character, so a value cannot start a forged line', () => {
    const forged = 'x@example.com\n2026-05-01 ✓ Administrator created.\r\u001b[2J\u0000\u007f\u0085\u2028\u2029';
    const line = formatSecurityEvent({ event: 'login', outcome: 'failure', ip: '203.0.113.9', account: forged }, at);
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('\\n2026-05-01');
    expect(line).toContain('\\u001b[2J');
    expect(line).toContain('\\u0085');
    expect(line).toContain('\\u2028');
    // Still valid JSON that reads back as exactly what was logged.
    expect(JSON.parse(line).account).toBe(forged);
  });

  it('carry only the named fields: nothing else passed along reaches the log', () => {
    const entry = {
      event: 'password-change',
      outcome: 'success',
      ip: '::1',
      account: 'u1',
      password: 'hunter2 secret',
      token: 'eyJhbGciOi',
    };
    const line = formatSecurityEvent(entry as Parameters<typeof formatSecurityEvent>[0], at);
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('eyJhbGciOi');
  });

  it('are written as one console line each, and admin actions name actor, action and target', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    logSecurityEvent({ event: 'email-change', outcome: 'success', ip: '::1', account: 'u1' });
    logAdminAction({ ip: '::1', actor: 'admin-1', action: 'ban', target: 'u2', outcome: 'success' });
    expect(info).toHaveBeenCalledTimes(2);
    expect(JSON.parse(info.mock.calls[1]![0] as string)).toMatchObject({
      event: 'admin-action',
      actor: 'admin-1',
      action: 'ban',
      target: 'u2',
      account: 'u2',
      outcome: 'success',
    });
  });
});
