"""The named rules that decide a claim's status: the `rule` field of every ClaimResult.

Callers (the CLI's exit status, Review's S1, reverify, the notes reporter) decide on `status`,
`error` and `rule`, never on the `reason` text, which is wording for people and may change.
Each rule has tests of its own in tests/verifier/test_rules.py.
"""
from __future__ import annotations

# -- verified ---------------------------------------------------------------------------------
MEMBER_FOUND = "member_found"                  # declared on the type, attached to it, or inherited in-repo
SWIFT_NAME = "swift_name"                      # an Objective-C member renamed for Swift (NS_SWIFT_NAME)
MACRO_DECLARED_MEMBER = "macro_declared_member"  # an Objective-C member a macro call declares in a category
                                               # (`EXPMatcherInterface(beCloseTo, ...)` on EXPExpect)
SCOPED_SYMBOL_FOUND = "scoped_symbol_found"    # a namespace/package/module member (`hooks::OnPageLoaded`)
EXTENSION_FOUND = "extension_found"            # an extension on a type outside the repository
SUBTYPE_MEMBER = "subtype_member"              # `renderer.render()`: found on a subtype of the variable's type
KNOWN_BASE_MEMBER = "known_base_member"      # `File.ReadAt`: inherited from a base outside the repository
                                               # whose members the language pack lists (io.ReaderAt)
TYPE_FOUND = "type_found"
SYMBOL_FOUND = "symbol_found"                  # a name found as some symbol (a function, a field)
PATH_FOUND = "path_found"
MODULE_FOUND = "module_found"
WILDCARD_FOUND = "wildcard_found"
STATED_ABSENT_AND_ABSENT = "stated_absent_and_absent"   # "X.y() does not exist", and it does not

# -- certain errors (S1_FACTUAL_ERROR) ----------------------------------------------------------
MEMBER_MISSING = "member_missing"              # no member, and the ancestry stays in the repository
                                               # (or leaves only into roots whose members are known)
MEMBER_CASE_DIFFERS = "member_case_differs"
RETURNED_TYPE_MEMBER = "returned_type_member"  # `Moshi.Builder().addFactory()`: the call returns a type of the
                                               # repository (its constructor, its stated return type), whose
                                               # closed ancestry has no such member
CHAINED_LINK_MEMBER = "chained_link_member"  # `ImageRequest.Builder(ctx).data(x).fit()`: every call of the chain
                                               # returns the type its declaration states (`= apply { }` returns
                                               # its receiver), and the last of them, the repository's, has no such member
DECLARED_RESULT_MEMBER = "declared_result_member"  # `auto result = options.parse(argc, argv); result.has("x")`:
                                               # the text assigns the variable a call's result, whose declared
                                               # return type (followed along a chain) has no such member
SUBSCRIPT_RESULT_MEMBER = "subscript_result_member"  # `json["size"].unsignedIntValue`: what the variable's
                                               # subscripts return (`subscript(key:) -> JSON`, `operator[]`), the
                                               # repository's type, has no such member
BUILDER_RECEIVER_MEMBER = "builder_receiver_member"  # `Json { encodeNulls = false }`, "in the Json builder": the
                                               # block's receiver (the function's `JsonBuilder.() -> Unit`), whose
                                               # closed ancestry has no such member
PLATFORM_CANNOT_DECLARE = "platform_cannot_declare"   # only a platform SDK is outside, and the member
                                                      # is named after one of this repository's types
TYPO_OF_OWN_MEMBER = "typo_of_own_member"      # a letter, a plural or a word away from one of the
                                               # type's own members, though the ancestry leaves the repo
DECLARED_ELSEWHERE_AS_NEW = "declared_elsewhere_as_new"   # a subclass's or sibling's own (non-override)
                                                        # member, whose type has every open base this one has
HOMONYM_DEFINED_HERE = "homonym_defined_here"  # a platform-named type (Request, Path) that this
                                               # repository defines and never imports from outside
TYPO_OF_OWN_EXTENSION = "typo_of_own_extension"  # a slip of the repository's own prefixed extension
                                                # (`sd_setImageWithURLs:` for `sd_setImageWithURL:`) on a platform type
OWN_EXTENSION_NOT_ON_TYPE = "own_extension_not_on_type"  # a member with the repository's own extension prefix
                                                # on a platform type the repository extends with that prefix, which
                                                # no extension gives it: declared only on a platform type the claimed
                                                # one does not descend from (`-[NSArray mtl_dictionaryBy…:]`), or
                                                # written nowhere in the repository
ARGUMENT_LABELS_DIFFER = "argument_labels_differ"  # a Swift member or initialiser written with argument
                                               # labels none of its declarations takes (in order, defaults
                                               # and closures left out): `request(_:queue:completion:)`
ARGUMENT_MEMBER_MISSING = "argument_member_missing"  # a Swift argument written as an implicit member
                                               # (`name: .longAndShort`) that the parameter's own type,
                                               # the repository's, does not have
MEMBER_UNKNOWN_TO_REPOSITORY = "member_unknown_to_repository"   # the ancestry leaves the repository, but
                                               # the name is written nowhere in it (code, tests, docs)
CALL_SLIP = "call_slip"                        # a name written with no type (`enablePatch()`, `.moreThen(0)`,
                                               # `.implicit_values(...)`), declared and written nowhere in the
                                               # repository, a slip of the letters of one of its own callables
                                               # (read as written first, then as any member of that spelling)
VARIABLE_MEMBER_UNWRITTEN = "variable_member_unwritten"  # `session.parseArgs()`: a variable named after the
                                               # repository's type, which lacks the member as certainly as
                                               # `T.m`, and the name is written nowhere in the repository
