import React from 'react';
import { FeedClient } from '../api/feedClient';
import { FeedCard, FeedItem } from './FeedCard';

export interface FeedListProps {
  client: FeedClient;
  channel: string;
  onOpen?: (item: FeedItem) => void;
}

interface FeedListState {
  items: FeedItem[];
  error: string | null;
}

export class FeedList extends React.Component<FeedListProps, FeedListState> {
  static defaultProps = { channel: 'recommend' };
  state: FeedListState = { items: [], error: null };
  private loading = false;

  componentDidMount(): void {
    this.refresh();
  }

  componentDidUpdate(prev: FeedListProps): void {
    if (prev.channel !== this.props.channel) {
      this.refresh();
    }
  }

  handleRefresh = async (): Promise<void> => {
    await this.refresh();
  };

  async refresh(): Promise<void> {
    if (this.loading) {
      return;
    }
    this.loading = true;
    try {
      const items = await this.props.client.fetchChannel(this.props.channel);
      this.setState({ items, error: null });
    } catch (e) {
      this.setState({ error: String(e) });
    } finally {
      this.loading = false;
    }
  }

  render() {
    const { items, error } = this.state;
    if (error) {
      return <div className="feed-error" onClick={this.handleRefresh}>{error}</div>;
    }
    return (
      <ul className="feed-list">
        {items.map((item) => (
          <FeedCard key={item.id} item={item} onOpen={this.props.onOpen} />
        ))}
      </ul>
    );
  }
}
