"""Claim extraction: find the code references in a text without flagging ordinary words.

A claim is a reference as written; resolving it against the symbol index is another module's job.
The guiding rule is precision: a verifier that flags ordinary words is noise and gets switched off,
so a token becomes a claim only when its shape says "code" (separators, parentheses, backticks,
camel or snake case, a path or a known file extension), never because it is capitalised.

Kinds:
  member      `Type.member`, `Type#member`, `A::b`, `ns::A::b`, `a.b.C.m`, `[Cls sel]`, `-[Cls sel:]`,
              or a lone `name()` paired with the type its sentence is about (`paired=True`)
  type        CamelCase with two humps or an acronym prefix (`FastScrollBar`, `UBAHooks`), a
              package-qualified type (`com.foo.Bar`), `new Foo(…)`, `Foo::class`
  call        a lone `name()` with no type to pair with
  identifier  snake_case, UPPER_SNAKE, lowerCamel, or any single word inside backticks
  path        `chrome/browser/hooks/uba_hooks.h`, `app/src/main/java/...`, `foo.py`, `.gitignore`
  module      "the xhome module", "xhome 模块", "xhome モジュール", "module `xhome`"
  wildcard    `FastCut*`, `FastCutXXX`, `FastCut...` (name is the shared prefix)

English, Chinese and Japanese: identifiers are ASCII runs, so the character classes below are
ASCII on purpose (Python's \\w would swallow the CJK text around an identifier), and full-width
punctuation separates like ASCII punctuation does.

Every regular expression is compiled once at import; extraction runs at thousands of texts/s.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, replace

from .declarations import TEXT_DECLARATIONS
from .objc_messages import message_selector
from . import builder_blocks

__all__ = ["Claim", "KINDS", "extract_claims", "looks_like_prose"]

KINDS = ("member", "type", "call", "identifier", "path", "module", "wildcard")


@dataclass(frozen=True)
class Claim:
    """One code reference found in a text.

    `text` is always `input[span[0]:span[1]]`. For a member paired by sentence ("FastScrollBar …
    attachToQBListView()") `text` is the call as written and `qualifier` holds the type it was
    paired with (`paired=True`). For Objective-C selectors `name` keeps the colons
    (`setTitle:forState:`). For paths `name` is the path without a trailing "/", "/..." or a
    leading "./". `negated` is True when the text says the reference does not exist
    ("`FastScrollBar.attachToQBListView()` does not exist", "没有 attachToQBListView() 方法"):
    such a statement is right exactly when the reference is missing.
    """

    text: str
    kind: str
    qualifier: tuple[str, ...]
    name: str
    is_call: bool = False
    params: str | None = None
    span: tuple[int, int] = (0, 0)
    paired: bool = False
    negated: bool = False
    # How the sentence binds the member to `qualifier` when it is not written `T.m`: one of
    # attribution.BINDINGS ("possessive", "provides", "call_on", "member_of"). A bound claim is
    # resolved exactly like `T.m`; a `paired` one (same sentence only) is weaker.
    binding: str | None = None
    # The text calls the bound name a member ("the `Open` method", "m 方法"): a Capitalised name so
    # called is a method, not a type.
    member_word: bool = False
    # The bound name is written as code (`` `Hook` ``), not as a word a sentence may capitalise.
    code_quoted: bool = False
    # A Capitalised name bound without a call or a member word ("由 `Event` 里的 `Message` 负责"): a
    # method in languages that capitalise them (Go), else perhaps a type or a value; the resolver,
    # which knows the type's language, decides.
    capital_bound: bool = False
    # The word the sentence puts before the bound type as its owner ("okio 的 `Path`", "okio's Path",
    # "zerolog の Context"): when it names this repository, the type is this repository's, not a
    # platform type of the same name. The resolver, which knows the repository, decides.
    scope_word: str | None = None
    # The type the text itself gives the receiver (`let encoder = JSONEncoder()` before
    # `encoder.keyEncodingStrategy`), as written; checked before any guess from the repository.
    declared_type: str | None = None
    # The call this member is chained on, as its dotted parts (`Moshi.Builder().addFactory(f)`,
    # `GsonConverterFactory.create(gson).asLenient()`): the member belongs to the type that call
    # returns (a constructor's type, a method's declared return type), which the resolver reads.
    chained_on: tuple[str, ...] | None = None
    # The calls written between `chained_on` and this member (`ImageRequest.Builder(ctx).data(x).fit()`:
    # `data`), each a method of what the one before returns; the resolver follows them one by one
    # (rule CHAINED_LINK_MEMBER). `chain_loose`: the chain is read across a line break (a fluent chain in
    # a code fence, one link a line) or past its first link; where the resolver cannot follow it, the
    # claim is read as the plain call it was before chains were followed that far.
    chain_links: tuple[str, ...] = ()
    chain_loose: bool = False
    # The chain's first call is itself written after a bare dot (`.default_value(x).implicit_values(y)`):
    # a method of a receiver the text leaves out, so what it returns is what that method's declarations state.
    chain_head_dotted: bool = False
    # The call chain the text assigns the receiver from (`auto result = options.parse(argc, argv);` before
    # `result.has("x")`, `val request = ImageRequest.Builder(ctx).data(x).build()`): its first call's dotted
    # parts and the calls after it, a receiver the text declares being written as its type; the receiver
    # holds what the last call returns, which the resolver reads from the declarations
    # (rule DECLARED_RESULT_MEMBER).
    declared_call: tuple[tuple[str, ...], tuple[str, ...]] | None = None
    # The variable this name is read from through subscripts (`json["created_at"].dateValue`,
    # `result["port"].value_or(8080)`: `json`, `result`) and how many (`doc["a"]["b"].GetInt()`: 2): the
    # name is a member of what the subscripts return, which the resolver reads from the receiver type's
    # `subscript` / `operator[]` declarations (rule SUBSCRIPT_RESULT_MEMBER); unread, the name stays as written.
    subscript_of: str | None = None
    subscripts: int = 0
    # Joined to the field before an optional-chaining dot (`imageLoader.memoryCache?.clear()`); where the
    # field's type is not read, the name is resolved as the bare call or name it was written as.
    field_link: bool = False
    # A type the text names elsewhere that the receiver's name fits (`e.errorBody()` after "cast to
    # `HttpException`", `err.code` beside TRPCClientError, `buf` beside basic_memory_buffer), as
    # written: the types the text gives that variable, weaker than a construction; the resolver
    # checks the member on the one of them the repository defines.
    text_type: tuple[str, ...] | None = None
    # The type a construction of the sentence binds the receiver to when the receiver's name does not
    # fit it ("call `r.Handler(h)` on the Mux"), as its dotted parts, and that construction: the
    # resolver holds the variable to it only where the repository's own code gives the name that type.
    said_type: tuple[str, ...] | None = None
    said_binding: str | None = None
    # A Capitalised name a sentence puts after a lower-case word (attribution.Binding.capitalised_on_lower:
    # "router 的 GetName()", "logger の SetHooks"): that word and the construction. The claim stays
    # unbound; the resolver binds it (as `router.GetName()`) only where the repository types the word
    # as a variable of a language whose methods are Capitalised (Go).
    owner_word: str | None = None
    owner_binding: str | None = None
    # A Capitalised name on a lower-case qualifier passed uncalled as a whole argument
    # (`r.Use(middleware.DefaultCompress)`): Go's package function as a value, or a field of a variable
    # of the writer's code; the resolver holds it to be missing only as a package's name.
    argument_value: bool = False
    # The text calls the type its writer's own ("our `DurationType`", "我们的 DurationType",
    # "自前の DurationType"): a type absent from the repository is then the writer's code, never an
    # invented API of the repository.
    writers_own: bool = False
    # The builder block the name is written in (`Json { explicitNulls = false }`, "`serializeNulls` in the
    # Json builder", "inside buildJsonArray"), as written: the name is a member of the block's receiver,
    # which the resolver reads from that function's declaration (builder_blocks).
    builder: str | None = None
    # A call written after a dot with no receiver before it (`.moreThen(0)`, "写 `.hasArguments()`"): a
    # method of a fluent API, of a receiver the text leaves out.
    dotted: bool = False
    # A type written with type arguments (`MiddlewareFunction<Env>`, `WritableAtomType<number>`): a type
    # in a type position, not a word a sentence capitalises.
    type_args: bool = False

    @property
    def qualified_name(self) -> str:
        """`FastScrollBar.attachToQBListView`, `ns.A.b`: the dotted form for display and lookup."""
        return ".".join(self.qualifier + (self.name,)) if self.qualifier else self.name


# --------------------------------------------------------------------------------------------
# Vocabulary. Lists are lower-cased; they stop shapes that look like code but are everyday words.

# CamelCase words that are products, brands, units or jargon rather than the repository's types.
_PRODUCT_WORDS = frozenset("""
javascript typescript coffeescript actionscript github gitlab bitbucket gitee powershell powerpoint
youtube linkedin paypal wordpress devops gitops mlops finops devsecops openai chatgpt postgresql
mysql nosql mongodb dynamodb couchdb influxdb rocksdb leveldb clickhouse numpy scipy pytorch
tensorflow pypi fastapi graphql oauth wechat wecom weixin tiktok douyin bilibili iphone ipad ios
macos macosx tvos watchos ipados visionos macbook airpods appstore playstation xbox intellij pycharm
webstorm clion goland jetbrains vscode neovim latex tex mcdonald mcdonalds icloud onedrive
sharepoint dropbox bittorrent freebsd openbsd netbsd redhat centos openssl openssh libreoffice
opengl webgl directx opencv harmonyos openharmony arkts arkui hisilicon cloudflare airdrop facetime
faceid touchid wifi hifi phd saas paas iaas faas webassembly webrtc webkit googletest junit testng
rxjava rxswift leetcode stackoverflow hackernews reactnative angularjs nodejs vuejs nextjs nuxtjs
jquery cocoapods swiftui uikit appkit swiftpm mediatek snapdragon deepseek deepmind alphago
bigquery bigtable hbase mapreduce elasticsearch logstash opensearch openstack openshift codeql
sonarqube appveyor circleci travisci buildkite homebrew macports protobuf flatbuffers huggingface
langchain langgraph llamaindex openrouter opentelemetry pagerduty datadog newrelic appdynamics
powerbi camelcase pascalcase snakecase kebabcase mybatis springboot hotspot openjdk graalvm javafx
jetpack typeorm sqlalchemy nativescript uniapp miniprogram alipay taobao tencent bytedance xiaomi
huawei oneplus thinkpad macmini imac javadoc kdoc jsdoc readme todo fixme iot aiot edtech fintech
youtuber ipv4 ipv6 mhz ghz khz kib mib gib tib mbps gbps vmware virtualbox dockerhub kubectl
openapi swaggerui postman jupyterlab colab anaconda miniconda conda pypy cpython jython ironpython
androidstudio xcode applewatch appletv smarttv qqbrowser qqmail qqmusic wechatpay moltbook
eslint tslint okhttp ngrx devtools specstory hooksriverpod mobx nestjs
mah kwh mwh gwh kpa hpa kbps
pyinstaller redoc sqlite restful appdata npmjs pnpm vitepress vuepress webui
teamcity gerrit phabricator chromeos chromium webos fuchsia linkedin salesforce servicenow
""".split())

# Words that start a sentence; a dotted token ending in one of them is a missing space, not a member.
_SENTENCE_WORDS = frozenset("""
the this that these those then there it its if in on at as an a and but or so for to also note
see when where while we you i he she they our your my do does did not no yes please after before
because since however otherwise finally now here what which who why how is are was were
""".split())

# Abbreviations whose dot neither ends a sentence nor joins a member.
_ABBREVIATIONS = frozenset("""
e.g eg i.e ie etc vs cf al approx incl fig figs no nos mr mrs ms dr prof st jr sr vol ch sec
ref refs resp esp viz ca min max avg est dept univ jan feb mar apr jun jul aug sep sept oct nov dec
""".split())

# Second halves of product names written with a dot (Node.js, Socket.IO, ASP.NET, Character.ai).
_PRODUCT_SUFFIXES = frozenset("js io net ai".split())

# Top-level domains that end a host name written without a scheme (example.com).
# (No "cc", "me", "sh", "so", "md", "rs": `main.cc` and `build.sh` are files.)
_TLDS = "com|org|net|edu|gov|io|cn|jp|uk|ru|ai|co|dev|xyz|tv|hk|tw|kr|de|fr"

# File extensions that make `stem.ext` a path. Left out on purpose: `log` (console.log),
# `class` (Foo.class), `config`, `ui`, `a`, `o`, `in`, `out` — each is more often a member.
_EXTENSIONS = frozenset("""
git ets py pyi pyx pxd ipynb java kt kts groovy gradle scala h hh hpp hxx h++ c cc cpp cxx c++ inl ipp m mm
swift go rs rb php cs fs vb dart lua pl r js mjs cjs jsx ts tsx vue svelte html htm css scss sass
less md markdown rst adoc txt json jsonl json5 yaml yml toml ini cfg conf properties plist xml xsd
xsl pbxproj xcconfig xcscheme storyboard xib strings xcstrings arb gn gni bzl bazel mojom idl aidl
proto pbtxt cmake mk mak pro pri qml sh bash zsh fish ps1 bat sql graphql gql csv tsv lock patch
diff jar aar apk aab ipa so dll dylib exe zip gz tgz xz png jpg jpeg gif svg webp ico pdf db sqlite
rake gemspec podspec cabal hs ex exs erl clj cljs el vim nix tmpl j2 jinja mustache hbs ejs erb sln
csproj vcxproj iml tf tfvars dockerfile env example sample template wasm def rc manifest
""".split())

# Dot-files written alone (".gitignore"); ".java" alone is an extension, not a claim.
_DOTFILES = frozenset("""
gitignore gitattributes gitmodules gitkeep env envrc editorconfig bashrc zshrc profile
bash_profile npmrc nvmrc yarnrc eslintrc eslintignore prettierrc prettierignore babelrc
dockerignore clang-format clang-tidy github gitlab-ci.yml travis.yml vscode idea pylintrc flake8
pre-commit-config.yaml python-version tool-versions
""".split())

# Usual directory names: a slash-separated list of words is a path only if it has one of these
# (or a segment with _ - . or digits); "module/component/interface" is prose.
_DIR_WORDS = frozenset("""
src source sources lib libs app apps main java kotlin res resources assets test tests testing
include inc build builds out bin obj dist docs doc scripts script tools tool third_party vendor
chrome browser components content base net ui modules packages pkg internal cmd api apis core
common util utils helpers config configs conf etc usr var opt home tmp data android ios web
server client services service models views controllers layouts layout drawable values jni cpp
native platform platforms gradle deps external framework frameworks sdk samples sample examples
example fixtures hooks plugins plugin extensions public private static templates migrations
""".split())
_SLASH_WORDS = frozenset("and or not nor etc null nil none true false yes no on off read write "
                         "execute input output get set put post delete x86 x64 x86_64 amd64 arm arm64 "
                         "aarch64 armv7 armv8 i386 i686 riscv riscv64 mips wasm32".split())

# Special file names that are paths by themselves (only in code context or at the terminal: in
# prose "write a Dockerfile" is an ordinary noun).
_KNOWN_FILES = frozenset("""
Makefile Dockerfile Podfile Gemfile Rakefile Jenkinsfile Procfile Vagrantfile Brewfile Cartfile
Containerfile Justfile CMakeLists.txt BUILD WORKSPACE OWNERS DEPS LICENSE
MANIFEST.in Makefile.in configure.in requirements.in Makefile.am configure.ac
""".split())

# Language keywords and literals: `if (x)`, `null`, `int` are not references to this project.
_KEYWORDS = frozenset("""
if else elif for foreach while do switch case default break continue return yield goto try catch
except finally throw throws raise with as assert sizeof typeof instanceof alignof decltype new delete
function func fun fn def lambda class struct enum interface protocol extension object trait impl
import from package module namespace using include require export var let val const static final
public private protected internal open override abstract virtual async await void null nil none
true false undefined nullptr self this super cls int long short char byte float double bool
boolean string str unsigned signed auto and or not in is of then elsif end begin when where
any unknown never number symbol bigint usize isize u8 u16 u32 u64 i8 i16 i32 i64 f32 f64 uint
uint8 uint16 uint32 uint64 int8 int16 int32 int64 float32 float64 rune size_t ssize_t uint8_t
uint16_t uint32_t uint64_t int8_t int16_t int32_t int64_t intptr_t uintptr_t wchar_t
""".split())

# Calls too generic to attribute to a type mentioned nearby (`print()` near `FooManager`).
_UNPAIRABLE_CALLS = frozenset("""
print println printf sprintf fprintf puts len main exit malloc free assert require console log
setTimeout setInterval isinstance hasattr getattr setattr range list dict set tuple map filter
sorted open format repr type id max min sum abs
""".split())

# Words that read as ordinary adjectives/determiners in "the X module"; left in are names that
# are often real module names (app, core, common, base, utils).
_MODULE_STOP = frozenset("""
the a an this that these those each every any some one same other another new old main whole entire
given current following previous next first second third last single separate specific particular
right wrong relevant corresponding respective parent child root target source test tests native
standard external internal public private local global top own its their our your my his her
which what whose python java kotlin swift rust go golang node npm pip javascript typescript c cpp
kernel linux android ios web feature business data network ui library system user empty above
below said affected appropriate proper needed required optional dynamic static compiled generated
imported loaded installed in of to from for with and or not no both all many several few more most
less such like as is was be by on at js css html every either neither third-party built-in whole
original updated modified broken missing same relevant specified named called corresponding this
existing following remaining matching missing offending failing resulting surrounding
underlying containing enclosing owning calling related nested deprecated unused mentioned
aforementioned upstream downstream vendored bundled legacy real actual correct
into onto within inside under over across through via per about against between
""".split())

# Receivers that name "the current object", not a type: `self.foo` is a reference to `foo`.
_SELF_WORDS = frozenset(("self", "this", "cls", "super"))

# Conventional-commit types: "fix(ci): …" is a commit subject, not a call.
_COMMIT_TYPES = frozenset("feat fix chore docs refactor test tests style perf build ci revert release".split())

# Python special names (a `__word__` outside this list is markdown bold in prose).
_DUNDERS = frozenset(f"__{w}__" for w in """
init new del repr str bytes format hash bool len iter next reversed contains getitem setitem
delitem missing call enter exit aenter aexit await aiter anext getattr getattribute setattr delattr
dir get set delete slots dict class module name qualname doc file main all version annotations
eq ne lt le gt ge add sub mul truediv floordiv mod pow and or xor neg pos abs invert index int
float complex round trunc floor ceil copy deepcopy reduce getstate setstate post_init
init_subclass class_getitem subclasscheck instancecheck fspath sizeof builtins spec loader path
package cached wrapped
""".split())

# Identifiers that are jargon rather than names in the project.
_IDENTIFIER_STOP = frozenset("x86_64 i386 i686 arm64_v8a armeabi_v7a utf_8 en_us zh_cn ja_jp".split())

# --------------------------------------------------------------------------------------------
# Regular expressions (ASCII classes on purpose, see the module docstring).

# Identifiers as the languages define them: Latin letters with diacritics, IPA (Angular's `ɵ`),
# Greek and Cyrillic are letters of a name in prose too; CJK letters only in a span that is one
# reference (a terminal query, a backticked name), where the prose around it cannot be swallowed.
_LETTER = "A-Za-z_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02AF\u0370-\u03FF\u0400-\u04FF"
_CJK_LETTER = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
# A leading `$` is part of a JavaScript/TypeScript name (`$ZodType`, `$constructor`): `z.core.$ZodType`
# names `$ZodType`, not `ZodType` (a different type of the same repository).
_ID = rf"(?:\$(?=[A-Za-z_]))?[{_LETTER}][{_LETTER}0-9]*"
# A CJK name is all CJK (`计算`): CJK glued to ASCII letters ("FastScrollBar的attach方法") is prose.
_ID_WIDE = rf"(?:(?:\$(?=[A-Za-z_]))?[{_LETTER}][{_LETTER}0-9]*|[{_CJK_LETTER}][{_CJK_LETTER}0-9_]*)"
# One level of template/generic arguments, no spaces. Not optional by itself: it is only used
# inside an optional group, and an optional inside an optional makes a failing match exponential
# (`A.A.A.….` took seconds at 25 parts).
_TARGS = r"<[A-Za-z0-9_:,.*&?]+>"
_SEP = r"(?:::|\.|#|->)"
# Template arguments only inside a qualified name (`std::vector<int>::push_back`); after the last
# part they are read as text so `List<FastScrollBar>` still yields FastScrollBar.
_REF = rf"(?:::)?{_ID}(?:{_TARGS}(?={_SEP}))?(?:{_SEP}~?{_ID}(?:{_TARGS}(?={_SEP}))?)*"
_REF_WIDE = rf"(?:::)?{_ID_WIDE}(?:{_TARGS}(?={_SEP}))?(?:{_SEP}~?{_ID_WIDE}(?:{_TARGS}(?={_SEP}))?)*"
_WILD = r"(?:\*(?!\*)|\.\.\.|…)"
_PARAMS = r"(?:\((?:[^()\n]|\([^()\n]*\))*\)|（[^（）\n]*）)"

_TOKEN_RE = re.compile(
    rf"(?<![{_LETTER}0-9\-])(?P<ref>{_REF})(?P<wild>{_WILD})?(?P<params>{_PARAMS})?(?![{_LETTER}0-9]|\.[0-9])"
)
_TOKEN_FULL_RE = re.compile(rf"(?P<ref>{_REF_WIDE})(?P<wild>{_WILD})?(?P<params>{_PARAMS})?")
_SPLIT_RE = re.compile(r"::|\.|#|->")
# Template arguments and then a call's parentheses, right after a member (`.as<int>()`).
_TARGS_CALL_RE = re.compile(rf"<[^<>()\n]{{1,60}}>(?P<params>{_PARAMS})")
_SELECTOR_ONLY_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*:(?:[A-Za-z_][A-Za-z0-9_]*:)*")
_PROSE_SELECTOR_RE = re.compile(r"(?<![\w:/.@\-])[a-z][A-Za-z0-9_]*:(?:[A-Za-z_][A-Za-z0-9_]*:)+(?![\w/])")
_MARKED_SELECTOR_RE = re.compile(r"[-+]\s?(?P<sel>[a-z_][A-Za-z0-9_]*(?::(?:[A-Za-z_][A-Za-z0-9_]*:)*)?)")
# Go's method expressions, the type optionally qualified by its package: `(*Logger).Prefix`, `(*cobra.Command).Execute`.
_METHOD_EXPR_RE = re.compile(r"\(\*?((?:[a-z][A-Za-z0-9_]*\.)?[A-Za-z_][A-Za-z0-9_]*)\)\.([A-Za-z_][A-Za-z0-9_]*)(?:\(\))?")
_ID_RE = re.compile(_ID)
_ONE_HUMP_RE = re.compile(r"[A-Z][a-z0-9]*")
_APPLE_PREFIXED_RE = re.compile(r"[A-Z]{2,}[A-Z][a-z][A-Za-z0-9]*")
_TARGS_RE = re.compile(r"<[^<>]*>")
_HUMP_RE = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")
_VERSIONED_RE = re.compile(r"[A-Za-z]*[A-Z][A-Za-z]*v[0-9]+")
_PLURAL_ACRONYM_RE = re.compile(r"[A-Z]{2,}(?:s|es)")
_SNAKE_RE = re.compile(r"_?[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|__[a-z][a-z0-9_]*__|_[a-z][a-z0-9]+")
_UPPER_SNAKE_RE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
_LOWER_CAMEL_RE = re.compile(r"(?:[a-z][a-z0-9]+|[mskgnpbfhc])[A-Z][A-Za-z0-9]*")
_XXX_RE = re.compile(r"(?P<prefix>[A-Za-z_][A-Za-z0-9_]*?[a-z0-9_])(?:X{3,}|Xxx|xxx)")
_CJK_RE = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
_CODE_PARAMS_RE = re.compile(r"[,:=_.\"'\[\]{}<>*&]|[a-z][A-Z]")
_PLAIN_PARAMS = frozenset("s es ies ed d tm r c".split())

# Lookbehinds on the patterns below start a match only at the beginning of a run of their
# characters; without them a long run costs quadratic time.
_URL_RE = re.compile(r"(?<![A-Za-z0-9+.\-])(?:[a-zA-Z][a-zA-Z0-9+.\-]*://|www\.)[^\s<>\"'`（）「」『』【】，。、]*[^\s<>\"'`.,;:!?)\]}（）「」『』【】，。、]")
_EMAIL_RE = re.compile(r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+(?::[A-Za-z0-9_./~\-]+)?")
_DOMAIN_RE = re.compile(
    rf"(?<![A-Za-z0-9_.\-])(?:[A-Za-z0-9\-]+\.)+(?:{_TLDS})(?![A-Za-z0-9_]|\.[A-Za-z0-9_])(?:/[^\s`，。、]*)?"
)
_TLD_HINT_RE = re.compile(rf"\.(?:{_TLDS})(?![A-Za-z0-9_])")
_EXT_HINT_RE = re.compile(r"\.(?:" + "|".join(sorted(map(re.escape, _EXTENSIONS), key=len, reverse=True))
                          + r")(?![A-Za-z0-9_])")
_DOTFILE_HINT_RE = re.compile(r"\.(?:" + "|".join(sorted(map(re.escape, _DOTFILES), key=len, reverse=True)) + ")")
_ESCAPE_RE = re.compile(r"\\[ntr\"'\\]")
_TAG_END_RE = re.compile(r"\s*/?>|\s+[A-Za-z_:][A-Za-z0-9_:.\-]*=")
_HEX_RUN_RE = re.compile(r"[0-9a-f]{6,}")
_FENCE_RE = re.compile(r"(?<!`)```[^\n]*\n(.*?)(?:```|\Z)", re.S)
_INLINE_CODE_RE = re.compile(r"(?<!`)(`+)([^`\n]+?)\1")

_MOD_NAME = r"(?P<q>[`'\"「『“【])?(?P<name>[A-Za-z_][A-Za-z0-9_\-]*)(?(q)[`'\"」』”】])"
_MODULE_WORDS_EN = r"(?:modules?|directory|directories|folder|dir|package|crate)"
_MODULE_WORDS_CJK = r"(?:模块|模組|目录|目錄|文件夹|モジュール|ディレクトリ|フォルダー?)"
_MODULE_HINTS_EN = ("modul", "director", "folder", "dir", "package")
_MODULE_HINTS_CJK = ("模块", "模組", "目录", "目錄", "文件夹", "モジュール", "ディレクトリ", "フォルダ")
_MODULE_BEFORE_RE = re.compile(
    rf"(?<![A-Za-z0-9_/.\-`'\"]){_MOD_NAME}"
    rf"(?:\s+(?P<en>{_MODULE_WORDS_EN})(?![A-Za-z0-9_/\-]|\.[A-Za-z0-9_])|\s*(?P<cjk>{_MODULE_WORDS_CJK}))"
)
_THE_BEFORE_RE = re.compile(r"(?i:\bthe)\s+$")
_MODULE_AFTER_RE = re.compile(
    r"\b(?:module|directory|folder|package)\s+(?:(?:named|called)\s+)?"
    r"(?P<q>[`'\"])(?P<name>[A-Za-z_][A-Za-z0-9_.\-]*)(?P=q)"
)

_OBJC_NESTED_RE = re.compile(
    r"\[\s*(?P<inner>\[\s*(?P<recv>[A-Z][A-Za-z0-9_]*)\s+(?P<acc>(?:shared|default|standard|current|main)[A-Za-z0-9_]*"
    r"|alloc|new)\s*\])\s+(?P<sel>[A-Za-z_][^\[\]\n]{0,200}?)\s*\]")
_OBJC_RE = re.compile(
    r"(?P<sign>[-+])?\[\s*(?P<recv>[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*){0,3})\s+(?P<sel>[A-Za-z_][^\[\]\n]{0,200}?)\s*\]"
)
_CODE_SEGMENT_RE = re.compile(r"[_\-.0-9]")

_SEG = r"\.{0,2}[A-Za-z0-9_@+\-][A-Za-z0-9_.@+\-]*"
_MULTI_PATH_RE = re.compile(
    rf"(?<![A-Za-z0-9_./\\:\-*])(?P<path>(?:~|\.\.?)/(?:{_SEG}/)*(?:{_SEG}|\.\.\.|…)?"
    rf"|/?(?:{_SEG}/)+(?:{_SEG}|\.\.\.|…)?)(?![A-Za-z0-9_/*])"
)
_FILE_RE = re.compile(
    r"(?<![A-Za-z0-9_./\\:@\-*])(?P<path>\.?[A-Za-z0-9_][A-Za-z0-9_.+\-]*\.(?P<ext>[A-Za-z0-9+]+))"
    rf"(?![{_LETTER}0-9/*])"
)
_DOTFILE_RE = re.compile(r"(?<![A-Za-z0-9_./\\\-])(?P<path>\.[a-z][a-z0-9_.\-]*[a-z0-9])(?![A-Za-z0-9_/])")
# Windows paths (`scripts\startAll.bat`, `C:\src\app\`) need a file extension or a trailing "\".
_WIN_PATH_RE = re.compile(
    r"(?<![A-Za-z0-9_.\\/\-])(?P<path>(?:[A-Za-z]:\\)?(?:[A-Za-z0-9_][A-Za-z0-9_.\-]*\\)+(?:[A-Za-z0-9_][A-Za-z0-9_.\-]*)?)"
    r"(?![A-Za-z0-9_\\/])"
)
# A CocoaPods dependency (`pod 'Moya/RxSwift'` in a Podfile, `s.dependency 'Moya/Core'` in a podspec):
# the quoted name is a pod and its subspec, whatever directories the repository has or had.
_POD_NAME_BEFORE_RE = re.compile(r"(?:\bpod|\.dependency)\s*\(?\s*['\"]$")
_SED_RE = re.compile(r"s/[^/\s]+/[^/\s]*/[gimx]*(?![A-Za-z0-9_/])")
_NON_ASCII_FILE_RE = re.compile(r"[^\x00-\x7f\s，。、：；！？「」『』【】“”]+\.[A-Za-z0-9]+(?![A-Za-z0-9_])")
_GLOB_RE = re.compile(r"(?<![A-Za-z0-9_./\-])[A-Za-z0-9_./\-]*\*+[A-Za-z0-9_./\-*]*\.[A-Za-z0-9]+|\*\*/\S*")

# Sentence ends for pairing: ASCII punctuation followed by space/end (so dots inside identifiers
# do not count), CJK sentence punctuation, a blank line, a new list item / heading / table row.
_SENTENCE_END_RE = re.compile(
    r"[.!?;](?=\s|$)|[。！？；]|\n[ \t]*\n|\n(?=[ \t]*(?:[-*+]|\d+[.)]|#)[ \t])|\n(?=[ \t]*\|)"
)
_WORD_BEFORE_DOT_RE = re.compile(r"([A-Za-z.]+)$")
_NEW_BEFORE_RE = re.compile(r"\bnew\s+$")
_METHOD_WORD_RE = re.compile(r"\s*(?:method|function|方法|函数|関数|メソッド)")

# Words between a type and a call that say the call is not the type's member.
_NOT_OWNER_RE = re.compile(
    r"(?i:\b(?:returned|returns?|returning|produced|created|built|made|generated|passed|pass(?:es)?"
    r"|instead|rather|than|unlike|not|no|never|nor|except|without|lacks?|versus|vs|replaced?|replacing)\b"
    r"|n't\b)"
    r"|\bto\s*$"  # "pass the RecyclerView to attach()": an argument, not the owner
    r"|返回|传给|传入|传递给|生成|创建|而不是|而非|不是|不要|没有|代替|取代|替代|替换|除了"
    r"|を返す|返す|返され|に渡|渡して|生成|作成|ではなく|じゃなく|代わり|置き換"
)

# Statements that a reference does not exist: said before it ("there is no", "没有") or right
# after it ("does not exist", "不存在", "存在しない").
_NEGATION_HINT_RE = re.compile(
    r"(?i:\bno\b|n't|\bnot\b|\bnever\b|\bremoved\b|\bdeleted\b|\bundefined\b|\blacks?\b)"
    r"|没有|不存在|删除|移除|找不到|未定义|存在しな|存在しま|ありません|削除|見つから|定義されて|はない|がない|もない"
)
_NEG_BEFORE_RE = re.compile(
    r"(?i:(?:there\s+is|there's|there\s+are|has|have|had|with)\s+no|no\s+such(?:\s+\w+)?|lacks?|without"
    r"|(?:doesn't|does\s+not|don't|do\s+not|didn't|did\s+not|cannot|can't|never)\s+"
    r"(?:have|has|provide|expose|define|declare|contain|offer|implement|support)"
    r"(?:\s+(?:a|an|any|the))?(?:\s+(?:method|function|property|field|member))?(?:\s+(?:called|named))?)"
    r"\s*[`'\"“「『]?\s*$"
    r"|(?:并?没有|不存在|没有叫)\s*[`'\"“「『]?\s*$"
)
_NEG_AFTER_RE = re.compile(
    r"[`'\"”」』]?\s*(?:(?i:method|function|class|field|property|API|call|file|path|方法|函数|类|接口|字段|文件"
    r"|メソッド|関数|クラス|フィールド|ファイル)\s*)?"
    r"(?:(?i:(?:does|do|did)\s+not\s+exist|(?:doesn't|don't|didn't)\s+exist|no\s+longer\s+exists?"
    r"|(?:is|was|are|were|has\s+been|have\s+been)\s+(?:not\s+(?:defined|declared|there|found)|removed|deleted|gone)"
    r"|isn't\s+(?:defined|declared|there)|is\s+undefined|not\s+found)"
    r"|(?:并|根本|其实|已经)?不存在|已(?:被|经)?(?:删除|移除|删掉)|被(?:删除|移除)|找不到|未定义|没有定义"
    r"|(?:は|が|も)?\s*(?:存在しない|存在しません|ありません|見つからない|見つかりません|削除され|定義されていない)"
    r"|(?:は|が|も)\s*(?:ない|無い|なかった|なし))"
)
_CLAUSE_END_RE = re.compile(r".*[,;，；。.!?！？:：]", re.S)

# "add a `detach()` method to `FastScrollBar`", "implement `T`'s `m()`", "新增一个 m 方法", "m を実装する":
# the member is to be written, so its absence is no error.
_TO_WRITE_BEFORE_RE = re.compile(
    r"(?i:\b(?:add|adding|create|creating|implement|implementing|introduce|introducing|write|writing|define|defining"
    r"|declare|declaring|should\s+(?:have|get|expose)|missing|todo)"
    r"(?:\s+(?:a|an|the|new|its|their|own|missing|static|public|private|helper|simple|separate|[`'\"]?[A-Za-z_][\w.:]*[`'\"]?['’]s))"
    r"{0,4}\s*[`'\"]?$)"
    r"|(?:新增|添加|增加|加上?|实现|(?<![重覆])写|补上?|缺少|缺)\s*(?:一个|个|了)?\s*[`'\"]?$"
)
_TO_WRITE_AFTER_RE = re.compile(
    r"^[`'\"]?\s*(?:\(\))?\s*(?:メソッド|関数|方法|函数)?\s*(?:を|が)\s*(?:実装|追加|作成|作|足|書|生や|用意)"
)


def _to_be_written(text: str, start: int, end: int, sent_start: int) -> bool:
    return (_TO_WRITE_BEFORE_RE.search(text, max(sent_start, start - 80), start) is not None
            or _TO_WRITE_AFTER_RE.match(text[end:end + 40]) is not None)


# "FeedList and fetchFeeds()", "FastScrollBar、attach()": listed side by side, not owner and member.
_COORDINATION_RE = re.compile(r"\s*(?:,|and|or|&|和|与|及|或|、|，|や|と|・)\s*")
# "fetchFeeds() from feedClient.js": the call's owner is named after it.
_OWNER_AFTER_RE = re.compile(
    r"\s*(?:(?i:from|in|of|on|inside|within)\s+(?:the\s+)?|来自|在|属于)\s*[`'\"]?(?P<owner>[A-Za-z_][A-Za-z0-9_./:#]*)"
)
_CODE_BEFORE_CALL = frozenset("(,=.[{!&|+*/<>?")
# A span opening with one lower-case word and a block (`sink { value in ... }`): a trailing-closure call.
_BLOCK_CALL_RE = re.compile(r"([a-z][a-z0-9_]*)\s*\{")
_ONE_WORD_RE = re.compile(r"([a-z][a-z0-9_]*)\s*")
_ON_AFTER_SPAN_RE = re.compile(r"\s+(?:on|of)\s")
_SHORT_TEXT = 500  # pairing across sentences only in texts this short (one experience, a query)


# --------------------------------------------------------------------------------------------
# Word shapes.

def _humps(word: str) -> list[str]:
    return _HUMP_RE.findall(word)


def _is_type_like(word: str) -> bool:
    """CamelCase with at least two humps (`FastScrollBar`) or an acronym prefix (`UBAHooks`)."""
    if not word or not ("A" <= word[0] <= "Z") or "_" in word:
        return False
    if not any("a" <= c <= "z" for c in word):
        return False  # an acronym alone
    if word.lower() in _PRODUCT_WORDS or _PLURAL_ACRONYM_RE.fullmatch(word):
        return False
    if _VERSIONED_RE.fullmatch(word):
        return False  # GPLv3, IPv6, HTTPv2
    alpha = [h for h in _humps(word) if h[0].isalpha()]
    if len(alpha) < 2:
        return False
    if len(alpha[0]) == 1 and alpha[0] != "I" and len(alpha) < 3:
        return False  # OAuth, XCode, ARchive; IDisposable-style interfaces stay
    # `PhD`, `DoS`: a trailing capital is not a second word.
    return any("a" <= c <= "z" for c in alpha[-1])


def _is_identifier_like(word: str) -> bool:
    """snake_case, UPPER_SNAKE, lowerCamel (`getSwitchValue`, `mContext`)."""
    if word.lower() in _IDENTIFIER_STOP or word.lower() in _PRODUCT_WORDS:
        return False
    if word.startswith("_") and word.endswith("_") and not (word.startswith("__") and word.endswith("__")):
        return False  # markdown emphasis `_word_`
    if word.startswith("__") and word.endswith("__") and len(word) > 4:
        # Python's special names, not markdown bold (__not__).
        return word in _DUNDERS or "_" in word[2:-2]
    if _SNAKE_RE.fullmatch(word) or _UPPER_SNAKE_RE.fullmatch(word):
        return any(c.isalpha() for c in word)
    if _LOWER_CAMEL_RE.fullmatch(word):
        rest = word[1:]
        return any("a" <= c <= "z" for c in rest[rest.find(next(c for c in rest if c.isupper())):])
    return False


def _is_code_like(word: str) -> bool:
    return _is_type_like(word) or _is_identifier_like(word)


def _is_acronym(word: str) -> bool:
    return word.isupper() and word.isalpha()


def _params_look_like_code(name: str, params: str, code: bool = False) -> bool:
    """Are the parentheses after `name` a call's arguments, not prose? In code (a code span or fence)
    a Capitalised word before one plain word is a constructor called (`ImageRequest.Builder(context)`),
    not a label ("Android(debug)")."""
    p = params.strip()
    if not p:
        return True
    if _CJK_RE.search(p) or any(ord(c) > 0x7E for c in p):
        return False  # "API（应用程序接口）": an explanation, not arguments
    if p.lower() in _PLAIN_PARAMS:
        return False  # file(s), HTTP(S), Foo(TM)
    if _is_acronym(name) and len(name) <= 5:
        return False
    if name[:1].isupper() and name[1:].islower() and not code and not _CODE_PARAMS_RE.search(p):
        return False  # "Android(debug)", "Release(2024)": a label, not a constructor call
    return True


# --------------------------------------------------------------------------------------------
# Masking: consumed regions become spaces so later passes neither see nor re-extract them.

def _mask(chars: list[str], start: int, end: int, fill: str = " ") -> None:
    for i in range(start, end):
        if chars[i] != "\n":
            chars[i] = fill


# --------------------------------------------------------------------------------------------
# Classification of one reference token.

def _is_noise_token(clean: str, text: str, end: int) -> bool:
    """Ids and encoded blobs that look like identifiers: toolu_d6f3b797-…, base64 keys."""
    if end < len(text) - 1 and text[end] == "-" and text[end + 1].isalnum() and _HEX_RUN_RE.search(clean):
        return True  # a UUID-like id: call_4180c288-595f-…
    if len(clean) >= 20:
        humps = _HUMP_RE.findall(clean)
        if len(humps) >= 6 and len(clean) / len(humps) < 3.2:
            return True  # nb3BlbnNzaC1rZXktdjEAAAAABG5v…: base64, not a name
    return False


def _classify(text: str, m: re.Match, offset: int, code: bool, query: bool) -> Claim | None:
    """Turn one `_TOKEN_RE` match into a claim, or None when it is an ordinary word."""
    ref = m.group("ref")
    wild = m.group("wild")
    params_raw = m.group("params")
    start, end = m.start() + offset, m.end() + offset
    written = text[start:end]
    if params_raw is None and _SPLIT_RE.search(ref) and _SPLIT_RE.split(ref)[-1][:1].islower():
        # `node.as<int>()`, `j.get<std::string>()`: a member called with template arguments; the
        # arguments stay text (they are read for types of their own), the call is the member's
        targs = _TARGS_CALL_RE.match(text, m.end() + offset)
        params_raw = targs.group("params") if targs else None
    is_call = params_raw is not None
    params = params_raw[1:-1].strip() if is_call else None

    clean = _TARGS_RE.sub("", ref)
    if clean.startswith("::"):
        clean = clean[2:]
    if not query and not code and start > 0:
        prev = text[start - 1]
        if prev == "/" and ("." in clean or "#" in clean):
            return None  # "owner/repo.git", "dir/file.unknown": the tail of a path-like word
        if prev == "@" and "." in clean and clean.islower():
            return None  # "@ohos.net.http", "@babel.core": a scoped package specifier
        if prev == "<" or (prev == "/" and start > 1 and text[start - 2] == "<"):
            if clean[:1].islower() and _TAG_END_RE.match(text, end):
                return None  # <environment_context>, </cwd>: markup tags
    if not query and _is_noise_token(clean, text, end):
        return None
    parts = _SPLIT_RE.split(clean)
    if not all(parts):
        return None
    if "->" in clean and (parts[0][:1].isupper() or clean.startswith("->")) and not code:
        return None   # "Parse->Validate->Store": an arrow in prose; `db->Get()` is a pointer's member
    has_strong_sep = "::" in clean or "#" in clean or "->" in clean
    last = parts[-1]

    if (is_call and len(parts) == 1 and last in _COMMIT_TYPES
            and text.startswith((":", "!:"), end)):
        return None  # "fix(ci): …": a conventional-commit subject
    if is_call and not _params_look_like_code(last, params_raw[1:-1], code):
        # "file(s)", "API（应用程序接口）", "FastScrollBar（高速スクロールバー）": the parentheses are
        # prose; read the name without them.
        is_call, params = False, None
        end = start + len(ref) + (len(wild) if wild else 0)
        written = text[start:end]

    # Wildcard families: FastCut*, FastCut..., FastCutXXX.
    prefix = None
    if wild:
        prefix = last
    else:
        xm = _XXX_RE.fullmatch(last)
        if xm and (len(parts) > 1 or len(xm.group("prefix")) >= 3):
            prefix = xm.group("prefix")
    if prefix is not None and len(prefix) < 3:
        prefix = None   # `g*`, `a...`: one or two letters name no family (random bytes are full of them)
    if prefix is not None and wild in ("...", "…") and len(parts) == 1 and not _is_code_like(prefix):
        if not (query and not code):
            return None  # "more...", "etc...": an ellipsis in prose or a code span
    if prefix is not None:
        if not code and not query and len(parts) == 1:
            # In prose the prefix itself must look like code; "*Important*" is emphasis.
            if wild and wild.startswith("*") and start > 0 and text[start - 1] in "*_":
                prefix = None
            elif not (_is_code_like(prefix) or _XXX_RE.fullmatch(last)):
                prefix = None
            elif wild in ("...", "…") and not _is_code_like(prefix):
                prefix = None
        if prefix is not None:
            return Claim(written, "wildcard", tuple(parts[:-1]), prefix, False, None, (start, end))
        if wild:
            # Not a wildcard: re-read without the suffix.
            end = start + len(ref)
            written = text[start:end]
            wild = None

    if len(parts) == 1:
        return _classify_single(last, written, start, end, is_call, params, code, query,
                                text[max(0, start - 8):start])

    # Several parts.
    if not has_strong_sep and not query:
        if all(len(p) <= 2 for p in parts) and not is_call:
            return None  # e.g, i.e, U.S, Ph.D, a.m
        if ".".join(parts).lower() in _ABBREVIATIONS:
            return None
        if len(parts) == 2 and last.lower() in _PRODUCT_SUFFIXES and not is_call:
            return None  # Node.js, Socket.IO, ASP.NET
        if last.lower() in _SENTENCE_WORDS and last[0].isupper() and not is_call:
            return None  # "done.The": a missing space after a full stop
        if all(_is_acronym(p) for p in parts) and not is_call:
            return None
        if any(p.isdigit() for p in parts):
            return None

    if not is_call and (last == "class" or (last == "java" and parts[-2] == "class")):
        # Kotlin/Java class literals `Foo::class`, `Foo::class.java`, `Foo.class` name the type.
        tp = parts[:-1] if last == "class" else parts[:-2]
        if tp and tp[-1][:1].isupper():
            return Claim(written, "type", tuple(tp[:-1]), tp[-1], False, None, (start, end))

    if parts[0] in _SELF_WORDS and len(parts) == 2:
        kind = "call" if is_call else "identifier"
        return Claim(written, kind, (), last, is_call, params, (start, end))

    qualifier = tuple(parts[:-1])
    first_upper = next((i for i, p in enumerate(parts) if p[0].isupper()), None)
    if (
        not has_strong_sep
        and not is_call
        and first_upper == len(parts) - 1
        and len(parts) >= 3
            and not _UPPER_SNAKE_RE.fullmatch(last)
        and not (last.isupper() and len(last) > 1)
    ):
        # `com.foo.Bar`: a package path qualifies a type; the package is not a claim of its own.
        # (`pkg.Name` with one lower-case part stays a member: Go's `context.WithTimeout` and
        # Python's `models.ChatSession` are whatever the package exports.)
        return Claim(written, "type", qualifier, last, False, None, (start, end))
    return Claim(written, "member", qualifier, last, is_call, params, (start, end))


def _classify_single(word: str, written: str, start: int, end: int, is_call: bool,
                     params: str | None, code: bool, query: bool, before: str) -> Claim | None:
    if word.lower() in _KEYWORDS and not query and not (is_call and word[:1].isupper()):
        return None   # `str`, `int`; but Go's `String()`, `Str()` are methods
    if is_call:
        if _is_type_like(word) and _NEW_BEFORE_RE.search(before):
            # `new FastScrollBar(ctx)` names the type (its constructor).
            return Claim(written, "type", (), word, True, params, (start, end))
        return Claim(written, "call", (), word, True, params, (start, end))
    if _is_type_like(word):
        return Claim(written, "type", (), word, False, None, (start, end))
    if _is_identifier_like(word):
        return Claim(written, "identifier", (), word, False, None, (start, end))
    if query:
        if word[0].isupper() and not _UPPER_SNAKE_RE.fullmatch(word):
            return Claim(written, "type", (), word, False, None, (start, end))
        return Claim(written, "identifier", (), word, False, None, (start, end))
    return None


# --------------------------------------------------------------------------------------------
# Passes over a region of text (prose, or the inside of a code span).

def _accept_multi_path(path: str, code: bool) -> bool:
    body = path.rstrip(".…").rstrip("/") if path.endswith(("...", "…")) else path
    lead = body.startswith(("/", "./", "../", "~/"))
    trail = body.endswith("/") and len(body) > 1
    segs = [s for s in body.strip("/").split("/") if s and s not in (".", "..", "~")]
    if not segs:
        return False
    if all(s.replace(".", "").replace("-", "").isdigit() for s in segs):
        return False  # dates and fractions: 2024/01/02, 1/2, 24/7
    if all(len(s) <= 1 for s in segs) and not code:
        return False  # A/B, I/O
    last = segs[-1]
    has_ext = "." in last[1:] and last.rsplit(".", 1)[1] in _EXTENSIONS
    if code or lead or trail or has_ext:
        return True
    # Without an extension or a leading/trailing slash, "read/write", "Android/iOS/Web" and
    # "module/component/interface" are prose: ask for lower-case directories and a sign of a
    # repository (a usual directory name, or a segment with _ - . or digits).
    if any(s[0].isupper() for s in segs[:-1]) or any(s.lower() in _SLASH_WORDS for s in segs):
        return False
    if len(segs) == 2 and segs[-1][0].isupper():
        return False
    if len(segs) == 2:
        # "owner/repo", "client-side/server-side": two segments need a usual directory name.
        return any(s in _DIR_WORDS or "_" in s for s in segs)
    return any(s in _DIR_WORDS or _CODE_SEGMENT_RE.search(s) for s in segs)


def _accept_file(path: str, ext: str, code: bool) -> bool:
    if ext not in _EXTENSIONS:
        return False
    stem = path[: -len(ext) - 1]
    if not stem or stem == ".":
        return False
    if len(stem) == 1 and len(ext) == 1:
        return False  # a.m, p.m
    if not code and ext in _PRODUCT_SUFFIXES and _ONE_HUMP_RE.fullmatch(stem):
        return False  # Node.js, Vue.js, D3.js are products
    if stem.lower() in _ABBREVIATIONS:
        return False
    return True


def _scan_region(text: str, chars: list[str], lo: int, hi: int, code: bool, out: list[Claim]) -> None:
    """Extract claims from text[lo:hi] (whose masked view is chars[lo:hi]) and mask what is used.

    Each pass runs only when its trigger character is present: most texts have no brackets,
    stars or slashes, and skipping those passes is most of the speed.
    """
    region = "".join(chars[lo:hi])

    if "[" in region:
        used = False
        for m in (_OBJC_NESTED_RE.finditer(region) if "[[" in region.replace(" ", "") else ()):
            # `[[AFNetworkReachabilityManager sharedManager] isReachableViaCellular]`, `[[T alloc] initWithX:]`:
            # the shared instance or the new object is a T, so the outer selector is T's.
            recv = m.group("recv")
            name = message_selector(m.group("sel"))
            if name is None:
                continue
            s, e = lo + m.start(), lo + m.end()
            i_s, i_e = lo + m.start("inner"), lo + m.end("inner")
            out.append(Claim(text[i_s:i_e], "member", (recv,), m.group("acc"), False, None, (i_s, i_e)))
            out.append(Claim(text[s:e], "member", (recv,), name, False, None, (s, e)))
            _mask(chars, s, e)
            used = True
        if used:
            region = "".join(chars[lo:hi])
        for m in _OBJC_RE.finditer(region):
            recv, sign = m.group("recv"), m.group("sign")
            if not _objc_receiver(recv, sign, code):
                continue
            name = message_selector(m.group("sel"))
            if name is None or (":" not in name and name.lower() in _KEYWORDS):
                continue
            s, e = lo + m.start(), lo + m.end()
            if "." in recv:
                # `[self.KVOController unobserveAll]`: the message goes to what the property holds, so the
                # selector belongs to the type the property's declaration states (the resolver reads it)
                parts = tuple(recv.split("."))
                out.append(Claim(text[s:e], "member", parts, name, False, None, (s, e), chained_on=parts))
            else:
                out.append(Claim(text[s:e], "member", (recv,), name, False, None, (s, e)))
            _mask(chars, s, e)
            used = True
        if used:
            region = "".join(chars[lo:hi])

    if "*" in region:
        used = False
        for m in _GLOB_RE.finditer(region):
            _mask(chars, lo + m.start(), lo + m.end())
            used = True
        if used:
            region = "".join(chars[lo:hi])

    if "/" in region:
        used = False
        for m in _MULTI_PATH_RE.finditer(region):
            raw = m.group("path")
            if "//" in raw:
                continue
            if raw.startswith("@") and "." not in raw.rsplit("/", 1)[-1]:
                continue  # npm scopes (@types/node, @angular/core) are packages
            if _POD_NAME_BEFORE_RE.search(region, max(0, m.start() - 40), m.start()):
                continue  # `pod 'Moya/RxSwift'`: a pod and its subspec, not a file of this repository
            if _SED_RE.match(region, m.start()):
                continue  # "s/recieve/receive/": a substitution in a review comment
            # A sentence-ending dot is not part of the path (but "..." after a directory is).
            trimmed = raw if raw.endswith(("/...", "/…")) else raw.rstrip(".")
            if not trimmed or not _accept_multi_path(trimmed, code):
                continue
            s = lo + m.start()
            e = s + len(trimmed)
            if (trimmed.endswith("/") and trimmed.count("/") == 1 and e < len(text)
                    and (text[e] == "`" or ord(text[e]) > 0x7F) and not code):
                continue  # "Intent/反射", "SSH/セキュリティ", "SSH/`WebSocket`": "or", not a directory
            tail = _NON_ASCII_FILE_RE.match(text, e)
            if tail and not trimmed.endswith("/"):
                # "screenshot/1主界面.png": the file name goes on past the ASCII run.
                e = tail.end()
                trimmed = text[s:e]
            out.append(Claim(text[s:e], "path", (), _normalise_path(trimmed), False, None, (s, e)))
            _mask(chars, s, e)
            used = True
        if used:
            region = "".join(chars[lo:hi])

    if "\\" in region:
        used = False
        for m in _WIN_PATH_RE.finditer(region):
            raw = m.group("path")
            last = raw.rsplit("\\", 1)[-1]
            if not ("." in last[1:] and last.rsplit(".", 1)[1] in _EXTENSIONS) and not raw.endswith("\\"):
                continue
            s, e = lo + m.start(), lo + m.end()
            out.append(Claim(text[s:e], "path", (), _normalise_path(raw.replace("\\", "/")), False, None, (s, e)))
            _mask(chars, s, e)
            used = True
        if used:
            region = "".join(chars[lo:hi])

    if "." in region:
        used = False
        for m in (_FILE_RE.finditer(region) if _EXT_HINT_RE.search(region) else ()):
            raw, ext = m.group("path"), m.group("ext")
            if raw.endswith(".") or not _accept_file(raw, ext, code):
                continue
            if region.startswith("(", m.end()):
                continue   # `HTTPConnection.json()`, `res.json()`: a call of a member, not a file
            if raw[0] in "_-" and m.start() > 0 and ord(region[m.start() - 1]) > 0x7F:
                # "…_压缩文件_fix.md": the tail of a file name that is not ASCII; no claim.
                _mask(chars, lo + m.start(), lo + m.end())
                used = True
                continue
            s, e = lo + m.start(), lo + m.end()
            out.append(Claim(text[s:e], "path", (), _normalise_path(raw), False, None, (s, e)))
            _mask(chars, s, e)
            used = True
        for m in (_DOTFILE_RE.finditer(region) if _DOTFILE_HINT_RE.search(region) else ()):
            raw = m.group("path")
            if raw[1:] not in _DOTFILES or chars[lo + m.start()] == " ":
                continue
            s, e = lo + m.start(), lo + m.end()
            out.append(Claim(text[s:e], "path", (), raw, False, None, (s, e)))
            _mask(chars, s, e)
            used = True
        if used:
            region = "".join(chars[lo:hi])

    if ":" in region and not code:
        # "registers its key paths through observe:keyPath:options:block:": an Objective-C selector of
        # several parts written in prose without backticks is one name, not its parts' words
        used = False
        for m in _PROSE_SELECTOR_RE.finditer(region):
            sel = m.group(0)
            if not any(ch.isupper() for ch in sel):
                continue
            s, e = lo + m.start(), lo + m.end()
            out.append(Claim(text[s:e], "identifier", (), sel, False, None, (s, e)))
            _mask(chars, s, e)
            used = True
        if used:
            region = "".join(chars[lo:hi])

    for m in _TOKEN_RE.finditer(region):
        ref = m.group("ref")
        if (code or "." in ref) and ref in _KNOWN_FILES and m.group("params") is None:
            s, e = lo + m.start("ref"), lo + m.end("ref")
            out.append(Claim(text[s:e], "path", (), ref, False, None, (s, e)))  # `make -f Makefile`
            continue
        if (ref.isalpha() and (ref[1:].islower() or ref.isupper())
                and m.group("params") is None and m.group("wild") is None):
            continue  # the common case: an ordinary word, a Capitalised word or an acronym
        claim = _classify(text, m, lo, code, False)
        if claim is not None:
            out.append(claim)


def _objc_receiver(recv: str, sign: str | None, code: bool) -> bool:
    """Is `[recv sel…]` a message to a reference the resolver can type? A class (`[MBProgressHUD
    showHUDAddedTo:…]`), or, written as code, a variable (`[db beginTransaction]`, `[hud hideAnimated:YES]`),
    whose type the resolver reads from the text or the repository's declarations of that name, as for
    `db.beginTransaction()`. Not `self` or `super`: their type is the class the code is written in,
    which a note does not show."""
    if "." in recv:
        # `[self.KVOController unobserveAll]`, `[cell.titleLabel mas_makeConstraints:…]`: a property of an
        # object, written as code; never a method mark (`-[T sel]` has a type)
        return code and not sign and all(_ID_RE.fullmatch(p) for p in recv.split("."))
    if recv[0].isupper():
        return bool(sign or code or _is_type_like(recv) or _is_acronym_prefixed(recv))
    return code and not sign and recv not in _OBJC_IMPLICIT_RECEIVERS and recv.lower() not in _KEYWORDS


_OBJC_IMPLICIT_RECEIVERS = frozenset({"self", "super"})


def _is_acronym_prefixed(word: str) -> bool:
    """`NSString`, `UIView`: an Objective-C/Apple style two-letter prefix and a word."""
    return bool(_APPLE_PREFIXED_RE.fullmatch(word))


def _normalise_path(path: str) -> str:
    p = path[1:] if path.startswith("@") and "/" in path else path  # Claude Code's @file mentions
    for tail in ("/...", "/…"):
        if p.endswith(tail):
            p = p[: -len(tail) + 1]
    if p.endswith(("...", "…")):
        p = p.rstrip(".…")
    while p.startswith("./"):
        p = p[2:]
    if len(p) > 1:
        p = p.rstrip("/")
    return p


def _parse_single(text: str, start: int, end: int, query: bool) -> Claim | None:
    """Read text[start:end] as exactly one reference (a terminal query or a whole code span)."""
    s = text[start:end]
    stripped = s.strip()
    if not stripped:
        return None
    start += len(s) - len(s.lstrip())
    end = start + len(stripped)
    s = stripped

    m = _OBJC_RE.fullmatch(s)
    if m and m.group("recv")[0].isupper():
        sel = m.group("sel").strip()
        name = message_selector(sel) or (sel if _ID_RE.fullmatch(sel) else None)
        if name is not None:
            return Claim(s, "member", (m.group("recv"),), name, False, None, (start, end))
        return None

    if "/" in s and not s.startswith(("http:", "https:")) and " " not in s and "(" not in s:
        m = _MULTI_PATH_RE.fullmatch(s)
        if m:
            raw = s if s.endswith(("/...", "/…")) else s.rstrip(".")
            return Claim(s, "path", (), _normalise_path(raw), False, None, (start, end))
        return None
    m = _FILE_RE.fullmatch(s)
    if m and _accept_file(m.group("path"), m.group("ext"), True):
        return Claim(s, "path", (), _normalise_path(s), False, None, (start, end))
    m = _DOTFILE_RE.fullmatch(s)
    if m and s[1:] in _DOTFILES:
        return Claim(s, "path", (), s, False, None, (start, end))
    if s in _KNOWN_FILES:
        return Claim(s, "path", (), s, False, None, (start, end))

    m = _SELECTOR_ONLY_RE.fullmatch(s)
    if m:
        # `prefetchURLs:`, `storeImage:forKey:`: an Objective-C selector named without its class.
        return Claim(s, "identifier", (), s, False, None, (start, end))
    m = _MARKED_SELECTOR_RE.fullmatch(s)
    if m:
        # `-mergeValueForKey:fromModel:`, `+propertyKeys`: the selector with the mark of an instance
        # or a class method, as Objective-C declares it; the mark is no part of the name.
        sel = m.group("sel")
        if ":" in sel or _LOWER_CAMEL_RE.fullmatch(sel):   # not a command's flag (`-v`, `-fobjc-arc`)
            return Claim(s, "identifier", (), sel, False, None, (start, end))
    m = _METHOD_EXPR_RE.fullmatch(s)
    if m:
        # Go's method expressions `(*Logger).Prefix`, `(Logger).Info`.
        return Claim(s, "member", tuple(m.group(1).split(".")), m.group(2), False, None, (start, end))
    m = _TOKEN_FULL_RE.fullmatch(s)
    if not m:
        return None
    if not query:
        word = _TARGS_RE.sub("", m.group("ref"))
        if word.lower() in _KEYWORDS and m.group("params") is None and (
                word[:1].islower() or word in _CAPITALISED_KEYWORDS):
            return None   # `open`, `None`; but `Open` is C++'s and Go's method name
    claim = _classify(text, m, start, True, True)
    if claim is None or query:
        return claim
    if claim.kind in ("type", "identifier") and not claim.qualifier:
        # A backticked single word is code: lower-case -> identifier, Capitalised -> type.
        if _is_acronym(claim.name) and len(claim.name) > 1:
            return replace(claim, kind="identifier")
    return claim


# --------------------------------------------------------------------------------------------
# Sentence pairing.

def _sentence_bounds(masked: str) -> list[int]:
    ends = []
    for m in _SENTENCE_END_RE.finditer(masked):
        if m.group(0) == ".":
            w = _WORD_BEFORE_DOT_RE.search(masked, max(0, m.start() - 24), m.start())
            if w and w.group(1).lower().strip(".") in _ABBREVIATIONS:
                continue
            if w and len(w.group(1).strip(".")) == 1 and w.group(1).strip(".").isupper():
                continue  # initials: "J. Smith"
        ends.append(m.end())
    return ends


def _type_mentions(claims: list[Claim]) -> list[tuple[int, int, tuple[str, ...]]]:
    """(start, end, full name) of every type the text names, as a type or as a member's owner."""
    mentions = []
    for c in claims:
        if c.kind == "type":
            mentions.append((c.span[0], c.span[1], c.qualifier + (c.name,)))
        elif c.kind == "member" and not c.paired and c.qualifier:
            if c.qualifier[-1][:1].isupper():
                mentions.append((c.span[0], c.span[1], c.qualifier))
    mentions.sort()
    return mentions


def _written_as_code(text: str, start: int) -> bool:
    """`).start()`, `f(a, g())`, `x = g()`: a chained call, an argument or an assigned value."""
    if start and text[start - 1] in _CODE_BEFORE_CALL:
        return True
    i = start - 1
    while i >= 0 and text[i] in " \t":
        i -= 1
    return i >= 0 and i < start - 1 and text[i] in "=("


def _other_owner_after(text: str, end: int, target: tuple[str, ...]) -> bool:
    m = _OWNER_AFTER_RE.match(text, end)
    if not m:
        return False
    owner = m.group("owner").rstrip(".:#/")
    return owner not in target and owner.rsplit(".", 1)[0] not in target and (
        _is_code_like(owner) or "." in owner or "/" in owner)


def _pair(text: str, masked: str, claims: list[Claim], unpaired: set[tuple[int, int]]) -> list[Claim]:
    """Attribute a lone `name()` to the type its sentence is about ("对接 FastScrollBar 时应使用
    attachToQBListView()"), or to the only type of a short text. A wrong pairing would turn into a
    false "no such member", so words that relate the two otherwise ("the X returned by f()",
    "f() instead of X", "X を返す f()") keep the call unpaired."""
    mentions = _type_mentions(claims)
    if not mentions:
        return claims
    if not any(c.kind == "call" or (c.kind == "identifier" and not c.qualifier) for c in claims):
        return claims
    bounds = _sentence_bounds(masked)
    starts = sorted(c.span[0] for c in claims)

    def gap(a: int, b: int) -> str:
        # Only the words up to the next claim: in "In X, call g() instead of f()" the
        # "instead" relates f() to g(), not to X.
        i = bisect.bisect_left(starts, a)
        return text[a:min(b, starts[i]) if i < len(starts) else b]

    distinct = {m[2] for m in mentions}
    sole = next(iter(distinct)) if len(distinct) == 1 and len(text) <= _SHORT_TEXT else None
    out = []
    for c in claims:
        pairable = (c.kind == "call") or (
            c.kind == "identifier" and not c.qualifier and _METHOD_WORD_RE.match(text, c.span[1])
        )
        if (not pairable or c.name in _UNPAIRABLE_CALLS or c.name.lower() in _KEYWORDS
                or c.span in unpaired or _written_as_code(text, c.span[0])):
            # `).start()`, `f(a, g())`, `x = g()`: a chained call or an argument, written in code.
            out.append(c)
            continue
        sentence = bisect.bisect_right(bounds, c.span[0])
        sent_start = bounds[sentence - 1] if sentence else 0
        target = between = None
        for start, end, q in mentions:
            if start >= c.span[0]:
                break
            if start >= sent_start:
                target, between = q, gap(end, c.span[0])
        if target is None and sole is not None:
            # The nearest mention of the only type, before or after the call.
            start, end, target = min(mentions, key=lambda m: min(abs(m[0] - c.span[1]), abs(c.span[0] - m[1])))
            between = gap(end, c.span[0]) if end <= c.span[0] else gap(c.span[1], start)
        if (target is None or target[-1] == c.name or _NOT_OWNER_RE.search(between or "")
                or _to_be_written(text, c.span[0], c.span[1], sent_start)
                or _COORDINATION_RE.fullmatch(between or "") or _other_owner_after(text, c.span[1], target)):
            out.append(c)
            continue
        out.append(replace(c, kind="member", qualifier=target, paired=True))
    return out


# --------------------------------------------------------------------------------------------
# Attribution: constructions that bind a member to a type (see attribution.py).

# Keywords spelt with a capital (Python's literals, Swift's Self/Any).
_CAPITALISED_KEYWORDS = frozenset("None True False Self Any Never Void Type Nil Null".split())
_OWNER_MARK_AFTER_RE = re.compile(r"[`'\"]?\s*(?:['’]s\b|的|の|里的|中的|上的|内の|クラスの)")
# A call, a use, a setting or an override beside a plain word.
_CJK_CALL_NEAR_RE = re.compile(r"调用|调|使用|设置|配置|を呼|を使|を実行|を呼び出|をオーバー|を上書き|を作っ|を作成し|を生成し")
# Japanese "T の m で …": a plain word between の and a で of means (attribution binds it to T).
_JA_OF_BEFORE_RE = re.compile(r"の\s*[`'\"]?\Z")
_CJK_OF_BEFORE_RE = re.compile(r"(?:の|的)\s*[`'\"]?\Z")
_CJK_HANDLED_AFTER_RE = re.compile(
    r"[`'\"]?\s*(?:(?:を|に|へ)\s*(?:設定|指定|参照|見|読|取|入れ|渡|セット|変更|確認|代入)"
    r"|に[^、。，,.!?！？\s]{1,12}?を\s*(?:入れ|設定|渡|セット|指定|代入)"
    r"|(?:里|中)?(?:取|读取|读)(?:出)?|(?:设为|设成|设置为|改成|改为|赋值为|判断))")
_JA_MEANS_AFTER_RE = re.compile(r"[`'\"]?\s*で(?![はもきす])")
_CALL_VERB_BEFORE_RE = re.compile(r"(?i:\b(?:call|calls|calling|invoke|invokes|invoking)\s+(?:the\s+)?[`'\"]?$)")

# Keywords that are followed by parentheses without being calls.
_CONTROL_WORDS = frozenset("if for foreach while switch catch return sizeof typeof alignof decltype elif with "
                           "except assert yield await new delete throw raise".split())

# Capitalised English words that precede "method"/"function" without naming one.
_NOT_MEMBER_WORDS = frozenset("""
The A An This That Its Their Our Your New Old Static Public Private Helper Main Same Other Another Each Every
Any Some One Factory Builder Utility Convenience Special Separate Dedicated Single Extra Handy Async Sync
Getter Setter Callback Init Default Custom Internal External Native Java Kotlin Swift Python Go Rust C
""".split())

# A plain lower-case English word counts as a called member right after these verbs, unless it is one
# of the words that follow them in plain English ("call it", "call back", "call them once").
_CALL_PLAIN_BEFORE_RE = re.compile(r"(?i:\b(?:call|invoke|calling|invoking))\s+[`'\"]?\Z")
_NOT_CALLED_WORDS = frozenset("""
it its them this that these those back again once twice here there home out off for the and but
then now later first last him her you someone something anything everything nothing which what when
""".split())
_PLAIN_MEMBER_RE = re.compile(r"(?<![A-Za-z0-9_.:#/\-])[A-Za-z_][A-Za-z0-9_]*(?![A-Za-z0-9_(.:#/\-])")


def _chain(text: str, claims: list[Claim]) -> list[Claim]:
    """`Moshi.Builder().addFactory(f)`, `new Graphics().drawRect(…)`, `Factory.create(x).asLenient()`:
    a call written right after another call's closing parenthesis and a dot is a member of what that
    call returns (`chained_on`). A longer chain (`Builder(ctx).data(x).fit()`) records the calls between
    its first call and the member (`chain_links`), which the resolver follows by their declared return
    types; so does a fluent chain in code that puts each link on a line of its own (`\n    .fit()`)."""
    if ")." not in text and ")?." not in text and ")->" not in text and not _LINE_LINK_RE.search(text):
        return claims
    by_end = {c.span[1]: c for c in claims if c.is_call and c.text.endswith(")") and c.chained_on is None
              and c.kind in ("member", "call") and c.name[:1].isalpha()}
    if "<" in text:
        # `cxxopts::value<std::string>()->required()`: a template's call, its type arguments written between
        # the name and the parentheses, is a call as much as `value()` is
        for c in claims:
            end = _template_call_end(text, c.span[1]) if c.kind in ("member", "call") else None
            if end is not None and c.chained_on is None and c.name[:1].isalpha():
                by_end.setdefault(end, c)
    links: dict[int, Claim] = {}
    loose: set[int] = set()
    unclaimed: dict[int, tuple[str, ...]] = {}
    for i, c in enumerate(claims):
        if c.qualifier or not c.is_call or c.kind not in ("call", "identifier"):
            continue
        gap = next((g for g in (".", "?.", "->") if text.startswith(g, c.span[0] - len(g))), None)
        if not gap:
            continue
        at = c.span[0] - len(gap)
        prev = by_end.get(at)
        unread: tuple[str, ...] = ()
        if prev is None:
            # `option("-r").int().withDefault(3)`: a link named like a keyword (`int`) is no claim of its own
            prev, unread = _through_unclaimed_links(text, at, by_end)
            if prev is not None:
                loose.add(i)
                unclaimed[i] = unread
        if prev is None:
            # a link on a line of its own: only white space, with a line break, between the call and the dot
            back = at
            while back > 0 and text[back - 1] in " \t\r\n":
                back -= 1
            if "\n" in text[back:at]:
                prev = by_end.get(back)
                if prev is not None:
                    loose.add(i)
        if prev is not None and prev is not c:
            links[i] = prev
    index = {id(c): i for i, c in enumerate(claims)}
    out = []
    for i, c in enumerate(claims):
        prev = links.get(i)
        if prev is None:
            out.append(c)
            continue
        between: list[str] = list(unclaimed.get(i, ()))
        head, is_loose = prev, i in loose
        seen = {i}
        while index.get(id(head)) in links and index[id(head)] not in seen and len(between) < _LONGEST_CHAIN:
            seen.add(index[id(head)])
            is_loose = is_loose or index[id(head)] in loose
            between[:0] = [*unclaimed.get(index[id(head)], ()), head.name]
            head = links[index[id(head)]]
        if index.get(id(head)) in links:
            out.append(c)   # longer than the resolver follows: what the call before returns is not known here
            continue
        is_loose = is_loose or bool(between)
        parts = head.qualifier + (head.name,)
        head_dotted = not head.qualifier and head.kind == "call" and head.span[0] >= 1 \
            and text[head.span[0] - 1] == "." \
            and not (head.span[0] >= 2 and (text[head.span[0] - 2].isalnum() or text[head.span[0] - 2] in "_)]}>'\"?!"))
        dotted = is_loose and c.span[0] >= 2 and text[c.span[0] - 1] == "." \
            and not (text[c.span[0] - 2].isalnum() or text[c.span[0] - 2] in "_)]}>'\"")
        out.append(replace(c, kind="member", qualifier=parts, chained_on=parts, chain_links=tuple(between),
                           chain_loose=is_loose, dotted=dotted, chain_head_dotted=head_dotted))
    return out


def _through_unclaimed_links(text: str, at: int, by_end: dict[int, Claim], most: int = 2):
    """The claimed call a chain link written at `at` follows past calls that are no claims of their own
    (`.int()`, `.string()`: names the extractor reads as keywords), and those calls' names in order;
    (None, ()) where anything but such calls stands between."""
    names: list[str] = []
    pos = at
    for _ in range(most):
        if pos < 1 or text[pos - 1] != ")":
            return None, ()
        depth, j = 0, pos - 1
        while j >= 0:
            if text[j] == ")":
                depth += 1
            elif text[j] == "(":
                depth -= 1
                if depth == 0:
                    break
            elif text[j] == "\n":
                return None, ()
            j -= 1
        m = re.search(r"(?<![\w$])([A-Za-z_]\w*)\Z", text[max(0, j - 60):j]) if j > 0 else None
        if m is None:
            return None, ()
        start = j - len(m.group(1))
        gap = next((g for g in (".", "?.", "->") if text.startswith(g, start - len(g))), None)
        if gap is None:
            return None, ()
        names.insert(0, m.group(1))
        pos = start - len(gap)
        if pos in by_end:
            return by_end[pos], tuple(names)
    return None, ()


def _join_optional_links(text: str, claims: list[Claim]) -> list[Claim]:
    """`imageLoader.memoryCache?.clear()`, `view.layer!!.draw()`: a name written after a variable's field
    and an optional-chaining or non-null dot (`?.`, `!!.`, `!.`, which the reference token does not span)
    is a member of that field's type, as `imageLoader.memoryCache.clear()` is; the resolver follows the
    field's declared type."""
    if "?." not in text and "!." not in text:
        return claims
    by_end = {c.span[1]: c for c in claims if c.kind == "member" and not c.is_call and c.qualifier
              and c.qualifier[0][:1].islower() and c.chained_on is None}
    out = []
    for c in claims:
        if c.kind in ("call", "identifier") and not c.qualifier and c.chained_on is None:
            gap = next((g for g in ("?.", "!!.", "!.") if text.startswith(g, c.span[0] - len(g))), None)
            field = by_end.get(c.span[0] - len(gap)) if gap else None
            if field is not None:
                c = replace(c, kind="member", qualifier=field.qualifier + (field.name,), field_link=True)
        out.append(c)
    return out


# `json["created_at"].dateValue`: a variable, one to three subscripts, then the name after a dot.
_SUBSCRIPTED_RE = re.compile(r"(?<![\w$.\]])(?P<var>[a-z][A-Za-z0-9_]*)(?P<subs>(?:\[[^\[\]\n]{1,80}\]){1,3})(?:\?|!)?(?:\.|->)\Z")


def _mark_subscripted(text: str, claims: list[Claim]) -> list[Claim]:
    """`subscript_of` for a name written after a variable's subscripts and a dot (`json["size"].uIntValue`):
    the name is a member of what the subscripts return, not a name of its own."""
    if "]" not in text:
        return claims
    out = []
    for c in claims:
        if c.kind in ("identifier", "call") and not c.qualifier and c.chained_on is None and c.span[0] > 2 \
                and text[c.span[0] - 1] in ".>":
            m = _SUBSCRIPTED_RE.search(text, max(0, c.span[0] - 120), c.span[0])
            if m is not None and m.group("var") not in _KEYWORDS:
                c = replace(c, subscript_of=m.group("var"), subscripts=m.group("subs").count("["))
        out.append(c)
    return out


# A fluent link on a line of its own: a line break, indentation, then `.name(`.
_LINE_LINK_RE = re.compile(r"\)[ \t]*\r?\n[ \t]*(?:\??\.|->)[A-Za-z_]")
# The most calls followed between a chain's first call and its member.
_LONGEST_CHAIN = 6


def _template_call_end(text: str, i: int, most: int = 80) -> int | None:
    """The end of `<…>(…)` written at text[i:] (type arguments, then a call's parentheses), else None."""
    if not text.startswith("<", i):
        return None
    depth, j, stop = 0, i, min(len(text), i + most)
    while j < stop:
        ch = text[j]
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
            if depth == 0:
                break
        elif ch in "\n;{}()`":
            return None
        j += 1
    else:
        return None
    j += 1
    if not text.startswith("(", j):
        return None
    depth = 0
    while j < stop:
        ch = text[j]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        elif ch in "\n`":
            return None
        j += 1
    return None


def _bind(text: str, masked: str, claims: list[Claim], unpaired: set[tuple[int, int]],
          heads: dict[tuple[int, int], int] | None = None) -> list[Claim]:
    """Members that a sentence attributes to a type ("`T`'s `m()`", "T 的 m 方法", "T で m を呼ぶ")
    become `T.m` claims with the construction recorded in `binding`."""
    bounds = _sentence_bounds(masked)
    out = [_bind_claim(text, bounds, c, unpaired, (heads or {}).get(c.span)) for c in claims]
    out += _bind_plain_words(text, masked, bounds, claims)
    out.sort(key=lambda c: c.span)
    return out


def _bind_claim(text: str, bounds: list[int], c: Claim, unpaired: set[tuple[int, int]],
                span_end: int | None = None) -> Claim:
    from .attribution import MEMBER_WORD_AFTER_RE

    if c.kind == "member" and not c.declared_type and (
            (len(c.qualifier) == 1 and c.qualifier[0][:1].islower())
            or (len(c.qualifier) == 2 and c.qualifier[0] in _SELF_WORDS and c.qualifier[1][:1].islower())):
        # (`[self.socket connect]` on the SRWebSocket: a property of self, named like a variable, is
        # bound the same way, by its own name)
        # "call `prefetcher.cancel()` on the `ImagePrefetcher`": the sentence says which type the
        # variable holds, when the variable's name fits it (prefetcher, p, ip for ImagePrefetcher).
        # Inside a longer code span too (`await client.aclose()` on the `httpx.Client`): the name
        # that must fit the type is what binds it, not the span.
        b = _bound(text, bounds, replace(c, qualifier=(), kind="call"))
        if b is None and span_end is not None:
            # `client.requestSerializer = […]` on the `AFHTTPSessionManager`: after the whole span
            b = _bound(text, bounds, replace(c, qualifier=(), kind="call"), after_only=span_end)
        # (`typeBuilder` on the `TypeSpec.Builder`: the name may fit the nested type's whole name)
        nested = "".join(q for q in b.qualifier if q[:1].isupper()) if b is not None else ""
        var = c.qualifier[-1]
        if b is not None and (_names_a_value_of(var, b.qualifier[-1])
                              or (nested != b.qualifier[-1] and _names_a_value_of(var, nested))
                              or _assigned_from_call(text, var)):
            return replace(b, text=c.text, kind="member", is_call=c.is_call, params=c.params,
                           chained_on=None if len(c.qualifier) == 2 else b.chained_on)
        if b is not None and len(c.qualifier) == 2:
            return c
        if b is not None:
            return replace(c, said_type=b.qualifier, said_binding=b.binding)
        return c
    head = span_end is not None and not c.qualifier and c.kind in ("call", "identifier") and c.name[:1].islower()
    if head and c.span in unpaired:
        return _bound_after_span(text, bounds, c, span_end) or c
    if c.qualifier or c.span in unpaired or c.kind not in ("call", "identifier", "type"):
        return c
    keyword = c.name.lower() in _KEYWORDS and (c.name[:1].islower() or c.name in _CAPITALISED_KEYWORDS)
    if (keyword and not (c.is_call and c.name.lower() not in _CONTROL_WORDS)) or (
            _written_as_code(text, c.span[0]) and not _receiverless_dotted(text, c)):
        return c
    if _OWNER_MARK_AFTER_RE.match(text, c.span[1]):
        return c   # "… 和 RecyclerView 的 scrollToPosition()": an owner itself, not a member of the one before
    member_word = MEMBER_WORD_AFTER_RE.match(text, c.span[1]) is not None
    b = _bound(text, bounds, c, member_word, owner_words=True)
    if b is not None and b.owner_word is not None:
        return b
    if b is not None and c.name[:1].isupper() and not member_word and not c.is_call:
        # A Capitalised name is a member only where the sentence says so ("the `Sugar` method",
        # "call `Open` on the `DB`", "`DB` の `Open` を呼ぶ"); "`T`'s `Config`" may name a type and
        # "the `UUID` of the `Request`" a value of type UUID.
        quoted = c.span[0] > 0 and text[c.span[0] - 1] in "`'\"「『"
        called = _CALL_VERB_BEFORE_RE.search(text, max(0, c.span[0] - 20), c.span[0]) is not None
        if not (b.binding == "call_on" or (b.binding == "member_of" and called)
                or (quoted and b.binding == "provides")):
            return replace(b, capital_bound=True)
    if b is None and head:
        b = _bound_after_span(text, bounds, c, span_end)
    return b or c


_SELF_WORDS = frozenset(("self", "this"))


def _receiverless_dotted(text: str, c: Claim) -> bool:
    """`.returns(INT)`, `.edges` at the start of a code span or after a space: a fluent call or property whose receiver the
    text leaves out, not a link of a written chain; the sentence may say on what it is called ("on
    the `PropertySpec.Builder`")."""
    i = c.span[0]
    return (c.kind in ("call", "identifier") and i > 0 and text[i - 1] == "." and c.chained_on is None
            and (i < 2 or text[i - 2] in " \t`'\"“「（("))


def _bound_after_span(text: str, bounds: list[int], c: Claim, span_end: int) -> Claim | None:
    """"Set `serializeNulls = true` on the `JsonReader`": the first name of a longer code span,
    bound by a construction after the span (only those: the span is what comes before them)."""
    b = _bound(text, bounds, c, after_only=span_end)
    return b if b is not None and b.binding == "member_of" else None


def _fits_named_type(var: str, type_name: str) -> bool:
    """`_names_a_value_of` for a type the text only names (no construction binds them): a one-letter
    receiver (`r`, `c`) fits too many types by its initial, so only its usual meaning counts (`e`
    for an exception or an error)."""
    if len(var) == 1:
        words = [w.lower() for part in type_name.split("_") for w in _humps(part) if w]
        return bool(words) and words[-1] in _SHORT_NAMES.get(var, ())
    return _names_a_value_of(var, type_name)


def _assigned_from_call(text: str, var: str) -> bool:
    """Does the text assign `var` the result of a call (`admin := r.Group("/admin")`, `s = f.open(p)`)?
    Then its name need not fit the type a construction gives it ("… on that RouterGroup"): the
    text says what the call returned."""
    return re.search(r"(?<![\w.])" + re.escape(var) + r"\s*:?=\s*(?:await\s+)?[A-Za-z_][\w.]*\s*\(", text) is not None


def _names_a_value_of(var: str, type_name: str) -> bool:
    """Could a variable so named hold a `type_name`? Its name, the name's tail (`prefetcher` for
    ImagePrefetcher), or its words' initials (`t` for TRPCBuilder, `ip` for ImagePrefetcher)."""
    v, t = var.lower(), type_name.lower()
    if v == t or (len(v) >= 3 and t.endswith(v)):
        return True
    words = [w.lower() for part in type_name.split("_") for w in _humps(part) if w]
    initials = "".join(w[0] for w in words)
    if 1 <= len(v) <= 3 and initials.startswith(v):
        return True
    # `buf` for basic_memory_buffer, `cli` for Client: the first letters of one of its words;
    # `ctx`, `err`, `resp`: the usual short names of a type's last word.
    if len(v) >= 3 and words and any(w.startswith(v) for w in words):
        return True
    if len(v) == 2 and len(words) >= 2 and v == words[-1]:
        return True   # `ex` for a spdlog_ex, `io` for a file_io: the type's own last word
    # `typeBuilder` for TypeSpecBuilder, `headerView` for HeaderFooterView: the type's words in order,
    # some left out, ending on its last word.
    var_words = [w.lower() for w in _humps(var) if w]
    if len(var_words) >= 2 and words and var_words[-1] == words[-1]:
        rest = iter(words)
        if all(any(w == x for x in rest) for w in var_words):
            return True
    return bool(words) and words[-1] in _SHORT_NAMES.get(v, ())


# The usual short names of a variable, by the last word of the type it holds (`ctx` for a
# format_context, `err` for a TRPCClientError, `resp` for a Response).
_SHORT_NAMES = {
    "ctx": ("context",), "err": ("error", "exception"), "e": ("error", "exception"), "ex": ("exception",),
    "exc": ("exception",), "resp": ("response",), "res": ("response",), "rsp": ("response",),
    "req": ("request",), "rq": ("request",), "cfg": ("config", "configuration"), "conf": ("config", "configuration"),
    "msg": ("message",), "conn": ("connection",), "srv": ("server",), "svc": ("service",),
    "mgr": ("manager",), "sess": ("session",), "fmt": ("formatter",), "buf": ("buffer",),
}


def _bind_plain_words(text: str, masked: str, bounds: list[int], claims: list[Claim]) -> list[Claim]:
    """Words that are no claim by their shape but that a construction binds as members: an ASCII word
    beside a CJK member word or call ("FastScrollBar 的 attach 方法", "T で enter を呼ぶ"), and in
    English only a Capitalised one before a member word ("Logger has a Str method": Go's methods),
    never an English word."""
    from .attribution import MEMBER_WORD_AFTER_RE, NOT_CODE_WORDS

    cjk = _CJK_RE.search(text) is not None
    spans = sorted(c.span for c in claims)
    out = []
    for m in _PLAIN_MEMBER_RE.finditer(text):
        span = (m.start(), m.end())
        word = m.group(0)
        upper = word[:1].isupper()
        called = not cjk and not upper and _CALL_PLAIN_BEFORE_RE.search(text, max(0, span[0] - 12), span[0]) is not None
        if not cjk and not upper and not (called and len(word) >= 3 and word not in _NOT_CALLED_WORDS):
            continue
        if (word.lower() in _KEYWORDS and not upper) or masked[span[0]:span[1]] != word:
            continue   # masked: a URL, a code span or a module phrase already read
        if upper and (len(word) < 2 or word in _NOT_MEMBER_WORDS or word in NOT_CODE_WORDS):
            continue
        follow = MEMBER_WORD_AFTER_RE.match(text, span[1])
        if follow and cjk and not _CJK_RE.search(follow.group(0)):
            follow = None
        means = cjk and _JA_MEANS_AFTER_RE.match(text, span[1]) and _JA_OF_BEFORE_RE.search(text[max(0, span[0] - 4):span[0]])
        # "MASConstraint の identifier を設定しておく", "Panel の header に名前を入れる", "错误信息从 Mark 的 msg 里取":
        # T's m set, read or filled in
        handled = cjk and _CJK_OF_BEFORE_RE.search(text[max(0, span[0] - 4):span[0]]) and _CJK_HANDLED_AFTER_RE.match(text, span[1])
        if follow is None and not means and not called and not handled and not (cjk and _call_near_in_sentence(text, bounds, span)):
            continue   # neither a member word nor a call beside it: nothing can bind it
        i = bisect.bisect_right(spans, (span[0], len(text)))
        if i and spans[i - 1][1] > span[0]:
            continue   # inside a claim already found
        if called and follow is None:
            # "Once you have an `OptionsParser`, call parse with argc": a plain English word is a member
            # only right after a verb of calling, and only where a construction says on what
            bound = _bound(text, bounds, Claim(word, "identifier", (), word, False, None, span))
            if bound is not None and bound.binding == "call_on":
                out.append(bound)
            continue
        bound = _bound(text, bounds, Claim(word, "identifier", (), word, False, None, span), follow is not None)
        # Without a member word only a call binds it ("AsyncWriteBatch で Put を呼ぶ", "在 X 上调用 Put"),
        # or T's m as the means ("CachedKy の get で取得する").
        if bound is not None and (follow is not None or bound.binding == "call_on" or means
                                  or (handled and bound.binding == "possessive")):
            out.append(bound)
    return out


def _call_near_in_sentence(text: str, bounds: list[int], span: tuple[int, int]) -> bool:
    """A CJK verb of calling, using or setting within eight characters of the word, in its own
    sentence: "…使用 `Document` 实例的 allocator。这是使用 RapidJSON…" uses no allocator (the next
    sentence's 使用 is about something else)."""
    i = bisect.bisect_right(bounds, span[0])
    sent_start = bounds[i - 1] if i else 0
    sent_end = bounds[i] if i < len(bounds) else len(text)
    return _CJK_CALL_NEAR_RE.search(text, max(sent_start, span[0] - 8), min(sent_end, span[1] + 8)) is not None


def _bound(text: str, bounds: list[int], c: Claim, member_word: bool = False,
           after_only: int | None = None, owner_words: bool = False) -> Claim | None:
    from .attribution import find_binding

    i = bisect.bisect_right(bounds, c.span[0])
    sent_start = bounds[i - 1] if i else 0
    sent_end = bounds[i] if i < len(bounds) else len(text)
    if after_only is not None:
        # only what follows text[:after_only] (a code span's end) may bind: no text before it
        b = find_binding(text, after_only, after_only, after_only, sent_end)
    else:
        b = find_binding(text, c.span[0], c.span[1], sent_start, sent_end)
    if b is None or _to_be_written(text, c.span[0], c.span[1], sent_start):
        return None   # "implement `T`'s `m()`": a member to be written is no claim that it exists
    qualifier = tuple(p for p in re.split(r"\.|::", b.type_name) if p)
    if not qualifier or qualifier[-1] == c.name:
        return None
    owner = _SCOPE_WORD_BEFORE_RE.search(text, max(0, b.type_span[0] - 40), b.type_span[0])
    if b.capitalised_on_lower:
        # only where the caller keeps the word on the claim (`owner_words`); elsewhere nothing is bound
        return (replace(c, owner_word=qualifier[0], owner_binding=b.construction)
                if owner_words and len(qualifier) == 1 else None)
    return replace(c, kind="member", qualifier=qualifier, binding=b.construction, paired=False, member_word=member_word,
                   code_quoted=c.span[0] > 0 and text[c.span[0] - 1] == "`",
                   scope_word=(owner.group("scope") or owner.group("scope2")) if owner else None)


# "okio 的 `Path`", "okio's `Path`", "zerolog の Context", "the okio `Path`": a lower-case name put
# before a type as its owner.
_SCOPE_WORD_BEFORE_RE = re.compile(
    r"(?:(?<![A-Za-z0-9_.])(?P<scope>[a-z][a-z0-9_\-]{1,30})(?:\s*(?:的|の|里的|中的|側の)|['’]s)"
    r"|\b[Tt]he\s+(?P<scope2>[a-z][a-z0-9_\-]{1,30})\s)\s*[`'\"「『]?\Z")


# --------------------------------------------------------------------------------------------
# Public API.

def extract_claims(text: str, *, query_mode: bool = False) -> list[Claim]:
    """Find the code references in `text`, in order of appearance.

    With `query_mode=True` the whole input is read as one reference typed at a terminal
    (`FastScrollBar.attachToQBListView`, `A#b`, `ns::A::b`, `A.b()`, `A`, a path): a bare
    lower-case word is an identifier and a bare `Foo` a type. When it does not read as one
    reference it is treated as prose.
    """
    if not isinstance(text, str):
        raise TypeError(f"extract_claims expects str, got {type(text).__name__}")
    if query_mode:
        claim = _parse_single(text, 0, len(text), query=True)
        if claim is not None:
            return [claim]

    claims: list[Claim] = []
    chars = list(text)

    # 0. Escapes in text copied out of JSON ("…kt\\nFastCutItem.kt"): "\\n" is a separator.
    if "\\" in text:
        for m in _ESCAPE_RE.finditer(text):
            _mask(chars, m.start(), m.end())

    # 1. URLs, e-mail addresses and bare host names are never claims.
    masked = "".join(chars)
    if ":" in masked or "www." in masked:
        for m in _URL_RE.finditer(masked):
            _mask(chars, m.start(), m.end())
    if "@" in masked:
        for m in _EMAIL_RE.finditer(masked):
            _mask(chars, m.start(), m.end())
    masked = "".join(chars)
    if "." in masked and _TLD_HINT_RE.search(masked):
        for m in _DOMAIN_RE.finditer(masked):
            _mask(chars, m.start(), m.end())
        masked = "".join(chars)

    # 2. Module and directory phrases ("the xhome module", "xhome 模块", "module `xhome`"), in
    # prose only: a fenced code block is code even when a comment in it says "module".
    low = masked.lower()
    if any(w in low for w in _MODULE_HINTS_EN) or any(w in masked for w in _MODULE_HINTS_CJK):
        fences = [m.span() for m in _FENCE_RE.finditer(masked)] if "```" in masked else []
        for rx in (_MODULE_AFTER_RE, _MODULE_BEFORE_RE):
            for m in rx.finditer(masked):
                if any(a <= m.start() < b for a, b in fences):
                    continue
                name = m.group("name")
                en = m.groupdict().get("en")
                if not _module_name_ok(name, bool(m.group("q")), en,
                                       masked[max(0, m.start() - 8):m.start()]):
                    continue
                claims.append(Claim(text[m.start():m.end()], "module", (), name, False, None,
                                    (m.start(), m.end())))
                _mask(chars, m.start(), m.end())
            masked = "".join(chars)

    # 3. Code spans: fenced blocks and inline backticks.
    sentence_view = masked
    unpaired: set[tuple[int, int]] = set()
    heads: dict[tuple[int, int], int] = {}   # the first claim of a longer inline code span -> the span's end
    # `T.m` written as a call's argument in an inline span: claims of their own, added after binding and
    # pairing, whose type mentions they must not become (an argument's type owns no call around it).
    arguments: list[Claim] = []
    if "`" in masked:
        code_spans: list[tuple[int, int, bool]] = []  # (start, end, fenced)
        if "```" in masked:
            for m in _FENCE_RE.finditer(masked):
                code_spans.append((m.start(1), m.end(1), True))
                _mask(chars, m.start(), m.end(), fill="\x00")
        for m in _INLINE_CODE_RE.finditer("".join(chars)):
            code_spans.append((m.start(2), m.end(2), False))
            _mask(chars, m.start(), m.end(), fill="\x00")
        code_spans.sort()
        # For sentence splitting a code span is one word: its dots and semicolons do not end anything.
        sentence_view = "".join(chars).replace("\x00", "x")
        code_chars: list[str] | None = None
        for s, e, fenced in code_spans:
            single = None
            if not fenced and masked[s:e] == text[s:e]:
                single = _parse_single(text, s, e, query=False)
            if single is not None:
                claims.append(single)
                if single.kind == "member" and single.span[0] == s and single.span[1] < e \
                        and len(single.qualifier) == 1 and single.qualifier[0][:1].islower():
                    # `r.Handler(h)` on the Mux: a receiver's construction may come after the span
                    heads[single.span] = e
                arguments += _type_references_in_arguments(text, masked, single)
                arguments += _calls_in_arguments(text, masked, single)
                continue
            if code_chars is None:
                code_chars = list(masked)  # URL/e-mail masking applies inside code too
            before = len(claims)
            _scan_region(text, code_chars, s, e, True, claims)
            if not fenced:
                # (`.sink { value in ... }`: receiverless, its dot before the name)
                at = s + 1 if text.startswith(".", s) else s
                block = _BLOCK_CALL_RE.match(text, at, e)
                if block is None and at > s and _ON_AFTER_SPAN_RE.match(text, e + 1):
                    # `.edges` on the MASConstraint: a receiverless property, the span's one name, where
                    # the sentence says on what (alone, `.jar`, `.netrc`, `.pick` are extensions, files, words)
                    block = _ONE_WORD_RE.fullmatch(text, at, e)
                if (block is not None and block.group(1).lower() not in _KEYWORDS
                        and not any(c.span[0] == at for c in claims[before:])):
                    # `sink { value in ... }`, `done { }`: a one-word call with a trailing closure (Swift,
                    # Kotlin) is that name, as much as `withTimeout { }` is; a plain word is no claim of
                    # its own only in prose
                    claims.append(Claim(block.group(1), "identifier", (), block.group(1), False, None,
                                        (at, at + len(block.group(1)))))
            found = claims[before:]
            if not fenced:
                arguments += [a for c in found for a in _type_references_in_arguments(text, masked, c)]
            arguments += [a for c in found for a in _calls_in_arguments(text, masked, c)]
            # Calls inside code have their receivers written out; a lone `f()` there is a function.
            # A span that is one name and its arguments or block (`withTimeout { }`) is that name.
            # (`.returns(INT)`: a receiverless fluent call, its dot before the name, is that name too)
            lead = s + 1 if text.startswith(".", s) else s
            if not (len(found) == 1 and not found[0].qualifier and found[0].span[0] == lead):
                unpaired.update(c.span for c in found)
            if not fenced:
                # `serializeNulls = true` on the `JsonReader`: the span's first name is what a
                # construction after the span speaks of.
                head = next((c for c in found if c.span[0] == lead), None)
                if head is not None and head.span[1] < e:
                    heads[head.span] = e
        for i, ch in enumerate(chars):
            if ch == "\x00":
                chars[i] = " "

    # 4. Prose.
    _scan_region(text, chars, 0, len(text), False, claims)

    claims.sort(key=lambda c: c.span)
    claims = _join_optional_links(text, claims)
    claims = _chain(text, claims)
    claims = _mark_subscripted(text, claims)
    claims = _bind(text, sentence_view, claims, unpaired, heads)
    claims = _pair(text, sentence_view, claims, unpaired)
    if arguments:
        taken = {c.span for c in claims}
        claims = sorted(claims + [a for a in arguments if a.span not in taken], key=lambda c: c.span)
    claims = _mark_builder_blocks(text, claims)
    claims = _mark_owner_words(text, claims)
    claims = _mark_negated(text, claims)
    claims = _mark_declared_receivers(text, claims)
    claims = _mark_declared_results(text, claims)
    claims = _mark_text_types(text, claims)
    claims = _mark_writers_own(text, claims)
    claims = _mark_dotted_calls(text, claims)
    claims = _mark_type_arguments(text, claims)
    return _dedupe(claims)


# `Name<Env>`, `Name<State, Action>`, `Name<Array<T>>`: type arguments right after a type's name.
_TYPE_ARGS_AFTER_RE = re.compile(r"<(?:[^<>\n]|<[^<>\n]*>){1,80}>")


def _mark_type_arguments(text: str, claims: list[Claim]) -> list[Claim]:
    """`type_args` for a type written with type arguments right after its name, inside a code span."""
    if "<" not in text:
        return claims
    out = []
    for c in claims:
        if (c.kind == "type" and _TYPE_ARGS_AFTER_RE.match(text, c.span[1])
                and text.count("`", 0, c.span[0]) % 2 == 1):
            c = replace(c, type_args=True)
        out.append(c)
    return out


def _mark_dotted_calls(text: str, claims: list[Claim]) -> list[Claim]:
    """`dotted` for a receiverless call written right after a dot that follows no name, call or
    bracket (`.moreThen(0)` at the start of a code span, " .trim()" in prose)."""
    if "." not in text:
        return claims
    out = []
    for c in claims:
        i = c.span[0]
        if c.kind == "call" and not c.qualifier and c.chained_on is None and i > 0 and text[i - 1] == "." \
                and (i < 2 or not (text[i - 2].isalnum() or text[i - 2] in "_)]}>'\"")):
            c = replace(c, dotted=True)
        out.append(c)
    return out


# "KotlinPoet 的 `FunSpec.builder()`", "Retrofit's `Call.execute()`", "Koin の `Module`": a library's name
# put before a type written as code, as its owner.
_OWNER_WORD_BEFORE_RE = re.compile(
    r"(?<![A-Za-z0-9_.`])(?P<scope>[A-Z][A-Za-z0-9_\-]{1,30})(?:\s*(?:的|の|里的|中的|側の)|['’]s)\s*`\Z")


def _mark_owner_words(text: str, claims: list[Claim]) -> list[Claim]:
    """`scope_word` for a type reference written as code right after a Capitalised owner word: the text
    says whose type it is (the resolver decides whether that is this repository)."""
    if "`" not in text:
        return claims
    out = []
    for c in claims:
        if c.scope_word is None and not c.binding and (c.kind == "type" or (c.kind == "member" and c.qualifier
                                                                              and c.qualifier[0][:1].isupper())):
            m = _OWNER_WORD_BEFORE_RE.search(text, max(0, c.span[0] - 40), c.span[0])
            if m is not None:
                c = replace(c, scope_word=m.group("scope"))
        out.append(c)
    return out


def _mark_builder_blocks(text: str, claims: list[Claim]) -> list[Claim]:
    """A plain name written inside a builder block, or said to be in one, is a member of the block's
    receiver (`builder`); a name a block assigns (`{ indent = "  " }`) is a claim of its own there,
    though as a plain word it would be none."""
    if not builder_blocks.mentions_a_builder(text):
        return claims
    spans = [m.span(1) for m in _FENCE_RE.finditer(text)] if "```" in text else []
    spans += [m.span(2) for m in _INLINE_CODE_RE.finditer(text)
              if not any(a <= m.start() < b for a, b in spans)]
    out = []
    for c in claims:
        if c.kind in ("identifier", "call", "member") and (not c.qualifier or c.paired) and c.name[:1].isalpha() \
                and not c.chained_on:
            f = builder_blocks.builder_of(text, c.span, spans)
            if f is not None and f != c.name:
                c = replace(c, builder=f)   # the claim as read stands where the block names no receiver
        out.append(c)
    taken = {c.span for c in out}
    for s, e in builder_blocks.assigned_names(text, spans):
        if (s, e) in taken or any(c.span[0] <= s and e <= c.span[1] for c in out):
            continue
        f = builder_blocks.builder_of(text, (s, e), spans)
        if f is not None and f != text[s:e]:
            out.append(Claim(text[s:e], "identifier", (), text[s:e], False, None, (s, e), builder=f))
    return sorted(out, key=lambda c: c.span)


# "our `X`", "my own X", "我们的 X", "我们自己的 X", "自定义的 X", "自前の X", "うちの X", "独自の X" right
# before a name: the writer's own code.
_WRITERS_OWN_BEFORE_RE = re.compile(
    r"(?:(?<![A-Za-z])(?:[Oo]ur|[Mm]y)\s+(?:own\s+)?(?:custom\s+)?|我们(?:自己)?的\s*|我的\s*|自定义的?\s*|"
    r"自前の\s*|うちの\s*|独自の\s*)[`'\"「『]?\Z")


def _mark_writers_own(text: str, claims: list[Claim]) -> list[Claim]:
    out = []
    for c in claims:
        head = c.qualifier[0] if c.qualifier else (c.name if c.kind in ("type", "call") else "")
        # a type ("our DurationType") or a receiverless call ("our own `enablePatch()` wrapper")
        if (head[:1].isupper() or (c.kind == "call" and head)) \
                and _WRITERS_OWN_BEFORE_RE.search(text, max(0, c.span[0] - 24), c.span[0]):
            c = replace(c, writers_own=True)
        out.append(c)
    return out


def _type_references_in_arguments(text: str, masked: str, call: Claim) -> list[Claim]:
    """`.priority(ConstraintPriority.requried)`: a type's member written as a call's argument is a
    reference of its own (`T.m` with a Capitalised type), and so is a package's exported function
    called there (`e.Use(middleware.Logger())`: a lower-case qualifier before a Capitalised call, Go's
    `pkg.Func()`); any other lower-case receiver there is a variable of the caller's code."""
    if not call.params or call.kind not in ("call", "member"):
        return []
    at = text.find(call.params, call.span[0], call.span[1])
    if at < 0:
        return []
    found: list[Claim] = []
    _scan_region(text, list(masked), at, at + len(call.params), True, found)

    def whole_argument(c: Claim) -> bool:
        # `r.Use(middleware.DefaultCompress)`: Go passes a package's function as a value, uncalled
        before = text[at:c.span[0]].rstrip()
        after = text[c.span[1]:at + len(call.params)].lstrip()
        return (not before or before.endswith(",")) and (not after or after.startswith(","))

    out = []
    for c in found:
        if c.kind != "member" or not c.qualifier:
            continue
        if c.qualifier[0][:1].isupper() or (len(c.qualifier) == 1 and c.is_call and c.name[:1].isupper()
                                             and c.qualifier[0].isalnum()):
            out.append(c)
        elif len(c.qualifier) == 1 and c.name[:1].isupper() and c.qualifier[0].isalnum() and whole_argument(c):
            out.append(replace(c, argument_value=True))
    return out


_MOST_NESTED = 4   # `expect(a).to(satisfyAllOf(beginWith("x"), endWith("y")))` is three deep


def _calls_in_arguments(text: str, masked: str, call: Claim, depth: int = 0) -> list[Claim]:
    """`expect(path).to(beginsWith("/api"))`, `XCTAssert(isValid(x))`: a receiverless call written as a
    whole argument of a call is a call of its own (a matcher, a free function), which the call's token
    otherwise swallows with its arguments; and so, one level down, are the calls in its own arguments.
    Not a link written after a dot (`.seconds(2)`, Swift's implicit member: the parameter's type decides)
    and not a name that is only passed (`map(transform)`: no parentheses, no claim of a call)."""
    if not call.params or call.kind not in ("call", "member") or depth >= _MOST_NESTED:
        return []
    at = text.find(call.params, call.span[0], call.span[1])
    if at < 0:
        return []
    end = at + len(call.params)
    found: list[Claim] = []
    _scan_region(text, list(masked), at, end, True, found)
    out = []
    for c in found:
        if c.kind != "call" or c.qualifier or not c.is_call:
            continue
        before = text[at:c.span[0]].rstrip()
        if before.endswith((".", "?.", "!.", "->", "::")):
            continue
        # a whole argument: first, after a comma or after a label (`within: abs(x)`)
        if before and not before.endswith((",", ":")):
            continue
        out.append(c)
        out += _calls_in_arguments(text, masked, c, depth + 1)
    return out


def _mark_declared_receivers(text: str, claims: list[Claim]) -> list[Claim]:
    """A member claim on a lower-case receiver that the text itself declares records that type
    (`declared_type`): the resolver checks the member there, before any guess of its own."""
    if not any(c.kind == "member" and c.qualifier and c.qualifier[0][:1].islower() for c in claims):
        return claims
    declared: dict[str, str] = {}
    for pattern in TEXT_DECLARATIONS:
        for m in pattern.finditer(text):
            if m.group("type") not in _KEYWORD_TYPES:
                declared.setdefault(m.group("var"), m.group("type"))
    if not declared:
        return claims
    return [replace(c, declared_type=declared[c.qualifier[0]])
            if c.kind == "member" and c.qualifier and c.qualifier[0] in declared else c for c in claims]


# `auto result = `, `val request = `, `let k = try `, `const x = await `, `result := `: a variable assigned
# what the call after it returns (a declaration keyword, or a plain assignment in code).
_ASSIGNED_CALL_RE = re.compile(
    r"(?<![\w.>$])(?P<var>[a-z][A-Za-z0-9_]*)\s*(?::\s*[A-Za-z_][\w.<>?, ]*)?\s*:?=(?![=>])\s*"
    r"(?:try[!?]?\s+|await\s+)?")
# What may follow the call that ends such a statement: its end, a line's end, a code span's end.
_STATEMENT_END_RE = re.compile(r"[ \t]*(?:[;\n`]|\Z)")


def _mark_declared_results(text: str, claims: list[Claim]) -> list[Claim]:
    """`declared_call` for a member on a variable the text assigns a call's result (`auto result =
    options.parse(argc, argv); result.has("x")`): the call's dotted parts (a receiver the text itself
    declares written as its type: `cxxopts::Options options("x")` makes `options.parse` `cxxopts::Options.parse`),
    and the links chained after it, up to the end of the statement. A chain longer than its first
    call puts the variable on what the chain's last call returns, not on the first call's type
    (`val request = ImageRequest.Builder(ctx).build()` is an ImageRequest, not a Builder); so does a
    chain written on a member of such a variable (`k.label("x").set(...)`)."""
    if not any(c.kind == "member" and c.qualifier and c.qualifier[0][:1].islower() for c in claims):
        return claims
    typed = {c.qualifier[0]: c.declared_type for c in claims if c.declared_type and c.qualifier}
    starts = {c.span[0]: c for c in claims if c.is_call and c.kind in ("member", "call") and c.chained_on is None}
    results: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}

    def written_as_type(parts: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        head = parts[0]
        if head in results and len(parts) >= 2:
            first, links = results[head]
            return first, links + parts[1:]
        if head in typed and len(parts) >= 2 and typed[head] != head:
            return tuple(re.split(r"\.|::", typed[head])) + parts[1:], ()
        return parts, ()

    for m in _ASSIGNED_CALL_RE.finditer(text):
        first = starts.get(m.end())
        var = m.group("var")
        if first is None or var in results or var == (first.qualifier[:1] or (first.name,))[0]:
            continue
        parts = first.qualifier + (first.name,)
        last = first
        for c in sorted((c for c in claims if c.chained_on == parts and c.span[0] > first.span[1]),
                        key=lambda c: c.span):
            if text[last.span[1]:c.span[0]].strip() not in (".", "?.", "->", "!!."):
                break
            last = c
        if not _STATEMENT_END_RE.match(text, last.span[1]):
            continue   # `x = foo.bar().baz`: the statement goes on past the calls read
        if last is first and var in typed:
            continue   # `let k = Keychain(service: "x")`: a construction, which declared_type reads
        head, links = written_as_type(parts)
        if last is not first:
            links = links + last.chain_links + (last.name,)
        results[var] = (head, links)
    out = []
    for c in claims:
        if c.kind == "member" and len(c.qualifier) == 1 and c.chained_on is None and c.qualifier[0] in results:
            # the call's result, not the type of a construction the chain started with
            c = replace(c, declared_call=results[c.qualifier[0]], declared_type=None)
        elif c.kind == "member" and c.chained_on and len(c.chained_on) == 2 and c.chained_on[0] in results:
            # `result.arguments().size()`: a chain on such a variable goes on from its call's result
            head, links = results[c.chained_on[0]]
            c = replace(c, declared_call=(head, links + (c.chained_on[1],)))
        elif c.kind == "member" and c.chained_on and len(c.chained_on) == 2 and typed.get(c.chained_on[0]):
            # `k.label("x").set(v)` after `let k = Keychain(service: "x")`: a method of the declared type
            c = replace(c, declared_call=(tuple(re.split(r"\.|::", typed[c.chained_on[0]])) + c.chained_on[1:], ()))
        out.append(c)
    return out


def _mark_text_types(text: str, claims: list[Claim]) -> list[Claim]:
    """A member on a lower-case receiver that no construction bound and no declaration typed records
    the types named in the text (a short text: one experience) that the receiver's name fits:
    `text_type`; the resolver keeps the one the repository defines."""
    if len(text) > _SHORT_TEXT:
        return claims
    open_ = [c for c in claims if c.kind == "member" and len(c.qualifier) == 1 and c.qualifier[0][:1].islower()
             and not c.binding and not c.declared_type and not c.chained_on and not c.paired]
    if not open_:
        return claims
    code = [m.span() for rx in (_FENCE_RE, _INLINE_CODE_RE) for m in rx.finditer(text)] if "`" in text else []

    def same_code(a: tuple[int, int], b: tuple[int, int]) -> bool:
        return any(s <= a[0] and a[1] <= e and s <= b[0] and b[1] <= e for s, e in code)

    named: list[tuple[str, tuple[int, int]]] = []
    for c in claims:
        if c.is_call:
            continue
        if c.kind == "type" or (c.kind == "identifier" and "_" in c.name and c.name[:1].islower()):
            named.append((c.name, c.span))
        elif c.kind == "member" and c.qualifier and (c.name[:1].isupper() or "_" in c.name):
            named.append((c.qualified_name, c.span))   # `httpx.Client`, `fmt::memory_buffer` as written
    if not named:
        return claims
    out = []
    for c in claims:
        if c in open_:
            # A type written in the receiver's own code (`httpMethod.flatMap(HTTPMethod.init)`: an
            # argument) says nothing of what the receiver holds: only the text around the code does.
            fits = sorted({n for n, span in named if n != c.qualified_name and not same_code(span, c.span)
                           and _fits_named_type(c.qualifier[0], re.split(r"\.|::", n)[-1])})
            if fits:
                c = replace(c, text_type=tuple(fits))
        out.append(c)
    return out


# Capitalised words a declaration pattern catches that declare nothing (`return Foo(`, `Some(x)`).
_KEYWORD_TYPES = frozenset({"Some", "None", "Ok", "Err", "True", "False", "Self", "This"})


def _mark_negated(text: str, claims: list[Claim]) -> list[Claim]:
    if not claims or not _NEGATION_HINT_RE.search(text):
        return claims
    out = []
    for c in claims:
        s, e = c.span
        before = text[max(0, s - 30):s]
        after = text[e:e + 40]
        cut = _CLAUSE_END_RE.search(before)
        if cut:
            before = before[cut.end():]
        if _NEG_BEFORE_RE.search(before) or _NEG_AFTER_RE.match(after):
            c = replace(c, negated=True)
        out.append(c)
    return out


def _module_name_ok(name: str, quoted: bool, en_word: str | None, before: str) -> bool:
    """Whether `name` in "the NAME module" / "NAME 模块" / "module `NAME`" is a module name.

    English puts ordinary words before "module" and "directory" all the time ("the save
    directory", "a lightweight rule module"), so unquoted English needs a code-like name, or a
    plain lower-case one right after "the" and before a singular "module" ("the xhome module").
    An ASCII word before 模块/モジュール in CJK text is already set apart from the prose.
    """
    low = name.lower()
    if low in _MODULE_STOP or low in _KEYWORDS:
        return False
    if quoted:
        return True
    if _is_code_like(name) or ("_" in name.strip("_") and "-" not in name):
        return True
    if name[0].isupper() or _is_acronym(name) or "-" in name or len(name) < 2:
        return False  # "the Python module", "UI 模块", "platform-independent modules"
    if en_word is None:
        return True
    return en_word == "module" and bool(_THE_BEFORE_RE.search(before))


def _dedupe(claims: list[Claim]) -> list[Claim]:
    member_containers = {c.qualifier for c in claims if c.kind in ("member", "wildcard") and c.qualifier}
    bound = {c.qualifier for c in claims if c.kind in ("member", "wildcard") and c.qualifier and not c.paired}
    paired_only = member_containers - bound
    seen: set[tuple[str, tuple[str, ...], str, tuple[str, ...]]] = set()
    out = []
    for c in claims:
        if c.kind == "type":
            full = c.qualifier + (c.name,)
            if any(q[-len(full):] == full for q in member_containers) and not (
                    c.type_args and full in paired_only):
                continue  # the member claim already checks the type
                # (not a type written with type arguments that only a sentence pairs a call with:
                # `MiddlewareFunction<Env>` … next() — that pairing is weak, the type is a claim of its own)
        key = (c.kind, c.qualifier, c.name, c.chain_links)
        if key in seen:
            continue
        seen.add(key)
        out.append(c)
    return out


def looks_like_prose(text: str) -> bool:
    """True when a command-line argument is a text to extract from rather than one reference.

    "FastScrollBar.attachToQBListView", "ns::A::b", "-[Foo bar:]", "Foo.bar(int a, String b)" and
    paths are references; anything else with spaces or CJK characters is prose.
    """
    s = text.strip()
    if not s:
        return False
    if _parse_single(s, 0, len(s), query=True) is not None:
        return False
    # Not one reference: extract from it (an unparsable single token simply yields no claims).
    return True
