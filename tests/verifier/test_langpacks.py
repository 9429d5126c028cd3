"""The language packs: where the verifier's knowledge of each language and its platform lives."""
from __future__ import annotations

from verifier.langpacks import platform_base


def test_a_base_from_a_platform_package_is_the_platforms_whatever_the_file():
    assert platform_base("FrameLayout", "kotlin", "android.widget.FrameLayout")
    assert platform_base("InputStream", "java", "java.io.InputStream")
    assert platform_base("vector", "cpp", "std::vector")
    assert platform_base("UIAbility", "arkts", "@ohos.app.ability.UIAbility")
    # a library's package is no platform's, however well known
    assert not platform_base("Request", "java", "okhttp3.Request")
    assert not platform_base("Flask", "python", "flask.Flask")


def test_an_apple_class_prefix_marks_a_platform_base_only_in_swift_and_objective_c():
    assert platform_base("UIView", "swift") and platform_base("NSObject", "objc")
    assert platform_base("CALayer", "objc") and platform_base("WKWebView", "swift")
    # a prefix starts a Capitalised word (`Unicorn` has none), and a Kotlin `NSThing` is the repository's
    assert not platform_base("Unicorn", "swift")
    assert not platform_base("NSThing", "kotlin")
    assert not platform_base("UiView", "swift")
