; Kotlin symbols for codeindex. Capture conventions: see queries/README.md.
; Grammar: tree-sitter-kotlin as bundled in tree-sitter-language-pack 0.13.0. It has no `name:`
; fields; `interface`, `enum class` and `fun interface` are all `class_declaration`, told apart by
; an anonymous keyword child ("interface") or the body node (enum_class_body).

(package_header (identifier) @package)
(import_header (identifier) @import)

; ---- types -------------------------------------------------------------------------------
; The primary constructor's parameter list is the class's @params (as for Java records); its
; `val`/`var` parameters are properties, captured below.
(class_declaration (type_identifier) @name) @definition.class
; Only the parenthesised list: `private constructor` and annotations before it are not parameters.
(class_declaration (primary_constructor "(" @params ")" @params)) @definition.class
(class_declaration "interface") @definition.interface
(class_declaration (enum_class_body)) @definition.enum
((class_declaration (modifiers (class_modifier) @_annotation)) @definition.annotation
  (#eq? @_annotation "annotation"))
(class_declaration (delegation_specifier (constructor_invocation (user_type) @inherits))) @definition.class
(class_declaration (delegation_specifier (user_type) @inherits)) @definition.class
(class_declaration (delegation_specifier (explicit_delegation (user_type) @inherits))) @definition.class

(object_declaration (type_identifier) @name) @definition.object
(object_declaration (delegation_specifier (constructor_invocation (user_type) @inherits))) @definition.object
(object_declaration (delegation_specifier (user_type) @inherits)) @definition.object

; `companion object` may be unnamed; the engine then names it `Companion`, as Kotlin does.
(companion_object) @definition.companion
(companion_object (type_identifier) @name) @definition.companion
(companion_object (delegation_specifier (constructor_invocation (user_type) @inherits))) @definition.companion
(companion_object (delegation_specifier (user_type) @inherits)) @definition.companion

(type_alias (type_identifier) @name) @definition.type_alias

; ---- members -----------------------------------------------------------------------------
; `fun Foo.bar()` is an extension: `@receiver` makes it a member of Foo, attached from outside.
(function_declaration (simple_identifier) @name (function_value_parameters) @params) @definition.function
(function_declaration receiver: (receiver_type) @receiver) @definition.function

; A secondary constructor has no name of its own; like Java's, it is named after its class.
(class_declaration (type_identifier) @name
  (class_body (secondary_constructor (function_value_parameters) @params) @definition.constructor))

(property_declaration (variable_declaration (simple_identifier) @name)) @definition.property
(property_declaration receiver: (receiver_type) @receiver) @definition.property
((property_declaration (modifiers (property_modifier) @_const)) @definition.constant
  (#eq? @_const "const"))

; `class Foo(val a: Int, var b: Int)`: a and b are properties of Foo; plain parameters are not.
(class_parameter (binding_pattern_kind) (simple_identifier) @name) @definition.property

(enum_entry (simple_identifier) @name) @definition.enum_constant
