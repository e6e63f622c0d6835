// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { CONSENT_EVENT, readConsent, recordConsent } from '@/lib/site/consent/consent-cookie';

describe('the consent cookie', () => {
  beforeEach(() => {
    Cookies.remove('mySiteCookieConsent', { path: '/' });
  });

  it('reads no cookie as no answer yet', () => {
    expect(readConsent()).toBe('unset');
  });

  it('reads a refusal as a refusal: third-party scripts need an explicit true', () => {
    for (const value of ['false', '', 'yes', 'TRUE']) {
      Cookies.set('mySiteCookieConsent', value);
      expect(readConsent(), value).toBe('declined');
    }
    Cookies.set('mySiteCookieConsent', 'true');
    expect(readConsent()).toBe('accepted');
  });

  it('records either answer in the same cookie and tells the page', () => {
    const heard = vi.fn();
    window.addEventListener(CONSENT_EVENT, heard);
    recordConsent(false);
    expect(Cookies.get('mySiteCookieConsent')).toBe('false');
    recordConsent(true);
    expect(Cookies.get('mySiteCookieConsent')).toBe('true');
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener(CONSENT_EVENT, heard);
  });
});
