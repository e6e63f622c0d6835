export const inputClass =
  'mt-1 block w-full rounded-md border border-surface-line bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-soft focus:border-brand-500';
