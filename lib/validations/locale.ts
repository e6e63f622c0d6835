import { z } from 'zod';
import { defaultLocale, locales } from '@/lib/i18n/routing';

/** The language a form was sent from; anything missing or unknown is the default language. */
export const localeField = z.enum(locales).catch(defaultLocale);
