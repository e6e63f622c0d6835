/** A message above a form: errors are announced at once (role=alert), successes politely. */
export function FormAlert({ kind, children }: { kind: 'error' | 'success'; children: React.ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={
        kind === 'error'
          ? 'rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800'
          : 'rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800'
      }
    >
      {children}
    </p>
  );
}
