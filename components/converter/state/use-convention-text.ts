import { useTranslations } from 'next-intl';
import type { ConventionId } from '@/lib/sizes/conventions/conventions';
import { conventionOptionKey } from '@/lib/converter/message-keys';

/** A convention's option as the page's language names it; keys are checked by the message-keys unit test. */
export function useConventionText() {
  const t = useTranslations('Conventions');
  return {
    title: (id: ConventionId) => t(`${id}.title`),
    option: (id: ConventionId, option: string) => {
      const key = (conventionOptionKey[id] as Record<string, string>)[option];
      return key ? t(`${id}.options.${key}` as Parameters<typeof t>[0]) : option;
    },
  };
}
