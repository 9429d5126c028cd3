package pushgw

import "sync/atomic"

// Stats counts deliveries; Gateway embeds it, so g.Sent and g.Snapshot() work on a Gateway.
type Stats struct {
	Sent   atomic.Int64
	Failed atomic.Int64
}

func (s *Stats) Snapshot() map[string]int64 {
	return map[string]int64{"sent": s.Sent.Load(), "failed": s.Failed.Load()}
}
