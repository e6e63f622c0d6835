/** The user's picture, or their initial on a coloured disc when they have none. */
export function UserAvatar({ name, image, size = 32, alt = '' }: { name: string; image: string | null; size?: number; alt?: string }) {
  if (image) {
    // eslint-disable-next-line @next/next/no-img-element -- a small avatar served by our API; the optimizer adds nothing
    return (
      <img src={image} alt={alt} width={size} height={size} className="rounded-full object-cover" style={{ width: size, height: size }} />
    );
  }
  return (
    <span
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      className="inline-flex items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
      style={{ width: size, height: size, fontSize: size * 0.45 }}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
