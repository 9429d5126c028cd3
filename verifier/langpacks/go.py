"""Go: no inheritance; embedded interfaces of the standard library have known methods."""
from . import LanguagePack, bases

# `func (r *T) Open(...) *DB {`: one named result type, a pointer allowed.
_GO_RETURN = r"\bfunc\s+(?:\([^)]*\)\s*)?{n}\s*(?:\[[^\]]*\])?\((?:[^()]|\([^()]*\))*\)\s*\*?(?P<ret>[A-Za-z_][\w.]*)\s*\{{"
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
        # io's one-method interfaces and their unions, io/fs's and net/http's: what an embedded standard
        # interface brings is known, so a type embedding only these is closed (afero's File: io.ReaderAt,
        # io.Seeker, io.WriterAt… bring no Mkdir)
        ReaderAt="ReadAt", WriterAt="WriteAt", Seeker="Seek", ReadSeeker="Read Seek",
        ReadWriteSeeker="Read Write Seek", ReadSeekCloser="Read Seek Close", WriteSeeker="Write Seek",
        ByteReader="ReadByte", ByteScanner="ReadByte UnreadByte", RuneReader="ReadRune",
        RuneScanner="ReadRune UnreadRune",
        FileInfo="Name Size Mode ModTime IsDir Sys", DirEntry="Name IsDir Type Info", ReadDirFile="ReadDir",
        ResponseWriter="Header Write WriteHeader", RoundTripper="RoundTrip", Flusher="Flush",
        Hijacker="Hijack", GoStringer="GoString", TextMarshaler="MarshalText", TextUnmarshaler="UnmarshalText",
        BinaryMarshaler="MarshalBinary", BinaryUnmarshaler="UnmarshalBinary",
    ),
    return_pattern=_GO_RETURN,
)


# Namespaces of Go's standard library (platform, standard library, well-known libraries): a reference rooted
# in one that the repository does not define is outside what the repository can settle.
EXTERNAL_ROOTS = frozenset((
    "bytes context errors fmt http io ioutil strings sync testing time"
).split())
# Simple names Go's standard library use for their own types: prose says "Socket.close()" of the platform's
# type as often as of a repository's own, so a miss on a repository type of such a name needs more
# evidence (resolve's platform_homonym and homonym_defined_here rules).
PLATFORM_HOMONYMS = frozenset((
    "Buffer Context Error File Handler Logger Reader Request Response Writer"
).split())
# Packages of Go (none: its standard library is a library here)' platform SDK, as qualified names start: a base imported from one is the
# platform's, whose members every developer knows without the repository writing them down, and which
# cannot declare a member named after one of this repository's types.
PLATFORM_PACKAGES: tuple[str, ...] = ()
# Exported names of the standard-library packages whose names Go repositories reuse for their own
# packages (logrus's hooks/syslog beside log/syslog) or their variables (`log := logrus.New()`): a text's
# `syslog.LOG_INFO` or `log.New(w, "", 0)` names the standard library's, which the repository cannot deny.
_SYSLOG_PRIORITIES = ("LOG_EMERG LOG_ALERT LOG_CRIT LOG_ERR LOG_WARNING LOG_NOTICE LOG_INFO LOG_DEBUG LOG_KERN "
                      "LOG_USER LOG_MAIL LOG_DAEMON LOG_AUTH LOG_SYSLOG LOG_LPR LOG_NEWS LOG_UUCP LOG_CRON "
                      "LOG_AUTHPRIV LOG_FTP LOG_LOCAL0 LOG_LOCAL1 LOG_LOCAL2 LOG_LOCAL3 LOG_LOCAL4 LOG_LOCAL5 "
                      "LOG_LOCAL6 LOG_LOCAL7")
STANDARD_PACKAGE_MEMBERS: dict[str, frozenset[str]] = {pkg: frozenset(names.split()) for pkg, names in {
    "log": "New Default Print Printf Println Fatal Fatalf Fatalln Panic Panicf Panicln SetFlags SetOutput "
           "SetPrefix Flags Prefix Writer Output Logger Ldate Ltime Lmicroseconds Llongfile Lshortfile LUTC "
           "Lmsgprefix LstdFlags",
    "syslog": "New Dial NewLogger Writer Priority " + _SYSLOG_PRIORITIES,
    "errors": "New Is As Unwrap Join ErrUnsupported",
    "flag": "Bool BoolVar Int IntVar Int64 Int64Var String StringVar Duration DurationVar Float64 Float64Var "
            "Uint Uint64 Var Func BoolFunc TextVar Parse Parsed Args Arg NArg NFlag Usage PrintDefaults "
            "CommandLine NewFlagSet FlagSet Flag Lookup Set Visit VisitAll ContinueOnError ExitOnError PanicOnError",
    # io/fs beside afero's `fs Fs` variables: `fs.FS`, `fs.ReadFile(fsys, name)` are the standard library's
    "fs": "FS File FileInfo FileMode DirEntry ReadDir ReadFile Stat Sub Glob WalkDir ValidPath ErrNotExist "
          "ErrExist ErrPermission ErrInvalid ErrClosed ModeDir ModePerm ModeSymlink PathError SkipDir SkipAll "
          "ReadDirFS ReadFileFS StatFS SubFS GlobFS ReadDirFile FormatFileInfo FormatDirEntry "
          "FileInfoToDirEntry WalkDirFunc",
    "os": "Open OpenFile Create ReadFile WriteFile ReadDir Mkdir MkdirAll MkdirTemp CreateTemp Remove RemoveAll "
          "Rename Stat Lstat Chmod Chtimes Chown Getenv Setenv LookupEnv Environ Exit Getwd Chdir TempDir "
          "UserHomeDir Hostname Args Stdin Stdout Stderr DirFS File FileInfo FileMode IsNotExist IsExist "
          "IsPermission ErrNotExist ErrExist ErrPermission O_RDONLY O_WRONLY O_RDWR O_CREATE O_APPEND O_TRUNC "
          "O_EXCL ModePerm ModeDir PathError Executable Getpid Symlink Readlink Link Truncate",
    "json": "Marshal MarshalIndent Unmarshal NewEncoder NewDecoder Valid Compact Indent HTMLEscape Encoder "
            "Decoder RawMessage Number Marshaler Unmarshaler",
}.items()}


def standard_package_has(package: str, name: str) -> bool:
    """Does Go's standard-library package of this name (one a repository's names shadow) export `name`?"""
    return name in STANDARD_PACKAGE_MEMBERS.get(package, ())