OWN_PREFIX_UNDECLARED = "own_prefix_undeclared"  # a member of no known type (`[buttons mas_…:]`, a bare
                                               # `mas_updateConstraintsAnimated:`) carrying the prefix of the
                                               # repository's own extensions of outside types, declared nowhere
                                               # and written nowhere in the repository
PACKAGE_MEMBER_MISSING = "package_member_missing"  # a Go package of the repository declares no such name
MODULE_MEMBER_MISSING = "module_member_missing"  # a Python module of the repository's package binds no such name,
                                               # a slip of one it binds or another module's top-level name
MISSPELT_TYPE = "misspelt_type"                # a one-edit misspelling of a multi-word type whose member is real
INVENTED_TYPE = "invented_type"                # a type found nowhere in the repository that decorates a real
                                               # one (CachedFoo for Foo), with the member real on the real type
INVENTED_OWN_TYPE = "invented_own_type"        # a type found nowhere in the repository, named as its own (the
                                               # project's name, its types' prefix, its package before it, or
                                               # one of its types with a word added), with the member real
                                               # here on another type or as a top-level function
INVENTED_PREFIXED_TYPE = "invented_prefixed_type"  # an Objective-C/Swift type found nowhere in the repository
                                               # that carries the class prefix of its own types and is one of
                                               # them with words after it (SRWebSocketConfiguration): the
                                               # prefix is the library's namespace, whatever the member
INVENTED_GENERIC_TYPE = "invented_generic_type"  # a TypeScript type written with type arguments
                                               # (`WritableAtomType<number>`) found nowhere in the repository,
                                               # one of its own types with a word added after it or its last
                                               # word swapped (`MiddlewareFunction` for MiddlewareHandler)
OWN_DELEGATE_SELECTOR_MISSING = "own_delegate_selector_missing"  # a selector alone whose first part names
                                               # one of the repository's classes (`attributedLabel:`), that
                                               # class's delegate protocol lacking it
TYPE_CASE_DIFFERS = "type_case_differs"
PATH_MISSING = "path_missing"                  # a file under an existing directory that does not exist

# -- certain errors (S1_STALE_REFERENCE) --------------------------------------------------------
STALE_REFERENCE = "stale_reference"            # resolved at the commit the text was written against, not now

# -- unverifiable -------------------------------------------------------------------------------
IMPLICIT_MEMBER = "implicit_member"
TYPE_ALIAS = "type_alias"
ARROW_OPERATOR = "arrow_operator"              # `it->second` on a C++ type that declares `operator->`: the name is
                                               # a member of what that operator returns (an iterator's pair)
TEMPLATE_PARAMETER = "template_parameter"  # a C++ class template's own parameter named as its member
MAYBE_MISPARSED = "maybe_misparsed"            # the type's file has syntax the parser could not read
PLATFORM_HOMONYM = "platform_homonym"          # the text may mean the platform's type of that name
UNREAD_DECLARATION = "unread_declaration"      # declared only in tests, written by the library's own sources: the index missed the real one
TEST_ONLY_TYPE = "test_only_type"              # declared only in tests or samples: a library's type of
                                               # that name may be meant
BLOCK_CALL_OF_SCOPE = "block_call_of_scope"  # a call in a builder block the receiver lacks: the writer's own
                                               # extension of it, or a function of the scope around the block
OPEN_ANCESTRY = "open_ancestry"                # a base outside the repository may declare the member
PAIRED_ONLY = "paired_only"                    # the method shares a sentence with the type, nothing binds them
VARIABLE_OF_TYPE = "variable_of_type"          # `source.readAll()`: a variable may hold a subtype outside
BOUND_NAME_IS_TYPE = "bound_name_is_type"      # "`T`'s `Config`", `DataRequest.DataTask`: a type of the
                                               # repository (a nested-type notation), not a member
EXTENSION_ON_HOMONYM = "extension_on_homonym"  # the repository defines the member on another type of that name
EXTERNAL_NAMESPACE = "external_namespace"
TYPE_NOT_IN_REPO = "type_not_in_repo"
SYMBOL_NOT_IN_REPO = "symbol_not_in_repo"
RELATIVE_PATH = "relative_path"
FILE_ELSEWHERE = "file_elsewhere"
PATH_NOT_IN_REPO = "path_not_in_repo"
MODULE_NOT_IN_REPO = "module_not_in_repo"
WILDCARD_NO_MATCH = "wildcard_no_match"
STATED_ABSENT_BUT_EXISTS = "stated_absent_but_exists"

CERTAIN = frozenset({
    MEMBER_MISSING, MEMBER_CASE_DIFFERS, RETURNED_TYPE_MEMBER, CHAINED_LINK_MEMBER, DECLARED_RESULT_MEMBER, SUBSCRIPT_RESULT_MEMBER, BUILDER_RECEIVER_MEMBER, PLATFORM_CANNOT_DECLARE, TYPO_OF_OWN_MEMBER, HOMONYM_DEFINED_HERE,
    DECLARED_ELSEWHERE_AS_NEW, ARGUMENT_LABELS_DIFFER, ARGUMENT_MEMBER_MISSING, TYPO_OF_OWN_EXTENSION, OWN_EXTENSION_NOT_ON_TYPE, OWN_PREFIX_UNDECLARED, PACKAGE_MEMBER_MISSING, MODULE_MEMBER_MISSING, MEMBER_UNKNOWN_TO_REPOSITORY, VARIABLE_MEMBER_UNWRITTEN, CALL_SLIP,
    MISSPELT_TYPE, INVENTED_TYPE, INVENTED_OWN_TYPE, INVENTED_PREFIXED_TYPE, INVENTED_GENERIC_TYPE, OWN_DELEGATE_SELECTOR_MISSING, TYPE_CASE_DIFFERS, PATH_MISSING, STALE_REFERENCE,
})
