# Time set: OkHttp's docs at 3437eb759 (2022-11-27, 4.x/5.0 alphas), checked against the current head (5.x).
OLD = "3437eb759ad13f18bcede893992fb2af567fbbc6"
OLD_DATE = "2022-11-27"
SOURCE_GLOBS = ["*.kt", "*.java"]
MODULES = ()
ANC = {}
ROWS = [
    ("en", "false", "okhttp/src/jvmMain/resources/META-INF/proguard/okhttp3.pro", None,
     "If R8 is off, copy the keep rules from `okhttp/src/jvmMain/resources/META-INF/proguard/okhttp3.pro` into our proguard file.", "README.md:171",
     "deleted in c05653068 (2023-12-20, 'Switch back to the kotlin JVM plugin')"),
    ("zh", "false", "okhttp/src/jvmMain/resources/META-INF/proguard/okhttp3.pro", None,
     "不用 R8 的项目要手动加上 okhttp/src/jvmMain/resources/META-INF/proguard/okhttp3.pro 里的混淆规则。", "docs/features/r8_proguard.md:12",
     "second citation"),
    ("ja", "false", "okhttp-android/", None,
     "Android 向けの拡張（fastFallback など）は `okhttp-android/` モジュールにある。", "okhttp-android/README.md:12",
     "the okhttp-android module was removed"),
    ("en", "false", "okhttp/src/jvmTest/resources/okhttp3/internal/idn/", None,
     "The Stringprep tables for IDN live in `okhttp/src/jvmTest/resources/okhttp3/internal/idn/`; regenerate them from RFC 3454 when they change.",
     "okhttp/src/jvmTest/resources/okhttp3/internal/idn/README.md:11", "the directory is gone"),
    ("zh", "false", "StringprepTablesReader", None,
     "IDN 的 Stringprep 表由 StringprepTablesReader 解析成运行时的模型。", "okhttp/src/jvmTest/resources/okhttp3/internal/idn/README.md:7",
     "the class (okhttp/src/jvmTest/java/okhttp3/internal/idn/stringprepTablesReader.kt) was removed"),
    ("en", "true", "OkHttpClient.newBuilder", None,
     "Per-call settings: `client.newBuilder()` shares the pool and dispatcher with the original client.", "docs/recipes.md:764", ""),
    ("zh", "true", "OkHttpClient.Builder.callTimeout", None, "整个调用的超时用 `callTimeout(10, TimeUnit.SECONDS)`。", "docs/recipes.md:726", ""),
    ("ja", "true", "MockWebServer.takeRequest", None, "送られたリクエストは `server.takeRequest()` で確認する。", "mockwebserver/README.md:62", ""),
]
