import {
  Bell,
  CircleUser,
  FileText,
  Inbox,
  LayoutDashboard,
  Newspaper,
  Puzzle,
  ScrollText,
  Send,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type DashboardNavKey =
  | 'overview'
  | 'users'
  | 'content'
  | 'extensions'
  | 'messages'
  | 'outbox'
  | 'newsletter'
  | 'auditLog'
  | 'profile'
  | 'mySizes'
  | 'notifications';

export type DashboardNavItem = { key: DashboardNavKey; href: string; icon: LucideIcon; adminOnly: boolean };

/** The sidebar, in order. Members see their overview, profile, sizes and notifications only. */
export const dashboardNavItems: DashboardNavItem[] = [
  { key: 'overview', href: '/dashboard', icon: LayoutDashboard, adminOnly: false },
  { key: 'users', href: '/dashboard/users', icon: Users, adminOnly: true },
  { key: 'content', href: '/dashboard/content', icon: FileText, adminOnly: true },
  { key: 'extensions', href: '/dashboard/extensions', icon: Puzzle, adminOnly: true },
  { key: 'messages', href: '/dashboard/messages', icon: Inbox, adminOnly: true },
  { key: 'outbox', href: '/dashboard/outbox', icon: Send, adminOnly: true },
  { key: 'newsletter', href: '/dashboard/newsletter', icon: Newspaper, adminOnly: true },
  { key: 'auditLog', href: '/dashboard/audit-log', icon: ScrollText, adminOnly: true },
  { key: 'profile', href: '/dashboard/profile', icon: CircleUser, adminOnly: false },
  // The account area's "AI feature" slot: sizes worked out for the user from one measurement.
  { key: 'mySizes', href: '/dashboard/my-sizes', icon: Sparkles, adminOnly: false },
  { key: 'notifications', href: '/dashboard/notifications', icon: Bell, adminOnly: false },
];
