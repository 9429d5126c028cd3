"""Objective-C fixture: sample_repos/qqbrowser/ios/QQBrowser/WebView. A class deriving from
UIKit (outside the repository) with its @interface in a .h and @implementation in a .m, a class
extension, a category `QBWebViewController (FastScroll)` (.h and .m), a protocol and its adoption,
properties, class and instance methods with multi-part selectors, NS_ENUM, constants."""
from pathlib import Path

import pytest

from codeindex.languages import language_for
from symtab import rows

ROOT = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"
WEBVIEW = "ios/QQBrowser/WebView/"


def extract(extractor, rel):
    source = (ROOT / rel).read_bytes()
    lang = language_for(rel, source[:4096])
    assert lang == "objc", rel        # headers too: they use @interface / @protocol
    return extractor.extract(lang, source)


EXPECTED = {
    "ios/QQBrowser/WebView/QBScrollObserving.h": [
        ('QBScrollObserving', 'protocol', 15, None),
        ('QBScrollObserving.webViewController:didScrollToOffset:', 'method', 18, 'QBScrollObserving'),
        ('QBScrollObserving.webViewControllerDidEndDragging:', 'method', 21, 'QBScrollObserving'),
        ('QBScrollObserving.wantsFastScroll', 'method', 22, 'QBScrollObserving'),
        ('QBScrollObserving.scrollThreshold', 'property', 23, 'QBScrollObserving'),
    ],
    "ios/QQBrowser/WebView/QBWebViewController+FastScroll.h": [
        ('QBWebViewController', 'extension', 14, None),
        ('QBWebViewController.fastScrollAttached', 'property', 16, 'QBWebViewController'),
        ('QBWebViewController.attachFastScrollTo:animated:', 'method', 18, 'QBWebViewController'),
        ('QBWebViewController.detachFastScroll', 'method', 19, 'QBWebViewController'),
        ('QBWebViewController.fastScrollBarWidth', 'method', 20, 'QBWebViewController'),
    ],
    "ios/QQBrowser/WebView/QBWebViewController+FastScroll.m": [
        ('QBWebViewController', 'extension', 14, None),
        ('QBWebViewController.isFastScrollAttached', 'method', 16, 'QBWebViewController'),
        ('QBWebViewController.attachFastScrollTo:animated:', 'method', 20, 'QBWebViewController'),
        ('QBWebViewController.detachFastScroll', 'method', 30, 'QBWebViewController'),
        ('QBWebViewController.fastScrollBarWidth', 'method', 36, 'QBWebViewController'),
    ],
    "ios/QQBrowser/WebView/QBWebViewController.h": [
        ('QBWebViewErrorDomain', 'constant', 15, None),
        ('QBLoadState', 'enum', 17, None),
        ('QBLoadState.QBLoadStateIdle', 'enum_constant', 18, 'QBLoadState'),
        ('QBLoadState.QBLoadStateLoading', 'enum_constant', 19, 'QBLoadState'),
        ('QBLoadState.QBLoadStateFinished', 'enum_constant', 20, 'QBLoadState'),
        ('QBLoadState.QBLoadStateFailed', 'enum_constant', 21, 'QBLoadState'),
        ('QBLoadCompletion', 'type_alias', 24, None),
        ('QBWebViewController', 'class', 28, None),
        ('QBWebViewController.webView', 'property', 30, 'QBWebViewController'),
        ('QBWebViewController.loadState', 'property', 31, 'QBWebViewController'),
        ('QBWebViewController.loadCompletion', 'property', 32, 'QBWebViewController'),
        ('QBWebViewController.controllerWithURL:', 'method', 34, 'QBWebViewController'),
        ('QBWebViewController.initWithURL:configuration:', 'method', 35, 'QBWebViewController'),
        ('QBWebViewController.initWithNibName:bundle:', 'method', 37, 'QBWebViewController'),
        ('QBWebViewController.initWithCoder:', 'method', 39, 'QBWebViewController'),
        ('QBWebViewController.loadURL:', 'method', 41, 'QBWebViewController'),
        ('QBWebViewController.loadURL:completion:', 'method', 42, 'QBWebViewController'),
        ('QBWebViewController.reload', 'method', 43, 'QBWebViewController'),
    ],
    "ios/QQBrowser/WebView/QBWebViewController.m": [
        ('QBWebViewErrorDomain', 'constant', 10, None),
        ('kQBLoadTimeout', 'constant', 12, None),
        ('QBWebViewController', 'extension', 14, None),
        ('QBWebViewController.webView', 'property', 15, 'QBWebViewController'),
        ('QBWebViewController.loadState', 'property', 16, 'QBWebViewController'),
        ('QBWebViewController.initialURL', 'property', 17, 'QBWebViewController'),
        ('QBWebViewController', 'extension', 20, None),
        ('QBWebViewController._retryCount', 'field', 21, 'QBWebViewController'),
        ('QBWebViewController.controllerWithURL:', 'method', 24, 'QBWebViewController'),
        ('QBWebViewController.initWithURL:configuration:', 'method', 28, 'QBWebViewController'),
        ('QBWebViewController.viewDidLoad', 'method', 39, 'QBWebViewController'),
        ('QBWebViewController.loadURL:', 'method', 47, 'QBWebViewController'),
        ('QBWebViewController.loadURL:completion:', 'method', 51, 'QBWebViewController'),
        ('QBWebViewController.reload', 'method', 60, 'QBWebViewController'),
        ('QBWebViewController.webViewController:didScrollToOffset:', 'method', 67, 'QBWebViewController'),
        ('QBWebViewController.scrollThreshold', 'method', 70, 'QBWebViewController'),
        ('QBWebViewController.webView:didFinishNavigation:', 'method', 76, 'QBWebViewController'),
    ],
}


