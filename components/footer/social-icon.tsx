import type { SocialId } from '@/lib/site-config';
import { Icon } from '@/components/ui/icon';

export function SocialIcon({ id }: { id: SocialId }) {
  return <Icon id={id} className="h-5 w-5" />;
}
