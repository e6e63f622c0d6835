import { Icon } from './icon';

export function StarIcon({ filled, className = 'h-5 w-5' }: { filled: boolean; className?: string }) {
  return <Icon id="star" className={className} fill={filled ? 'currentColor' : 'none'} />;
}
