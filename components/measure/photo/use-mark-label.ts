import { useTranslations } from 'next-intl';
import { cornerNames, type MarkId } from './marks';

/** Each mark's accessible name, which also names it in messages about it. */
export function useMarkLabel(): (id: MarkId) => string {
  const t = useTranslations('MeasurePhoto');
  return (id) => (typeof id === 'number' ? t(`corner.${cornerNames[id]}`) : t(id === 'heel' ? 'heelLabel' : 'toeLabel'));
}
