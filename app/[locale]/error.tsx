'use client';

import type { ErrorInfo } from 'next/error';
import { ErrorContent } from '@/components/layout/error-content';

// Catches a failure in any page below [locale]; the locale layout, and with it the visitor's
// language, is still there. `retry` fetches the segment again, so a failed server render can recover.
export default function LocaleError({ retry }: ErrorInfo) {
  return <ErrorContent retry={retry} />;
}
