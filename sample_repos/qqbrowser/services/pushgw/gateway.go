// Package pushgw fans browser push messages out to the platform push services.
package pushgw

import (
	"errors"
	"sync"
	"time"
)

const (
	// DefaultTTL is how long a message waits for an offline device.
	DefaultTTL   = 24 * time.Hour
	maxBatchSize = 500
)

var ErrGatewayClosed = errors.New("pushgw: gateway closed")

// Gateway routes each message to the Sender of its platform. Its methods live in send.go.
type Gateway struct {
	sync.RWMutex
	*Stats
	senders map[Platform]Sender
	pending *Queue[*Message]
	ttl     time.Duration
	closed  bool
}

// Option configures a Gateway in NewGateway.
type Option func(*Gateway)

func NewGateway(opts ...Option) *Gateway {
	g := &Gateway{
		Stats:   &Stats{},
		senders: make(map[Platform]Sender),
		pending: NewQueue[*Message](maxBatchSize),
		ttl:     DefaultTTL,
	}
	for _, opt := range opts {
		opt(g)
	}
	return g
}

func WithSender(s Sender) Option {
	return func(g *Gateway) { g.senders[s.Platform()] = s }
}

func WithTTL(ttl time.Duration) Option {
	return func(g *Gateway) { g.ttl = ttl }
}
