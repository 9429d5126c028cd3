"""ArkTS fixture (.ets, parsed with the TypeScript grammar): an ability that extends an SDK class,
ArkUI `@Component struct`s with decorated state fields, lifecycle methods and `build()`, and global
`@Builder` / `@Extend` functions. `struct` is parsed as a class by the engine and reported as a
struct; ArkUI's trailing-closure syntax inside `build()` still leaves ERROR nodes, which are counted
but lose no symbol."""
from pathlib import Path

from symtab import one, rows

ETS = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser" / "harmony" / "entry" / "src" / "main" / "ets"


def extract(extractor, rel):
    return extractor.extract("arkts", (ETS / rel).read_bytes())


def test_entry_ability_extends_sdk_class(extractor):
    result = extract(extractor, "entryability/EntryAbility.ets")
    assert result.parse_errors == 0
    assert rows(result) == [
        ("DOMAIN", "constant", 6, None),
        ("EntryAbility", "class", 8, None),
        ("EntryAbility.feedSource", "field", 9, "EntryAbility"),
        ("EntryAbility.onCreate", "method", 11, "EntryAbility"),
        ("EntryAbility.onWindowStageCreate", "method", 17, "EntryAbility"),
        ("EntryAbility.onDestroy", "method", 25, "EntryAbility"),
    ]
    assert one(result, "EntryAbility").bases == ("UIAbility",)
    assert one(result, "EntryAbility.onCreate").params == "(want: Want, launchParam: AbilityConstant.LaunchParam)"
    assert result.imports == [
        ("@ohos.app.ability.UIAbility", 1), ("@ohos.window", 2), ("@ohos.hilog", 3),
        ("../common/FeedRepository", 4),
    ]


def test_entry_component_struct(extractor):
    result = extract(extractor, "pages/FeedsPage.ets")
    assert rows(result) == [
        ("FeedsPage", "struct", 5, None),          # the span starts at @Entry
        ("FeedsPage.items", "field", 8, "FeedsPage"),
        ("FeedsPage.loading", "field", 9, "FeedsPage"),
        ("FeedsPage.cursor", "field", 10, "FeedsPage"),
        ("FeedsPage.source", "field", 11, "FeedsPage"),
        ("FeedsPage.aboutToAppear", "method", 13, "FeedsPage"),
        ("FeedsPage.loadMore", "method", 17, "FeedsPage"),
        ("FeedsPage.build", "method", 28, "FeedsPage"),
    ]
    page = one(result, "FeedsPage")
    assert (page.end_line, page.bases) == (39, ())
    assert one(result, "FeedsPage.build").end_line == 38
    # `List(...) { ... }.onReachEnd(...)` in build() is not TypeScript: ERROR nodes, no lost symbol.
    assert result.parse_errors > 0
    assert result.imports == [
        ("../common/FeedTypes", 1), ("../common/FeedRepository", 2), ("../components/FeedCard", 3),
    ]


def test_exported_component_and_global_builders(extractor):
    result = extract(extractor, "components/FeedCard.ets")
    assert rows(result) == [
        ("FeedCard", "struct", 4, None),           # `export struct`: @Component sits on the export
        ("FeedCard.item", "field", 5, "FeedCard"),
        ("FeedCard.badge", "method", 7, "FeedCard"),
        ("FeedCard.build", "method", 11, "FeedCard"),
        ("EmptyFeedView", "function", 23, None),   # @Builder function
        ("badgeText", "function", 31, None),       # @Extend(Text): the extended component is lost
    ]
    assert one(result, "EmptyFeedView").params == "(message: string)"


def test_struct_keyword_only_where_it_declares(extractor):
    source = b"""\
// a struct FeedsPage in a comment is not a declaration
const struct = 1;
@Component
struct Banner {
  title: string = 'struct Banner';
  build() {}
}
class Plain {}
"""
    result = extractor.extract("arkts", source)
    assert rows(result) == [
        ("struct", "constant", 2, None),
        ("Banner", "struct", 3, None),
        ("Banner.title", "field", 5, "Banner"),
        ("Banner.build", "method", 6, "Banner"),
        ("Plain", "class", 8, None),
    ]


def test_typescript_files_are_not_rewritten(extractor):
    # Only ArkTS gets the struct treatment: in a .ts file `struct X {}` stays a parse error.
    result = extractor.extract("typescript", b"struct Banner {\n  build() {}\n}\n")
    assert [s.qualname for s in result.symbols if s.kind == "struct"] == []
    assert result.parse_errors > 0


def test_state_decorators_builders_and_styles(extractor):
    result = extract(extractor, "pages/SettingsPage.ets")
    assert rows(result) == [
        ("SettingsModel", "class", 2, None),       # @Observed export class
        ("SettingsModel.fontSizes", "field", 3, "SettingsModel"),
        ("SettingsPage", "struct", 6, None),
        ("SettingsPage.darkMode", "field", 9, "SettingsPage"),     # @State @Watch('onModeChange')
        ("SettingsPage.selected", "field", 10, "SettingsPage"),    # @Link
        ("SettingsPage.theme", "field", 11, "SettingsPage"),       # @Provide('theme')
        ("SettingsPage.fontSize", "field", 12, "SettingsPage"),    # @StorageLink('fontSize')
        ("SettingsPage.onModeChange", "method", 14, "SettingsPage"),
        ("SettingsPage.header", "method", 19, "SettingsPage"),     # @Builder: the line of its name
        ("SettingsPage.cardStyle", "method", 27, "SettingsPage"),  # @Styles
        ("SettingsPage.build", "method", 32, "SettingsPage"),
    ]
    assert one(result, "SettingsPage.header").params == "(title: string)"
    assert one(result, "SettingsPage").end_line == 37


def test_members_after_build_survive_its_parse_errors(extractor):
    source = b"""\
@Component
struct Toolbar {
  @Prop title: string = '';
  build() {
    Row() {
      Text(this.title)
        .fontSize(18)
        .layoutWeight(1)
      Button('Refresh')
        .onClick(() => {
          this.onRefresh();
        })
    }
    .height(56)
  }

  onRefresh(): void {
    console.info('refresh');
  }

  @Builder
  menu() {
    Menu() {
      MenuItem({ content: 'Settings' })
    }
  }
}

@Component
struct Second {
  build() { Text('x') }
  helper(): number { return 1; }
}
"""
    result = extractor.extract("arkts", source)
    assert result.parse_errors > 0
    assert [(s.qualname, s.kind, s.line, s.end_line, s.container) for s in result.symbols] == [
        ("Toolbar", "struct", 1, 27, None),
        ("Toolbar.title", "field", 3, 3, "Toolbar"),
        ("Toolbar.build", "method", 4, 15, "Toolbar"),
        ("Toolbar.onRefresh", "method", 17, 19, "Toolbar"),
        ("Toolbar.menu", "method", 22, 26, "Toolbar"),      # @Builder on line 21
        ("Second", "struct", 29, 33, None),
        ("Second.build", "method", 31, 31, "Second"),
        ("Second.helper", "method", 32, 32, "Second"),
    ]
