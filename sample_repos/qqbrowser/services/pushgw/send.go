package pushgw

import (
	"context"
	"fmt"
)

// Send delivers one message; it is queued when the platform has no sender yet.
func (g *Gateway) Send(ctx context.Context, msg *Message) error {
	g.RLock()
	defer g.RUnlock()
	if g.closed {
		return ErrGatewayClosed
	}
	sender, ok := g.senderFor(msg.Platform)
	if !ok {
		g.pending.Push(msg)
		return nil
	}
	if err := sender.Send(ctx, msg); err != nil {
		g.Failed.Add(1)
		return fmt.Errorf("pushgw: send %s to %s: %w", msg.ID, msg.Platform, err)
	}
	g.Sent.Add(1)
	return nil
}

// Broadcast sends every message and returns how many were delivered.
func (g *Gateway) Broadcast(ctx context.Context, msgs []*Message) (int, error) {
	delivered := 0
	for _, msg := range msgs {
		if err := g.Send(ctx, msg); err != nil {
			return delivered, err
		}
		delivered++
	}
	return delivered, nil
}

func (g *Gateway) Close() error {
	g.Lock()
	defer g.Unlock()
	g.closed = true
	for _, s := range g.senders {
		if err := s.Close(); err != nil {
			return err
		}
	}
	return nil
}

func (g *Gateway) senderFor(p Platform) (Sender, bool) {
	s, ok := g.senders[p]
	return s, ok
}
