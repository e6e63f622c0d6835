import { withAdmin } from '@/lib/auth/guards';
import { listContactMessages } from '@/lib/db/queries/contact-messages';
import { json } from '@/lib/http/route';

export const GET = withAdmin(async () => {
  const messages = await listContactMessages();
  return json({
    messages: messages.map((message) => ({
      _id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      locale: message.locale,
      createdAt: message.created_at,
      readAt: message.read_at,
    })),
  });
});
