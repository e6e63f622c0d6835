import { listContactMessages } from '@/lib/contact/list-messages';
import { adminRoute, json } from '@/lib/http/route';

export const GET = adminRoute({}, async () => json({ messages: await listContactMessages() }));
