package pushgw

import "sync"

// Queue is a bounded FIFO; when full, Push drops the oldest item.
type Queue[T any] struct {
	mu       sync.Mutex
	items    []T
	capacity int
}

func NewQueue[T any](capacity int) *Queue[T] {
	return &Queue[T]{capacity: capacity}
}

func (q *Queue[T]) Push(item T) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.items) == q.capacity {
		q.items = q.items[1:]
	}
	q.items = append(q.items, item)
}

func (q *Queue[T]) Pop() (T, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	var zero T
	if len(q.items) == 0 {
		return zero, false
	}
	item := q.items[0]
	q.items = q.items[1:]
	return item, true
}

func (q *Queue[T]) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.items)
}
