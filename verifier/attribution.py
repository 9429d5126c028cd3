"""Attribution in prose: which type a sentence binds a member to, and by what construction.

"call `m()` on the `T`", "`T`'s `m`", "`T` has an `m` method", "`T` 的 `m` 方法", "调用 `T` 的 `m()`",
"`T` 类提供 `m`", "`T` の `m` メソッド", "`T` で `m` を呼ぶ", "`T` を作ったら `m` を呼び出す" say that `m`
belongs to `T` as firmly as `T.m` does, so such a claim is resolved exactly like `T.m`
(`Claim.binding` names the construction). Two names that merely share a sentence are not bound:
that weaker pairing stays in `claims._pair` and is never certain on its own.

The constructions are data (`_BEFORE`, `_AFTER`): a regular expression over the words between the
type and the member, per language, with the binding it establishes. Everything is anchored next to
the member and looks at most `_WINDOW` characters away, so the cost is linear in the text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

__all__ = ["Binding", "find_binding", "BINDINGS", "MEMBER_WORD_AFTER_RE", "NOT_CODE_WORDS"]

# Names of the constructions, as recorded on a claim and in its result.
BINDINGS = ("possessive", "provides", "call_on", "member_of")

_WINDOW = 160

_Q = r"[`'\"“”「」『』【】]?"
# A type as written in a sentence: CamelCase or Capitalised, optionally qualified (`zapcore.Core`,
# `leveldb::DB`), optionally quoted. The name group is checked for shape by the caller.
# A shared instance written after a type (`ImageDownloader.default`, `Foo.shared`, `FileSystem.SYSTEM`)
# is that type's value: "调用 ImageDownloader.default 的 m" binds m to it.
_SHARED_VALUE = r"(?:\.(?:default|shared|main|current|standard|instance|sharedInstance|defaultInstance|SYSTEM|INSTANCE))?"
# `Response<T>`, `Callback<User>`: type arguments written after the type are not part of its name.
_TYPE_ARGS = r"(?:<[^<>\s]{1,40}>)?"
# A constructor call written as code stands for the instance it makes: "on the `fields.Email()` instance".
_NEW_CALL = r"(?:\(\)(?=[`'\"”」』】]))?"
# Module qualifiers as Python and Go write them: `marshmallow.fields.Field`, `zapcore.Core`.
_TYPE = (r"(?<![A-Za-z0-9_.:#$])" + _Q + r"\*?(?P<type>(?:[a-z][a-z0-9_]*(?:\.|::)){0,3}\$?[A-Z][A-Za-z0-9_]*"
         r"(?:(?:\.|::)[A-Z][A-Za-z0-9_]*)*" + _SHARED_VALUE + r")" + _TYPE_ARGS + _NEW_CALL + _Q)
_TYPE_LOWER = (r"(?<![A-Za-z0-9_.:#])" + _Q + r"(?P<type>(?:[a-z][a-z0-9_]*::)*[a-z][a-z0-9_]*)" + _TYPE_ARGS + _Q)

_EN_MEMBER_WORDS = (r"(?:method|function|func|property|field|member|getter|setter|accessor|API|call|helper"
                    r"|constructor|initializer|callback|hook|option|attribute|variable|constant)")
_EN_ADJ = (r"(?:(?:own|static|public|private|internal|protected|new|async|convenience|helper|builder|factory"
           r"|separate|dedicated|single|special|extra|handy|overloaded|suspend|class|instance|builtin|built-in"
           r"|same|similar|equivalent|matching|corresponding|familiar|usual|standard)\s+)")
_ZH_KIND = r"(?:基类|父类|子类|类|接口|对象|实例|结构体|组件|单例|协议|枚举)"
_ZH_MEMBER = r"(?:静态|公开|公有|私有|成员|实例|类|扩展)?\s*(?:方法|函数|属性|字段|成员|接口|API|回调|常量|变量)"
# Which one of T the sentence means: "给单个 Entry 调用 AddHook", "对那个 Route 调用 Walk".
_ZH_WHICH = r"(?:单个|某个|某一个|那个|这个|每个|每一个|一个|各个|该|此|同一个)?\s*"
# A short aside in brackets after a type and its kind word: "Progress 型（type alias）の loadedBytes".
_ASIDE = r"(?:\s*[（(][^（）()\n]{1,24}[）)])?"
_JA_KIND = r"(?:クラス|オブジェクト|インスタンス|構造体|型|プロトコル|インターフェース|列挙型)"
_JA_MEMBER = r"(?:静的|インスタンス|クラス|拡張)?\s*(?:メソッド|関数|プロパティ|フィールド|メンバー?|API|定数|変数)"

# Words after a member that say it is a member ("`m` method", "m 方法", "m メソッド").
MEMBER_WORD_AFTER_RE = re.compile(
    r"\s*" + _Q + r"\s*(?:(?i:" + _EN_MEMBER_WORDS + r")\b|" + _ZH_MEMBER + "|" + _JA_MEMBER + ")"
)


@dataclass(frozen=True)
class Binding:
    type_name: str            # as written, qualified if it was (`zapcore.Core`)
    type_span: tuple[int, int]
    construction: str         # one of BINDINGS
    # A Capitalised member bound to a lower-case word ("router 的 GetName()", "logger の SetHooks"): a
    # variable's method only in a language that capitalises methods (Go); the resolver decides.
    capitalised_on_lower: bool = False


def _c(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.S)


# Type BEFORE member: matched against the text that ends right where the member starts.
# (pattern, construction, needs): `needs` is "member_word" when the member must be followed by a
# member word, or "ja_call" when it must be followed by a Japanese "call/use" verb.
def _before_constructions(T: str) -> list[tuple[re.Pattern, str, str | None]]:
    """The constructions with the type before the member, for a type written as `T` matches."""
    return [
        # Calls of a type's member first: "call `T`'s `m`", "调用 `T` 的 `m`", "`T` の `m` を呼ぶ".
        (_c(r"(?i:\b(?:call|invoke|calling|invoking)\s+(?:the\s+)?)" + T + r"['’]s\s+" + _EN_ADJ + r"*"
            r"(?:" + _EN_MEMBER_WORDS + r"\s+)?" + _Q + r"$"), "call_on", None),
        (_c(r"(?:调用|执行|使用|用|改用|应使用|应该使用)\s*" + T + r"\s*" + _ZH_KIND + r"?\s*(?:里面|里|中|内|上)?\s*"
            r"(?:自带|自身|本身|内置|提供)?的\s*(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"), "call_on", None),
        (_c(T + r"\s*" + _JA_KIND + r"?\s*(?:側|内)?\s*の\s*(?:" + _JA_MEMBER + r")?\s*" + _Q + r"$"),
         "call_on", "ja_call"),
        # "create the `T` with `m()`", "build a T with m()": a builder's or a factory's member, when the
        # member is written as code (a call or quoted): "create the T with care" binds nothing.
        (_c(r"(?i:\b(?:create|creating|build|building|construct|constructing|configure|configuring|set\s+up|make)\s+"
            r"(?:the|a|an|your|one)\s+(?:new\s+)?)" + T + r"(?:\s+(?:instance|object))?\s+(?i:with|using|via)\s+" + _Q + r"$"),
         "call_on", "code"),
        # Overriding a base's member says the base has it: "subclass `T` and override `m`",
        # "继承 `T` 并重写 `m`", "`T` を継承して `m` をオーバーライド" (the Japanese verb comes after).
        (_c(r"(?i:\b(?:subclass|subclassing|extend|extending|inherit\s+from|inheriting\s+from|derive\s+from)\s+(?:the\s+)?)"
            + T + r"(?:\s+(?:class|type))?\s*,?\s+(?:and\s+|then\s+)+(?:just\s+)?(?:override|overriding|overwrite)\s+"
            r"(?:its\s+|the\s+)?(?:" + _EN_MEMBER_WORDS + r"\s+)?" + _Q + r"$"), "call_on", None),
        (_c(r"(?:继承|继承自|扩展)\s*" + T + r"\s*" + _ZH_KIND + r"?\s*(?:之后|以后|后|并且?|然后|再|，|,)*\s*(?:重写|覆盖|覆写|重载)"
            r"\s*(?:它的|其)?\s*(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"), "call_on", None),
        (_c(T + r"\s*" + _JA_KIND + r"?\s*を\s*(?:継承し|継承して|拡張し|拡張して|サブクラス化し|サブクラス化して)"
            r"\s*[、,]?\s*(?:その)?\s*" + _Q + r"$"), "call_on", "ja_call"),
        # English possessive: "`T`'s `m()`", "T's static helper m", "the T class's m".
        (_c(T + r"(?:\s+(?:class|type|struct|object|interface|instance))?['’]s\s+" + _EN_ADJ + r"*"
            r"(?:" + _EN_MEMBER_WORDS + r"\s+)?(?:(?:called|named)\s+)?" + _Q + r"$"), "possessive", None),
        # English "T has / provides / exposes (a|no) (static) (method) (called) m".
        (_c(T + r"(?:\s+(?:class|type|struct|object|interface|instance|protocol|enum|instances|objects))?\s+"
            r"(?:(?:already|also|now|only|still|itself|actually|really|itself|all|each)\s+)?"
            r"(?:has|have|had|provides|provided|exposes|offers|defines|declares"
            r"|gives\s+you|comes\s+with|has\s+got|has\s+no|have\s+no|lacks|doesn't\s+have|does\s+not\s+have"
            r"|doesn't\s+provide|does\s+not\s+provide|doesn't\s+expose|does\s+not\s+expose|doesn't\s+define"
            r"|does\s+not\s+define)\s+"
            r"(?:(?:a|an|the|its|one|no|any|this)\s+)?" + _EN_ADJ + r"*"
            r"(?:" + _EN_MEMBER_WORDS + r"s?\s+)?(?:(?:called|named)\s+)?" + _Q + r"$"), "provides", None),
        # English "On a `T`, call `m()`", "on the T, m() …": on T (a sentence's opening place), m.
        (_c(r"(?:^|[.;:!?]\s+|\n\s*(?:[-*+]\s+)?)(?i:on)\s+(?:(?:a|an|the|each|every|any|your|that|this)\s+)?" + T
            + r"(?:\s+(?:instance|object|value))?\s*,\s*(?:(?:you\s+)?(?:can|should|must|need\s+to|have\s+to|then)\s+)*"
            r"(?:just\s+)?(?:(?:call|invoke|use)\s+(?:its\s+|the\s+)?)?" + _Q + r"$"), "call_on", "code"),
        # English "`T` supports `m()`", "`T` lets you call m()", "a `T` responds to m()", "`T` implements m()":
        # only for a member written as a call ("T supports `json`" may name a format) and a type written as
        # code ("GoogleTest supports `EXPECT_EQ()`", "Koin supports `viewModel()`": a product, not its class)
        (_c(T + r"(?:\s+(?:class|type|struct|object|interface|instance|instances|objects))?\s+"
            r"(?:(?:also|now|only|already|itself)\s+)?"
            r"(?:supports|support|implements|implement|responds\s+to|respond\s+to|lets\s+you\s+(?:call|use)"
            r"|allows\s+you\s+to\s+(?:call|use)|can\s+(?:also\s+)?(?:call|do))\s+"
            r"(?:(?:a|an|the|its)\s+)?" + _Q + r"$"), "provides", "call_of_code_type"),
        # English "ask the `T` for `title()`": what T is asked for is T's, when written as a call.
        (_c(r"(?i:\b(?:ask|asks|asking|query|queries|querying)\s+(?:(?:the|a|an|each|every|your|that|this)\s+)?)" + T
            + r"(?:\s+(?:instance|object))?\s+(?i:for)\s+" + _Q + r"$"), "call_on", "call_of_code_type"),
        # English "go through `T` and its `m`", "the T, and then call its m".
        (_c(T + r"(?:\s+(?:class|type|instance|object))?\s*,?\s+(?:and|then|,)\s+(?:then\s+)?"
            r"(?:(?:call|use|invoke|rely\s+on)\s+)?its\s+" + _EN_ADJ + r"*(?:" + _EN_MEMBER_WORDS + r"\s+)?" + _Q + r"$"),
         "possessive", None),
        # English "once you have a T, call m", "after creating the T, invoke its m()",
        # "create a T and call m()", "given a T, use m".
        (_c(r"(?i:(?:once|after|when|if|whenever)\s+(?:you\s+(?:have|get|got|hold|obtain|create|build|construct|instantiate)"
            r"|(?:having|creating|building|constructing|instantiating|obtaining|getting)|you'?ve\s+(?:got|created|built))"
            r"|given|with|for|from)\s+(?:(?:a|an|the|your|that|this)\s+)?(?:[a-z][a-z\-]{1,20}\s+)?" + T
            + r"(?:\s+(?:instance|object|value))?\s*,?\s*(?:(?:you\s+)?(?:can|should|must|need\s+to|have\s+to|then)\s+)*"
            r"(?:just\s+)?(?:you\s+)?(?:call|invoke|use|run|trigger)\s+(?:its\s+|the\s+)?" + _EN_ADJ + r"*"
            r"(?:" + _EN_MEMBER_WORDS + r"\s+)?" + _Q + r"$"), "call_on", None),
        (_c(r"(?i:create|build|construct|instantiate|get|obtain|make|new\s+up|allocate|grab|take|fetch|hold|keep|use"
            r"|open|wrap)\s+(?:a|an|the|one|your|that)\s+(?:new\s+)?"
            + T + r"(?:\s+(?:instance|object))?\s*,?\s+(?:and|then)\s+(?:then\s+)?(?:just\s+)?(?:call|invoke|use)\s+"
            r"(?:its\s+|the\s+)?(?:" + _EN_MEMBER_WORDS + r"\s+)?" + _Q + r"$"), "call_on", None),
        # Chinese "T 的 m (方法)", "T 类里的 m", "由 T 里的 m 负责", "调用 T 的 m()".
        (_c(T + r"\s*" + _ZH_KIND + r"?" + _ASIDE + r"\s*(?:里面|里头|里|中|内部|内|上)?\s*(?:自带|自身|本身|内置|原生|提供)?的\s*"
            r"(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"), "possessive", None),
        # Chinese "T (类) 提供了 / 有 / 没有 (一个) (名为) m".
        (_c(T + r"\s*" + _ZH_KIND + r"?\s*(?:上|里|中|内)?\s*(?:已经|也|只|还|本身|其实|自带|就)?\s*"
            r"(?:提供了?|暴露了?|定义了?|声明了?|实现了?|拥有|包含|含有|有|没有|并没有|并不提供|不提供|没提供|没有提供|自带了?)\s*"
            r"(?:一个|个|了)?\s*(?:名为|叫做?|称为)?\s*(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"), "provides", None),
        # Chinese "T 可以直接调用 m", "T 能用 m", "T 支持 m".
        (_c(T + r"\s*" + _ZH_KIND + r"?\s*(?:也|还|就|本身)?\s*(?:可以|能够|能|可)\s*(?:直接|直接地|方便地)?\s*"
            r"(?:调用|使用|用|调)\s*(?:其|它的)?\s*(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"), "call_on", None),
        (_c(T + r"\s*" + _ZH_KIND + r"?\s*(?:也|还|本身)?\s*(?:支持|内置了?)\s*(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"),
         "provides", None),
        # Chinese "MASViewAttribute 也能直接 equalTo(other)": T can m(), the verb of calling left out; only for a
        # member written as a call ("T 能 cache 数据" says what T does, not what it has)
        (_c(T + r"\s*" + _ZH_KIND + r"?\s*(?:实例|对象)?\s*(?:也|还|就|本身)?\s*(?:可以|能够|能|可)\s*(?:直接|直接地|方便地)?\s*" + _Q + r"$"),
         "call_on", "call"),
        # Chinese "Retrofit.Builder 里加一行 m(...)", "在 T 上再调用 m": written into that type's chain.
        # "CodeBlock.Builder 上用 m(...)": on T (上, not 里: "App Router 里用 m" is in T's place, with
        # anyone's m) used.
        (_c(T + r"\s*" + _ZH_KIND + r"?\s*上\s*(?:再|还要|要)?\s*(?:改用|使用|用)\s*" + _Q + r"$"), "call_on", None),
        (_c(T + r"\s*" + _ZH_KIND + r"?\s*(?:里面|里|中|上)\s*(?:再|还要|要)?\s*(?:加上|加|添加|写上|写|配置|设置|调用)"
            r"\s*(?:一行|一个|一下|了)?\s*" + _Q + r"$"), "call_on", None),
        # Chinese "对 T 调用 m", "在 T 上调用 m()", "创建 T 之后调用其 m".
        (_c(r"(?:对|在|给|向|拿|用)\s*" + _ZH_WHICH + T + r"\s*" + _ZH_KIND + r"?\s*(?:实例|对象)?\s*(?:上|中|里)?\s*"
            r"(?:调用|执行|使用|调|接着?调用?|继续调用|链式调用|再接|接)\s*(?:其|它的)?\s*(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"),
         "call_on", None),
        # Chinese "给 DDLog 设置 logFormatter", "在 Parameter 基类上设置 hide_input", "在 JsonConfig 上把
        # ignoreUnknownKeys 打开": setting T's member ("给 T 加上 m" adds a member to be written).
        (_c(r"(?:对|在|给|为|替)\s*" + _ZH_WHICH + T + r"\s*" + _ZH_KIND + r"?\s*(?:实例|对象)?\s*(?:上|中|里)?\s*(?:统一|直接|都|再|单独)?\s*"
            r"(?:设置|配置|设定|设|打开|开启|关掉|关闭|把)(?:好|上|了)?\s*(?:其|它的)?\s*(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"),
         "call_on", None),
        # Chinese "在 Emitter 上 `SetIndentation(4)`": on T, a call written as code right after, no verb.
        (_c(r"在\s*" + _ZH_WHICH + T + r"\s*" + _ZH_KIND + r"?\s*(?:实例|对象)?\s*上\s*(?:统一|直接|都|再)?\s*" + _Q + r"$"),
         "call_on", "quoted_call"),
        # (also a caught exception: "捕获 HttpStatusException 后用 `getStatus()`", "捕获到 T 之后调用 flatten()")
        (_c(r"(?:创建|新建|构造|初始化|拿到|获取|得到|有了|new|准备好?|捕获到?|捕捉到?|抓到|catch\s*到?)\s*(?:一个|个|好)?\s*" + T + r"\s*(?:实例|对象|异常|错误)?\s*"
            r"(?:(?:之后|以后|后|时)\s*[，,]?\s*(?:再|就|然后|需要|要|先)?\s*(?:直接)?|[，,]?\s*(?:再|然后|接着))\s*(?:调用|执行|使用|用|读取?|取)\s*(?:其|它的)?\s*"
            r"(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"), "call_on", None),
        # Chinese "单个 Element 输出前先调用它的 outputSettings()", "某个 Immer 实例……调用它的 enablePatches()": its m,
        # said of the last type before it in the clause (no other ASCII word between them).
        (_c(T + r"\s*" + _ZH_KIND + r"?\s*(?:实例|对象)?[^A-Za-z0-9_`'\"。；;！？!?\n]{0,24}?"
            r"(?:调用|使用|用|读取|读|取|设置|访问|通过)\s*(?:它的|其)\s*(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"),
         "call_on", None),
        # Chinese "给 T 加的 m", "为 T 扩展的 m": a member an extension (a category) added to T.
        (_c(r"(?:给|为|替)\s*" + T + r"\s*" + _ZH_KIND + r"?\s*(?:加|添加|增加|扩展|新增|补充|提供)(?:上|了)?的\s*"
            r"(?:" + _ZH_MEMBER + r")?\s*" + _Q + r"$"), "possessive", None),
        # Japanese "CachedKy の get で取得する", "HeaderRoute の Match で判定する": T's m is the means.
        (_c(T + r"\s*" + _JA_KIND + r"?" + _ASIDE + r"\s*(?:内|側)?\s*の\s*" + _Q + r"$"), "possessive", "ja_by"),
        # Japanese "T の m (メソッド)", "T クラスの m".
        (_c(T + r"\s*" + _JA_KIND + r"?" + _ASIDE + r"\s*(?:内|側)?\s*の\s*(?:" + _JA_MEMBER + r")?\s*" + _Q + r"$"), "possessive", None),
        # Japanese "T で m を呼ぶ", "T に対して m を呼び出す".
        (_c(T + r"\s*(?:の\s*(?=" + _JA_KIND + r"))?" + _JA_KIND + r"?\s*(?:側)?\s*(?:で|では|でも|に対して|に対し|に)\s*(?:は\s*)?(?:、\s*)?"
            + _Q + r"$"),
         "call_on", "ja_call"),
        # Japanese "KoinApplication では `loadModule(m)` で読み込む": in T, by a call written as code.
        (_c(T + r"\s*" + _JA_KIND + r"?\s*(?:で|では)\s*(?:、\s*)?" + _Q + r"$"), "call_on", "ja_quoted_call"),
        # Japanese "AssertionResult から tagsAsString() でタグを取る", "Element でも formData() で集める":
        # from T, even on T, by a call written as one.
        (_c(T + r"\s*" + _JA_KIND + r"?\s*(?:から|でも|では)\s*(?:、\s*)?" + _Q + r"$"), "call_on", "ja_by_call"),
        # Japanese "T を作ったら m を呼び出す", "T を生成してから m を呼ぶ".
        (_c(T + r"\s*" + _JA_KIND + r"?\s*を\s*(?:作っ|作成し|生成し|初期化し|用意し|取得し|new\s*し|作り|生成)"
            r"(?:たら|た後|た後に|た後で|てから|て|、)\s*[、,]?\s*(?:その|それの|その後)?\s*(?:、\s*)?" + _Q + r"$"),
         "call_on", "ja_call_or_suru"),
        # Japanese "T には m (メソッド) がある", "T は m を持つ", "T が提供する m".
        (_c(T + r"\s*" + _JA_KIND + r"?\s*(?:には|は|にも|も|に)\s*" + _Q + r"$"), "provides", "ja_has"),
        (_c(T + r"\s*" + _JA_KIND + r"?\s*(?:が|の)\s*(?:提供する|持つ|持っている|公開する|公開している|定義する"
            r"|定義している|備える|実装する|実装している)\s*(?:" + _JA_MEMBER + r")?\s*" + _Q + r"$"), "provides", None),
    ]


_BEFORE = _before_constructions(_TYPE)
# The same constructions with a type written lower-case, as C++ and C name their types (`logger`,
# `ringbuffer_sink`, `spdlog::stopwatch`): tried only when no Capitalised type is bound, for a
# lower-case member; the resolver keeps such a binding only where the repository defines a type of
# that very name (a lower-case word may just as well be a variable or a library).
_BEFORE_LOWER = _before_constructions(_TYPE_LOWER)

# Member BEFORE type: matched against the text that starts right where the member ends.
# A type after the member may also be written lower-case where C++ and C name their types so: a
# snake_case name of two words or more (`basic_memory_buffer`, `format_context`), or one qualified
# by a namespace (`fmt::file`). The resolver keeps such a binding only where the repository defines a
# type of that very name (a lower-case word may just as well be a variable).
_LOWER_TYPE = r"(?:[a-z][a-z0-9]*::)*[a-z][a-z0-9]*(?:_[a-z0-9]+)+|(?:[a-z][a-z0-9]*::)+[a-z][a-z0-9_]*"
# "on the httpx `Headers`": one lower-case word (a library's name) before a code-quoted type.
_LIB_WORD = r"(?:[a-z][a-z0-9_\-]*\s+(?=`))?"
_TYPE_AFTER = (_LIB_WORD + _Q + r"[*&]?(?P<type>(?:[a-z][a-z0-9_]*(?:\.|::)){0,3}\$?[A-Z][A-Za-z0-9_]*"
               r"(?:(?:\.|::)[A-Z][A-Za-z0-9_]*)*|" + _LOWER_TYPE + r")"
               + _NEW_CALL + _Q + r"(?![A-Za-z0-9_(]|\.[A-Za-z_]|::)"
               # "on its TypeSpec builder", "on the Moshi adapter": a type the named one makes or serves,
               # not that type
               r"(?!\s+(?:builders?|factory|factories|delegates?|companion|adapters?|serializers?|subclass(?:es)?"
               r"|wrappers?|proxy|mocks?|stubs?)\b)")
# "`m()` is defined on `T`", "are provided by T", "is called on each T", "lives on T", "(on T)": the
# member said to be T's in the passive (not "is called by T": T's code calls it, whoever's it is; not
# "is available on the JVM": a platform it runs on).
_PASSIVE = (r"|(?:is|are|was|were|gets|get)\s+(?:(?:also|only|already|still|now)\s+)?"
            r"(?:(?:defined|declared|implemented)\s+(?:on|in|by)|(?:provided|exposed|offered)\s+by"
            r"|(?:called|invoked)\s+on)"
            r"|(?:lives|sits)\s+on|\(on(?=\s+[^()]{1,60}\))")
_AFTER: list[tuple[re.Pattern, str]] = [
    # "invoke `m()` on the `T`", "the m method of T", "m, defined on T,", "m() provided by T".
    (_c(r"^" + _Q + r"\s*(?:" + _EN_MEMBER_WORDS + r"\s+)?"
        r"(?:on|of|(?:,\s*|\((?=[^()]{1,60}\)))?(?:defined\s+(?:on|in|by)|declared\s+(?:on|in|by)|provided\s+by|exposed\s+by"
        r"|implemented\s+(?:on|by))"
        # passive: "`m()` is defined on `T`", "is provided by T", "is called on the T", "lives on T"
        + _PASSIVE +
        r"|that\s+belongs\s+to|belonging\s+to|belongs\s+to|is\s+(?:a|the|an)\s+(?:" + _EN_ADJ + r")*(?:" + _EN_MEMBER_WORDS + r")\s+(?:of|on))\s+"
        r"(?:(?:the|a|an|each|every|your|any|that|this|its|their)\s+)?"
        # "on the request's `Entry`", "of the parser's Options": whose T it is, a plain word before it
        r"(?:[a-z][a-z\-]{1,20}['’]s\s+)?"
        r"(?:(?:new|existing|current|shared|same|returned|resulting|underlying|wrapped|given|whole|open|active"
        r"|parent|root|child|enclosing|outer|inner|nested|top-level)\s+)?"
        + _TYPE_AFTER),
     "member_of"),
    # "`r.Mount(...)` on the mux Router", "on the kotlinx JsonObject": after "the", one lower-case word (a
    # library's name) before a Capitalised type.
    (_c(r"^" + _Q + r"\s*(?:" + _EN_MEMBER_WORDS + r"\s+)?on\s+the\s+[a-z][a-z0-9_\-]{1,20}\s+(?=[A-Z])" + _TYPE_AFTER),
     "member_of"),
    # "the `m` method in `T`": `in` binds only after a member word ("use m() in T" may mean inside T's code).
    (_c(r"^" + _Q + r"\s*(?:\(\))?\s*" + _EN_MEMBER_WORDS + r"\s+(?:in|inside|within)\s+"
        r"(?:(?:the|a|an|each|every|your|any|that|this)\s+)?" + _TYPE_AFTER), "member_of"),
]
# "you need `m()` from `T`", "use m from T": `from` binds only after a verb of using.
_FROM_AFTER_RE = _c(r"^" + _Q + r"\s*(?:" + _EN_MEMBER_WORDS + r"\s+)?from\s+(?:(?:the|a|an|your|that)\s+)?" + _TYPE_AFTER)
_USE_BEFORE_RE = _c(r"(?i:\b(?:need|needs|use|uses|using|take|get|grab|pick|call|invoke|want)\s+(?:the\s+)?)" + _Q + r"$")
# "send `setTimeout:10` to that one `EXPExpect`", "sending `-reload:` to the T": an Objective-C message
# sent to T is T's. Only for a selector (its colon written: "send `shutdown` to the Worker" may send a
# message of the writer's protocol, not call a method).
_TO_AFTER_RE = _c(r"^(?::[^\s`'\"]*)?" + _Q + r"\s*(?:(?:message|selector)\s+)?to\s+"
                  r"(?:(?:the|a|an|each|every|your|any|that|this|its|one)\s+)*" + _TYPE_AFTER)
_SEND_BEFORE_RE = _c(r"(?i:\b(?:send|sends|sending|sent)\s+(?:the\s+|a\s+)?(?:(?:message|selector)\s+)?)" + _Q + r"[-+]?$")
# "…`m()` で", "…`m()` を使って": the call is the means.
_JA_BY_AFTER_RE = re.compile(r"^`?\s*(?:で|を使って|を使い|を使えば)")
# "…の get で取得する": で as the means, then a verb phrase (not では, not でも, not できる / です).
_JA_MEANS_AFTER_RE = re.compile(r"^[`'\"]?\s*(?:メソッド|関数|プロパティ)?\s*(?:で(?![はもきす])|を使って|を使い|を使えば)")
_JA_CALL_AFTER_RE = _c(r"^" + _Q + r"\s*(?:" + _JA_MEMBER + r")?\s*(?:を|が)\s*(?:呼|使|実行|コール|叩|利用|呼び出|オーバーライド|上書き)")
# "…を作ってから Mount する": a member used as a verb (する, して, した).
_JA_SURU_AFTER_RE = _c(r"^" + _Q + r"\s*(?:する|して|した|しておく|します)")
_JA_HAS_AFTER_RE = _c(r"^" + _Q + r"\s*(?:という)?\s*(?:" + _JA_MEMBER + r")?\s*(?:が|を|は)?\s*"
                      r"(?:ある|あります|存在する|存在します|持つ|持って|提供|定義|ない|ありません|存在しない)")

# Words that are Capitalised in a sentence but name no code, as a type ("This has an m method") or
# as a member (claims' plain-word pass uses the same list).
NOT_CODE_WORDS = frozenset("""
This That These Those It Its The A An If When Then There Here We You I They He She Our Your My
Once After Before While Also Note Use Call Always Never Do Don't Please Each Every Any Some No Yes
Both All Instead However Otherwise Finally First Second Next Last For From With In On At By To Of
Windows Linux Android iOS macOS Web CI API SDK HTTP JSON URL
""".split())


# Earlier members of a list before this one: "`a()`, `b()` and `" / "a、b和" / "a と b と".
_LIST_TAIL_RE = re.compile(
    r"(?:[`'\"]?[A-Za-z_][\w:]*(?:\(\))?[`'\"]?\s*(?:,|、|，|\band\b|\bor\b|和|与|及|以及|と|や)\s*(?:(?:and|or)\s+)?)+[`'\"]?$")
_Q_TAIL_RE = re.compile(r"[`'\"]?$")


def _type_ok(name: str, quoted: bool = False) -> bool:
    """A type-shaped word a construction may bind to: not an English word that names no code
    ("This has an m method"), unless the text writes it as code (`` `Call` `` には …)."""
    last = re.split(r"\.|::", name)[-1]
    return (quoted or last not in NOT_CODE_WORDS) and len(last) >= 2


def _quoted(text: str, start: int, end: int) -> bool:
    return start > 0 and end < len(text) and text[start - 1] == "`" and text[end] == "`"


def find_binding(text: str, start: int, end: int, sentence_start: int, sentence_end: int) -> Binding | None:
    """The type that the sentence binds the member text[start:end] to, or None.

    `sentence_start`/`sentence_end` bound the search: a construction never crosses a sentence."""
    lo = max(sentence_start, start - _WINDOW)
    before = text[lo:start]
    after = text[end:min(sentence_end, end + _WINDOW)]
    # "`T` exposes `a()`, `b()` and `c`": the construction binds every member of the list.
    listed = _LIST_TAIL_RE.search(before)
    whole = before
    if listed is not None and listed.start() > 0:
        before = before[:listed.start()] + _Q_TAIL_RE.search(before).group(0)
    found = _bound_before(_BEFORE, text, start, end, before, after, lo, _type_ok)
    if found is None and before is not whole:
        # "On a `T`, `m()` …": what looked like a list before the member was the type and its comma
        found = _bound_before(_BEFORE, text, start, end, whole, after, lo, _type_ok)
    if found is not None:
        return found
    for rx, construction in _AFTER:
        m = rx.match(after)
        if m is not None and _type_ok(m.group("type"), _quoted(after, m.start("type"), m.end("type"))):
            return Binding(m.group("type"), (end + m.start("type"), end + m.end("type")), construction)
    m = _FROM_AFTER_RE.match(after)
    if m is not None and _type_ok(m.group("type")) and _USE_BEFORE_RE.search(before):
        return Binding(m.group("type"), (end + m.start("type"), end + m.end("type")), "member_of")
    if after.startswith(":") or text[end - 1:end] == ":":
        m = _TO_AFTER_RE.match(after)
        if m is not None and _type_ok(m.group("type")) and _SEND_BEFORE_RE.search(before):
            return Binding(m.group("type"), (end + m.start("type"), end + m.end("type")), "call_on")
    if _LOWER_MEMBER_RE.match(text, start):
        # (not a Capitalised member, even one the text calls a member or calls: "调用含有 allocator 的
        # `SetString()`" is the overload that takes an allocator, "the mock object's constructor or
        # `SetUp()`" no object of the repository; read on real documentation, such an owner word is
        # English more often than a variable)
        return _bound_before(_BEFORE_LOWER, text, start, end, before, after, lo, _lower_type_ok)
    found = _bound_before(_BEFORE_LOWER, text, start, end, before, after, lo, _lower_type_ok)
    return replace(found, capitalised_on_lower=True) if found is not None else None


def _bound_before(constructions, text: str, start: int, end: int, before: str, after: str, lo: int,
                  type_ok) -> Binding | None:
    """The first construction of `constructions` that ends right before the member and binds it."""
    for rx, construction, needs in constructions:
        m = rx.search(before)
        if m is None or not type_ok(m.group("type"), _quoted(before, m.start("type"), m.end("type"))):
            continue
        if needs == "ja_call" and not _JA_CALL_AFTER_RE.match(after):
            continue
        if needs == "ja_call_or_suru" and not (_JA_CALL_AFTER_RE.match(after) or _JA_SURU_AFTER_RE.match(after)):
            continue
        if needs == "ja_has" and not _JA_HAS_AFTER_RE.match(after):
            continue
        if needs == "code" and not (text[start - 1:start] == "`" or text[end - 1:end] == ")"):
            continue
        if needs == "call" and not text[end - 1:end] == ")":
            continue
        if needs == "call_of_code_type" and not (text[end - 1:end] == ")"
                                                  and _quoted(before, m.start("type"), m.end("type"))):
            continue
        if needs == "quoted_call" and not (text[start - 1:start] == "`" and text[end - 1:end] == ")"):
            continue
        if needs == "ja_quoted_call" and not (text[start - 1:start] == "`" and text[end - 1:end] == ")"
                                              and _JA_BY_AFTER_RE.match(after)):
            continue
        if needs == "ja_by" and not _JA_MEANS_AFTER_RE.match(after):
            continue
        if needs == "ja_by_call" and not (text[end - 1:end] == ")" and _JA_BY_AFTER_RE.match(after)):
            continue
        return Binding(m.group("type"), (lo + m.start("type"), lo + m.end("type")), construction)
    return None


# A member written lower-case (`elapsed()`, `set_level`, `-mergeValueForKey:`): only such a member is
# bound to a lower-case type ("okio 的 `Path`" names a library's type, not a member of `okio`).
_LOWER_MEMBER_RE = re.compile(r"[`'\"]?[-+]?[a-z_]")
# Lower-case words that stand where a type would but are English (the subject of "it has", "you have").
_NOT_LOWER_TYPES = frozenset("""
it its this that these those you we they he she one each every which who what there here also now then
and or but not only still already just all both either neither none some any so as if when then first
next last same other another
""".split())


def _lower_type_ok(name: str, quoted: bool = False) -> bool:
    """A lower-case type a construction may bind to: three letters at least and not an English word
    that stands in a type's place; qualified (`spdlog::stopwatch`) it is code however short."""
    if "::" in name:
        return True
    return len(name) >= 3 and name not in _NOT_LOWER_TYPES
