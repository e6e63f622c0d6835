'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch, type ApiErrorBody } from '@/lib/auth/client/api-client';
import { passwordChangeSchema, profileUpdateSchema } from '@/lib/validations/auth';
import { UserAvatar } from '@/components/auth/user-avatar';
import { useErrorText } from '@/components/auth/use-error-text';
import { primaryButtonClass, TextField } from '@/components/ui/form-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useRequireUser } from './use-require-user';

type Feedback = { kind: 'success' | 'error'; text: string } | null;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-surface-line bg-white p-6">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-surface-line bg-white px-4 py-2 text-sm font-medium hover:bg-surface-alt disabled:opacity-60';

export function ProfileEditor() {
  const t = useTranslations('Profile');
  const tEmail = useTranslations('EmailChange');
  const { message: errorMessage } = useErrorText();
  const { user, updateProfile, acceptToken, refreshProfile, logout } = useRequireUser();
  const [details, setDetails] = useState<Feedback>(null);
  const [password, setPassword] = useState<Feedback>(null);
  const [image, setImage] = useState<Feedback>(null);
  const [emailDraft, setEmailDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState<'details' | 'password' | 'image' | 'sessions' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!user)
    return (
      <p aria-busy="true" className="text-ink-muted">
        …
      </p>
    );

  const fail = (set: (feedback: Feedback) => void, error: ApiErrorBody | string) => set({ kind: 'error', text: errorMessage(error) });

  // A new address (not just its case) needs the current password; the server checks it too.
  const emailChanging = emailDraft !== null && emailDraft.trim().toLowerCase() !== user.email.toLowerCase();
  const detailsError = (error: ApiErrorBody | string) => {
    const code = typeof error === 'string' ? error : error.code;
    if (code === 'currentPasswordRequired') setDetails({ kind: 'error', text: tEmail('passwordRequired') });
    else fail(setDetails, error);
  };

  async function saveDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = Object.fromEntries(new FormData(event.currentTarget)) as { username: string; email: string; currentPassword?: string };
    if (emailChanging && !input.currentPassword) return detailsError('currentPasswordRequired');
    const parsed = profileUpdateSchema.safeParse(input);
    if (!parsed.success) return detailsError(parsed.error.issues[0]!.message);
    setBusy('details');
    const result = await updateProfile(parsed.data);
    setBusy(null);
    if (!result.ok) return detailsError(result.error);
    setEmailDraft(null);
    setDetails({ kind: 'success', text: t('saved') });
  }

  async function savePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = passwordChangeSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) return fail(setPassword, parsed.error.issues[0]!.message);
    setBusy('password');
    const result = await apiFetch<{ token: string }>('/api/user/password', { method: 'POST', json: parsed.data });
    setBusy(null);
    if (!result.ok) return fail(setPassword, result.error);
    await acceptToken(result.data.token);
    form.reset();
    setPassword({ kind: 'success', text: t('passwordChanged') });
  }

  async function uploadImage(file: File) {
    setBusy('image');
    const result = await apiFetch('/api/user/avatar', {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    });
    setBusy(null);
    if (fileInput.current) fileInput.current.value = '';
    if (!result.ok) return fail(setImage, result.error.code === 'invalidInput' ? 'invalidImage' : result.error);
    await refreshProfile();
    setImage({ kind: 'success', text: t('imageUpdated') });
  }

  async function logOutEverywhere() {
    setBusy('sessions');
    const result = await apiFetch('/api/user/logout-all', { method: 'POST' });
    setBusy(null);
    // Either way this device's token no longer works (or should not be kept): log out here too.
    if (!result.ok && result.status !== 401) console.error('Failed to update profile', result.error.message);
    logout();
  }

  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>

      <Card title={t('imageTitle')}>
        <div className="flex items-center gap-4">
          <UserAvatar name={user.username} image={user.profileImage} size={72} alt={t('imageAlt', { name: user.username })} />
          <div className="space-y-2">
            <p className="text-sm text-ink-muted">{t('imageHelp')}</p>
            <label className={`${secondaryButtonClass} cursor-pointer`}>
              {busy === 'image' ? t('uploading') : t('upload')}
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="sr-only"
                disabled={busy === 'image'}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void uploadImage(file);
                }}
              />
            </label>
          </div>
        </div>
        {image ? (
          <div className="mt-4">
            <FormAlert kind={image.kind}>{image.text}</FormAlert>
          </div>
        ) : null}
      </Card>

      <Card title={t('detailsTitle')}>
        <form onSubmit={saveDetails} noValidate className="space-y-4">
          {details ? <FormAlert kind={details.kind}>{details.text}</FormAlert> : null}
          <TextField id="profile-username" name="username" label={t('username')} defaultValue={user.username} autoComplete="username" />
          <TextField
            id="profile-email"
            name="email"
            type="email"
            label={t('email')}
            defaultValue={user.email}
            autoComplete="email"
            onChange={(event) => setEmailDraft(event.target.value)}
          />
          {emailChanging ? (
            <TextField
              id="profile-email-password"
              name="currentPassword"
              type="password"
              label={tEmail('password')}
              autoComplete="current-password"
            />
          ) : null}
          <button type="submit" disabled={busy === 'details'} className={primaryButtonClass}>
            {busy === 'details' ? t('saving') : t('save')}
          </button>
        </form>
      </Card>

      <Card title={t('passwordTitle')}>
        <form onSubmit={savePassword} noValidate className="space-y-4">
          {password ? <FormAlert kind={password.kind}>{password.text}</FormAlert> : null}
          <TextField
            id="profile-current-password"
            name="currentPassword"
            type="password"
            label={t('currentPassword')}
            autoComplete="current-password"
          />
          <TextField id="profile-new-password" name="newPassword" type="password" label={t('newPassword')} autoComplete="new-password" />
          <TextField
            id="profile-confirm-password"
            name="confirmPassword"
            type="password"
            label={t('confirmPassword')}
            autoComplete="new-password"
          />
          <button type="submit" disabled={busy === 'password'} className={primaryButtonClass}>
            {busy === 'password' ? t('saving') : t('changePassword')}
          </button>
        </form>
      </Card>

      <Card title={t('sessionsTitle')}>
        <p className="mb-4 text-sm text-ink-muted">{t('logoutEverywhereHelp')}</p>
        <button type="button" onClick={logOutEverywhere} disabled={busy === 'sessions'} className={secondaryButtonClass}>
          {t('logoutEverywhere')}
        </button>
      </Card>
    </div>
  );
}
