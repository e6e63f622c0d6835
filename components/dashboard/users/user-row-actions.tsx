'use client';

import { useTranslations } from 'next-intl';
import { Ban, BellRing, Mail, Pencil, ShieldCheck, Trash2, type LucideIcon } from 'lucide-react';
import type { AdminUser } from '@/lib/users/admin-user-dto';

export type RowAction = 'ban' | 'unban' | 'delete' | 'email' | 'notify' | 'edit';

const buttons: {
  action: RowAction;
  icon: LucideIcon;
  label: 'ban' | 'unban' | 'delete' | 'sendEmail' | 'notify' | 'edit';
  named: 'banUser' | 'unbanUser' | 'deleteUser' | 'emailUser' | 'notifyUser' | 'editUser';
}[] = [
  { action: 'edit', icon: Pencil, label: 'edit', named: 'editUser' },
  { action: 'email', icon: Mail, label: 'sendEmail', named: 'emailUser' },
  { action: 'notify', icon: BellRing, label: 'notify', named: 'notifyUser' },
  { action: 'ban', icon: Ban, label: 'ban', named: 'banUser' },
  { action: 'unban', icon: ShieldCheck, label: 'unban', named: 'unbanUser' },
  { action: 'delete', icon: Trash2, label: 'delete', named: 'deleteUser' },
];

/** Icon buttons; each has the user's name in its accessible name ("Ban Ann") and a tooltip. */
export function UserRowActions({ user, onAction }: { user: AdminUser; onAction: (action: RowAction, user: AdminUser) => void }) {
  const t = useTranslations('AdminUsers');
  const shown = buttons.filter(({ action }) => (user.banned ? action !== 'ban' : action !== 'unban'));
  return (
    <div className="flex gap-1">
      {shown.map(({ action, icon: Icon, label, named }) => (
        <button
          // Ban and Unban share a key: the button is kept, so focus stays on it when it toggles.
          key={action === 'unban' ? 'ban' : action}
          type="button"
          title={t(label)}
          aria-label={t(named, { name: user.username })}
          onClick={() => onAction(action, user)}
          className={`inline-flex h-9 w-9 items-center justify-center rounded-md border border-surface-line bg-white hover:bg-surface-alt ${
            action === 'delete' || action === 'ban' ? 'text-red-700' : 'text-ink'
          }`}
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
        </button>
      ))}
    </div>
  );
}
