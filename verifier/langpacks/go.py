"""Go: no inheritance; embedded interfaces of the standard library have known methods."""
from . import LanguagePack, bases

GO = LanguagePack(
    name="go",
    capitalised_members=True,
    implicit_types=frozenset({"error"}),
    known_bases=bases(
        error="Error", Stringer="String", Writer="Write", Reader="Read", Closer="Close",
        ReadWriter="Read Write", ReadCloser="Read Close", WriteCloser="Write Close",
        ReadWriteCloser="Read Write Close", WriterTo="WriteTo", ReaderFrom="ReadFrom",
        ByteWriter="WriteByte", StringWriter="WriteString", Handler="ServeHTTP", Context="Deadline Done Err Value",
        Marshaler="MarshalJSON MarshalText MarshalLogObject MarshalLogArray", Unmarshaler="UnmarshalJSON UnmarshalText",
        Locker="Lock Unlock", Syncer="Sync",
    ),
)
