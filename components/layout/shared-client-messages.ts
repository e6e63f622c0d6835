/**
 * Client components share these messages; page-specific ones are provided by their pages. Of the
 * footer, only the newsletter form's strings: the rest of it is rendered on the server.
 */
export const sharedClientMessages = [
  'Nav',
  'NavNotifications',
  'LanguageSwitcher',
  'Cookie',
  'Converter',
  'Footer.newsletterTitle',
  'Footer.emailLabel',
  'Footer.emailPlaceholder',
  'Footer.subscribe',
  'Footer.subscribing',
  'Newsletter',
  'ErrorPage',
] as const;
