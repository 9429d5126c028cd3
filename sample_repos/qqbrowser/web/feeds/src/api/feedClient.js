'use strict';

const { URLSearchParams } = require('url');
const retry = require('./retry');

const DEFAULT_TIMEOUT_MS = 8000;

class FeedClientError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'FeedClientError';
    this.status = status;
  }
}

class FeedClient {
  #inflight = new Map();
  retries = 2;

  constructor(baseUrl, { timeoutMs = DEFAULT_TIMEOUT_MS, fetchImpl = globalThis.fetch } = {}) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.timeoutMs = timeoutMs;
    this.fetchImpl = fetchImpl;
  }

  get pending() {
    return this.#inflight.size;
  }

  async fetchChannel(channel, cursor = '') {
    const query = new URLSearchParams({ channel, cursor });
    const url = `${this.baseUrl}/feeds?${query}`;
    if (!this.#inflight.has(url)) {
      this.#inflight.set(url, retry(() => this.#request(url), this.retries).finally(() => this.#inflight.delete(url)));
    }
    const page = await this.#inflight.get(url);
    return page.items;
  }

  async #request(url) {
    const resp = await this.fetchImpl(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!resp.ok) {
      throw new FeedClientError(resp.status, `feeds request failed: ${resp.status}`);
    }
    return resp.json();
  }

  static fromEnv(env = process.env) {
    return new FeedClient(env.FEEDS_BASE_URL || 'https://feeds.browser.qq.com/api/v2');
  }
}

function createClient(baseUrl, options) {
  return new FeedClient(baseUrl, options);
}

const isRetryable = (error) => error instanceof FeedClientError && error.status >= 500;

module.exports = { FeedClient, FeedClientError, createClient, isRetryable };