@pytest.mark.parametrize("rel", sorted(EXPECTED))
def test_exact_symbols(extractor, rel):
    result = extract(extractor, rel)
    assert result.parse_errors == 0
    assert rows(result) == EXPECTED[rel]


def test_bases_and_extensions(extractor):
    kinds = {}
    for rel in EXPECTED:
        for s in extract(extractor, rel).symbols:
            if s.kind in ("class", "protocol", "extension", "enum"):
                kinds.setdefault((s.kind, s.qualname), []).append((rel.rsplit("/", 1)[1], s.line, s.bases, s.extends))
    assert kinds == {
        ("protocol", "QBScrollObserving"): [("QBScrollObserving.h", 15, ("NSObject",), None)],
        ("enum", "QBLoadState"): [("QBWebViewController.h", 17, (), None)],
        ("class", "QBWebViewController"): [
            ("QBWebViewController.h", 28, ("UIViewController", "QBScrollObserving", "WKNavigationDelegate"), None)],
        ("extension", "QBWebViewController"): [
            # the category's interface, its implementation, the class extension, the implementation
            ("QBWebViewController+FastScroll.h", 14, (), "QBWebViewController"),
            ("QBWebViewController+FastScroll.m", 14, (), "QBWebViewController"),
            ("QBWebViewController.m", 14, ("UIScrollViewDelegate",), "QBWebViewController"),
            ("QBWebViewController.m", 20, (), "QBWebViewController"),
        ],
    }


def test_members_attached_only_outside_the_interface(extractor):
    header = extract(extractor, WEBVIEW + "QBWebViewController.h")
    assert not any(s.attached for s in header.symbols)
    for rel in ("QBWebViewController.m", "QBWebViewController+FastScroll.h", "QBWebViewController+FastScroll.m"):
        for s in extract(extractor, WEBVIEW + rel).symbols:
            if s.container == "QBWebViewController":
                assert s.attached, (rel, s)
    category = {s.name: s for s in extract(extractor, WEBVIEW + "QBWebViewController+FastScroll.h").symbols}
    assert category["attachFastScrollTo:animated:"].kind == "method"
    assert category["attachFastScrollTo:animated:"].qualname == "QBWebViewController.attachFastScrollTo:animated:"
    assert category["fastScrollAttached"].kind == "property"


def test_selectors(extractor):
    names = [s.name for s in extract(extractor, WEBVIEW + "QBWebViewController.h").symbols if s.kind == "method"]
    assert names == [
        "controllerWithURL:",
        "initWithURL:configuration:",        # NS_DESIGNATED_INITIALIZER is no part of it
        "initWithNibName:bundle:",
        "initWithCoder:",
        "loadURL:",
        "loadURL:completion:",
        "reload",
    ]


