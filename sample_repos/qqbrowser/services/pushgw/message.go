package pushgw

import "time"

// Platform is the push service a device is registered with.
type Platform int

const (
	PlatformIOS Platform = iota
	PlatformAndroid
	PlatformHarmony
)

func (p Platform) String() string {
	switch p {
	case PlatformIOS:
		return "ios"
	case PlatformAndroid:
		return "android"
	case PlatformHarmony:
		return "harmony"
	}
	return "unknown"
}

type MessageID = string

type Message struct {
	ID          MessageID
	Platform    Platform
	DeviceToken string
	Title, Body string
	Payload     map[string]string
	ExpiresAt   time.Time
}
