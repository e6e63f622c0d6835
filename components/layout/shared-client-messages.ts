/**
 * Client components share these messages; page-specific ones are provided by their pages. Only the
 * keys client code reads: the header's and footer's other strings are rendered on the server, and the
 * newsletter's result page reads its title and link there too.
 */
export const sharedClientMessages = [
  'Nav.openMenu',
  'Nav.closeMenu',
  'Nav.mobileMenu',
  'Nav.saved',
  'Nav.contact',
  'Nav.login',
  'Nav.dashboard',
  'Nav.logout',
  'Nav.account',
  'NavNotifications',
  'LanguageSwitcher',
  'Cookie',
  'Converter',
  'Footer.newsletterTitle',
  'Footer.emailLabel',
  'Footer.emailPlaceholder',
  'Footer.subscribe',
  'Footer.subscribing',
  'Newsletter.subscribed',
  'Newsletter.already',
  'Newsletter.invalid',
  'Newsletter.failed',
  'ErrorPage',
] as const;