def test_imports(extractor):
    assert extract(extractor, WEBVIEW + "QBWebViewController.h").imports == [
        ("UIKit/UIKit.h", 8), ("WebKit/WebKit.h", 9), ("QBScrollObserving.h", 11)]
    assert extractor.extract("objc", b"@import WebKit;\n#import <Foundation/Foundation.h>\n").imports == [
        ("WebKit", 1), ("Foundation/Foundation.h", 2)]


def test_macros_the_grammar_cannot_parse(extractor):
    # Without the engine's blanking, NS_ASSUME_NONNULL_BEGIN swallows the @interface after it and
    # NS_ENUM turns the rest of the file into an error.
    source = b"""NS_ASSUME_NONNULL_BEGIN

@interface QBA : NSObject
- (instancetype)init NS_UNAVAILABLE;
- (void)foo:(int)a bar:(int)b NS_SWIFT_NAME(foo(_:bar:));
@end

typedef NS_OPTIONS(NSUInteger, QBEdge) {
  QBEdgeTop = 1 << 0,
};

@interface QBA ()
@property(nonatomic, copy, nullable) void (^onDone)(BOOL ok);
@end

@protocol QBFwd;
@class QBTab;
NS_ASSUME_NONNULL_END
"""
    result = extractor.extract("objc", source)
    assert result.parse_errors == 0
    assert [(s.qualname, s.kind, s.line, s.container, s.attached) for s in result.symbols] == [
        ("QBA", "class", 3, None, False),
        ("QBA.init", "method", 4, "QBA", False),
        ("QBA.foo:bar:", "method", 5, "QBA", False),
        ("QBEdge", "enum", 8, None, False),
        ("QBEdge.QBEdgeTop", "enum_constant", 9, "QBEdge", False),
        ("QBA", "extension", 12, None, False),
        ("QBA.onDone", "property", 13, "QBA", True),
    ]


def test_conditionals_and_availability_macros(extractor):
    # A directive inside @interface makes the grammar lose the whole file: the engine keeps the
    # first branch of each #if group. Availability macros after a property are blanked too.
    source = b"""#import <Foundation/Foundation.h>
#define QB_API_AVAILABLE(...) API_AVAILABLE(__VA_ARGS__)

@interface QBTask : NSObject
@property(nonatomic, copy) NSString *name;
#if QB_HAS_METRICS
@property(nonatomic, strong) NSURLSessionTaskMetrics *metrics QB_API_AVAILABLE(ios(10));
#else
@property(nonatomic, strong) id metrics;
#endif
- (void)resume API_AVAILABLE(ios(13.0));
@end

@implementation QBTask
- (void)resume {
#if DEBUG
  NSLog(@"resume");
#endif
}
@end
"""
    result = extractor.extract("objc", source)
    assert result.parse_errors == 0
    assert [(s.qualname, s.kind, s.line, s.attached) for s in result.symbols] == [
        ("QB_API_AVAILABLE", "macro", 2, False),
        ("QBTask", "class", 4, False),
        ("QBTask.name", "property", 5, False),
        ("QBTask.metrics", "property", 7, False),     # the first branch only
        ("QBTask.resume", "method", 11, False),
        ("QBTask", "extension", 14, False),
        ("QBTask.resume", "method", 15, True),
    ]


def test_generics_are_not_protocols(extractor):
    source = b"""@interface QBCache<__covariant KeyType, ObjectType> : NSObject <NSCopying>
- (nullable ObjectType)objectForKey:(KeyType)key;
@end
@interface QBList<T> : NSObject
@end
@interface QBList (Sorting) <QBSortable, NSFastEnumeration>
- (void)sortUsingComparator:(NSComparator)comparator;
@end
"""
    result = extractor.extract("objc", source)
    assert result.parse_errors == 0
    assert [(s.qualname, s.kind, s.line, s.bases, s.attached) for s in result.symbols] == [
        ("QBCache", "class", 1, ("NSObject", "NSCopying"), False),
        ("QBCache.objectForKey:", "method", 2, (), False),
        ("QBList", "class", 4, ("NSObject",), False),
        ("QBList", "extension", 6, ("QBSortable", "NSFastEnumeration"), False),
        ("QBList.sortUsingComparator:", "method", 7, (), True),
    ]
