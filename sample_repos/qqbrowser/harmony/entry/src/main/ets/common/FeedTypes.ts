/**
 * Types shared by the HarmonyOS feeds page and its data layer.
 */
export enum FeedKind {
  ARTICLE = 'article',
  VIDEO = 'video',
  AD = 'ad',
}

export interface FeedItem {
  id: string;
  kind: FeedKind;
  title: string;
  coverUrl?: string;
  readonly publishedAt: number;
}

export interface VideoFeedItem extends FeedItem {
  durationMs: number;
  autoplay: boolean;
}

export interface FeedSource {
  readonly name: string;
  fetchPage(cursor: string | null, size: number): Promise<FeedPage>;
  refresh(): Promise<void>;
}

export interface FeedPage {
  items: FeedItem[];
  nextCursor: string | null;
}

export type FeedFilter = (item: FeedItem) => boolean;

export type FeedCursor = string | null;

export const DEFAULT_PAGE_SIZE = 20;
