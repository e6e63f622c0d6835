/**
 * The site's two extensions and the one public setting each needs. The chat widget is Crisp, whose
 * embed takes the website's ID (its "app key"); analytics is Google Analytics 4 through gtag.js with
 * a measurement ID. Only these settings ever leave the server.
 */
export const extensionKeys = ['chat', 'analytics'] as const;
export type ExtensionStatus = 'enabled' | 'disabled';

export type ChatConfig = { appKey: string };
export type AnalyticsConfig = { measurementId: string };

export type PublicExtension =
  { key: 'chat'; status: ExtensionStatus; config: ChatConfig } | { key: 'analytics'; status: ExtensionStatus; config: AnalyticsConfig };

/** Whether the site should load an extension: Enabled, and holding the setting its embed needs. */
export function isActive(extension: PublicExtension | undefined): boolean {
  if (!extension || extension.status !== 'enabled') return false;
  return extension.key === 'chat' ? extension.config.appKey !== '' : extension.config.measurementId !== '';
}
