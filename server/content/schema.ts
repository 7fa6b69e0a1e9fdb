import type { Generated, Selectable } from 'kysely';

// Table types of migration 005_content, added to the shared Database type by module augmentation.

export interface NewsTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  desc: string;
  logo: string;
  content: string;
  published: number;
  seed_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** The name's search form (db/search-text.ts `folded`, migration 039), written with it. */
  name_folded: string;
  logo: string;
  url: string;
  subject: string;
  registered_address: string;
  location: string;
  email: string;
  enabled: number;
  seed_key: string | null;
  created_at: string;
}

export interface FollowProfilesTable {
  user_id: number;
  display_name: string;
  hidden: number;
  seed_key: string | null;
}

export interface SupportConversationsTable {
  id: Generated<number>;
  user_id: number | null;
  guest_hash: string | null;
  uid: string;
  email: string;
  unread: number;
  last_message_at: string;
  created_at: string;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender: string;
  body: string;
  created_at: string;
}

declare module '../db/schema.js' {
  interface Database {
    news: NewsTable;
    companies: CompaniesTable;
    follow_profiles: FollowProfilesTable;
    support_conversations: SupportConversationsTable;
    support_messages: SupportMessagesTable;
  }
}

export type NewsRow = Selectable<NewsTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type SupportMessageRow = Selectable<SupportMessagesTable>;
