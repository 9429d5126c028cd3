import http from '@ohos.net.http';
import { FeedItem, FeedKind, FeedPage, FeedSource, FeedFilter, DEFAULT_PAGE_SIZE } from './FeedTypes';

const FEEDS_ENDPOINT = 'https://feeds.browser.qq.com/api/v2/feeds';

export abstract class BaseFeedSource implements FeedSource {
  abstract readonly name: string;
  protected cache: Map<string, FeedPage> = new Map();

  abstract fetchPage(cursor: string | null, size: number): Promise<FeedPage>;

  async refresh(): Promise<void> {
    this.cache.clear();
  }
}

export class RemoteFeedSource extends BaseFeedSource {
  readonly name: string = 'remote';
  private client: http.HttpRequest;

  constructor(private readonly endpoint: string = FEEDS_ENDPOINT) {
    super();
    this.client = http.createHttp();
  }

  async fetchPage(cursor: string | null, size: number = DEFAULT_PAGE_SIZE): Promise<FeedPage> {
    const cached = this.cache.get(cursor ?? '');
    if (cached) {
      return cached;
    }
    const resp = await this.client.request(`${this.endpoint}?cursor=${cursor ?? ''}&size=${size}`);
    const page = JSON.parse(resp.result as string) as FeedPage;
    this.cache.set(cursor ?? '', page);
    return page;
  }

  static withTimeout(ms: number): RemoteFeedSource;
  static withTimeout(ms: number, endpoint: string): RemoteFeedSource;
  static withTimeout(ms: number, endpoint?: string): RemoteFeedSource {
    const source = new RemoteFeedSource(endpoint);
    source.client.setTimeout?.(ms);
    return source;
  }
}

export namespace FeedFilters {
  export const noAds: FeedFilter = (item: FeedItem) => item.kind !== FeedKind.AD;

  export function byKind(kind: FeedKind): FeedFilter {
    return (item: FeedItem) => item.kind === kind;
  }
}

export function mergePages(first: FeedPage, second: FeedPage): FeedPage {
  return { items: [...first.items, ...second.items], nextCursor: second.nextCursor };
}

export const dedupeItems = (items: FeedItem[]): FeedItem[] => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id) !== undefined);
};
