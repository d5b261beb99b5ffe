export interface Category {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
}

export interface Profile {
  user_id: string;
  full_name: string | null;
  created_at: string;
}

export type NotificationType = 'content' | 'welcome' | 'billing';

/** Local sample notification (spec §3). */
export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  /** Display text such as '2 hours ago'. */
  time: string;
  read: boolean;
  type: NotificationType;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}
