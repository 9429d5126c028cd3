"""JavaScript, TypeScript, TSX and ArkTS: Object's members, Error, and the EventEmitter family
(node's `events` and `eventemitter3`), whose API is fixed."""
from . import LanguagePack, bases

_OBJECT = "constructor toString valueOf hasOwnProperty prototype isPrototypeOf propertyIsEnumerable toLocaleString"
_EMITTER = ("on once off emit addListener removeListener removeAllListeners listeners listenerCount eventNames "
            "setMaxListeners getMaxListeners prependListener prependOnceListener rawListeners")
_BASES = bases(
    EventEmitter=_EMITTER, Error="message name stack cause toString", TypeError="message name stack cause",
    RangeError="message name stack cause",
)
JAVASCRIPT = LanguagePack(name="javascript", implicit=frozenset(_OBJECT.split()), known_bases=_BASES)
TYPESCRIPT = LanguagePack(name="typescript", implicit=frozenset(_OBJECT.split()), known_bases=_BASES)
ARKTS = LanguagePack(name="arkts", implicit=frozenset((_OBJECT + " build aboutToAppear").split()), known_bases=_BASES)
