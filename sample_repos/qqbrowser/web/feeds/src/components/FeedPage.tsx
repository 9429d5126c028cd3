import React, { useEffect, useMemo, useState } from 'react';
import { createClient } from '../api/feedClient';
import { FeedList } from './FeedList';

const CHANNELS = ['recommend', 'video', 'tech'] as const;

type Channel = (typeof CHANNELS)[number];

type FeedPageProps = {
  baseUrl: string;
  initialChannel?: Channel;
};

export function useChannel(initial: Channel): [Channel, (next: Channel) => void] {
  const [channel, setChannel] = useState<Channel>(initial);
  useEffect(() => {
    document.title = `Feeds - ${channel}`;
  }, [channel]);
  return [channel, setChannel];
}

export default function FeedPage({ baseUrl, initialChannel = 'recommend' }: FeedPageProps) {
  const client = useMemo(() => createClient(baseUrl), [baseUrl]);
  const [channel, setChannel] = useChannel(initialChannel);
  return (
    <main>
      <nav>
        {CHANNELS.map((c) => (
          <button key={c} disabled={c === channel} onClick={() => setChannel(c)}>{c}</button>
        ))}
      </nav>
      <FeedList client={client} channel={channel} />
    </main>
  );
}
