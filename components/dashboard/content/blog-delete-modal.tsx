'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '../modal';

/** The confirmation before a post is deleted in every language: nothing goes until the admin confirms. */
export function BlogDeleteModal({
  post,
  onClose,
  onConfirm,
}: {
  post: { slug: string; title: string } | null;
  onClose: () => void;
  onConfirm: (slug: string) => Promise<void>;
}) {
  const t = useTranslations('BlogDelete');
  const content = useTranslations('ContentAdmin');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!post) return;
    setBusy(true);
    await onConfirm(post.slug);
    setBusy(false);
  }

  return (
    <Modal
      open={!!post}
      onClose={onClose}
      title={t('title', { title: post?.title ?? '' })}
      description={t('description')}
      onSubmit={(event) => void submit(event)}
      submitLabel={content('deletePost')}
      busy={busy}
      busyLabel={t('busy')}
      tone="danger"
    >
      {null}
    </Modal>
  );
}
