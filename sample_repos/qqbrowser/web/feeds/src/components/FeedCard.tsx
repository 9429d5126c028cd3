import React, { useCallback, useState } from 'react';
import { formatAge } from '../utils/format';

export type FeedKind = 'article' | 'video';

export interface FeedItem {
  id: string;
  kind: FeedKind;
  title: string;
  publishedAt: number;
}

export interface FeedCardProps {
  item: FeedItem;
  onOpen?: (item: FeedItem) => void;
}

export function FeedBadge({ kind }: { kind: FeedKind }) {
  return kind === 'video' ? <span className="badge">Video</span> : null;
}

export const FeedCard: React.FC<FeedCardProps> = ({ item, onOpen }) => {
  const [pressed, setPressed] = useState(false);
  const open = useCallback(() => {
    setPressed(true);
    onOpen?.(item);
  }, [item, onOpen]);

  return (
    <li className={pressed ? 'feed-card pressed' : 'feed-card'} onClick={open}>
      <FeedBadge kind={item.kind} />
      <h3>{item.title}</h3>
      <time>{formatAge(item.publishedAt)}</time>
    </li>
  );
};

export default React.memo(FeedCard);
