package pushgw

import (
	"context"
	"io"
	"net/http"
)

// Sender talks to one platform push service. It closes its connections with io.Closer's Close.
type Sender interface {
	io.Closer
	Platform() Platform
	Send(ctx context.Context, msg *Message) error
}

// Compile-time checks that both senders implement Sender (Go has no "implements" clause).
var (
	_ Sender = (*APNsSender)(nil)
	_ Sender = (*FCMSender)(nil)
)

// baseSender holds what every sender shares; embedding it promotes Platform and Close.
type baseSender struct {
	platform Platform
	client   *http.Client
}

func (b *baseSender) Platform() Platform { return b.platform }

func (b *baseSender) Close() error {
	b.client.CloseIdleConnections()
	return nil
}

// APNsSender implements Sender for Apple devices.
type APNsSender struct {
	baseSender
	Topic string
}

func NewAPNsSender(topic string) *APNsSender {
	return &APNsSender{baseSender: baseSender{platform: PlatformIOS, client: &http.Client{}}, Topic: topic}
}

func (s *APNsSender) Send(ctx context.Context, msg *Message) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.push.apple.com/3/device/"+msg.DeviceToken, nil)
	if err != nil {
		return err
	}
	req.Header.Set("apns-topic", s.Topic)
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// FCMSender implements Sender for Android devices.
type FCMSender struct {
	baseSender
	ProjectID string
}

func (s *FCMSender) Send(ctx context.Context, msg *Message) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://fcm.googleapis.com/v1/projects/"+s.ProjectID+"/messages:send", nil)
	if err != nil {
		return err
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
