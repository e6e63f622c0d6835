import 'server-only';
import { listExtensionRows } from '@/lib/db/queries/extensions';
import { analyticsConfigSchema, chatConfigSchema } from '@/lib/validations/extensions';
import { extensionKeys, type PublicExtension } from './catalogue';

function parsedConfig<T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }, json: string | undefined, empty: T): T {
  try {
    const result = schema.safeParse(json ? JSON.parse(json) : {});
    return result.success ? result.data! : empty;
  } catch {
    return empty;
  }
}

/**
 * Every extension with its status and only its public setting; one that was never configured is
 * disabled. A stored setting that no longer fits is treated as empty, so it never loads anything.
 */
export async function listExtensions(): Promise<PublicExtension[]> {
  const rows = new Map((await listExtensionRows()).map((row) => [row.key, row]));
  return extensionKeys.map((key): PublicExtension => {
    const row = rows.get(key);
    const status = row?.status ?? 'disabled';
    return key === 'chat'
      ? { key, status, config: { appKey: parsedConfig(chatConfigSchema, row?.config, { appKey: '' }).appKey } }
      : { key, status, config: { measurementId: parsedConfig(analyticsConfigSchema, row?.config, { measurementId: '' }).measurementId } };
  });
}
