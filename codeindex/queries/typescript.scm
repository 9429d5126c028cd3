; TypeScript symbols for codeindex; also TSX (the tsx grammar has these node types plus JSX; React
; class components are classes, function components functions) and ArkTS .ets.
; Capture conventions: see queries/README.md. Qualified names have no module prefix.
; ArkTS `struct X {` is parsed as `class X {` and reported as a struct (see extract.py).

; Imports: one per statement, the module specifier as written ('./FeedTypes', '@ohos.net.http').
(import_statement source: (string (string_fragment) @import))
(import_statement (import_require_clause source: (string (string_fragment) @import)))
(export_statement source: (string (string_fragment) @import))
; `import * as core from "../core/index.js"` is also recorded with its alias ("../core/index.js as core"):
; a base written `core.$ZodType` is then the module's type, not one outside the repository.
(import_statement (import_clause (namespace_import (identifier) @import.alias))
  source: (string (string_fragment) @import))
; `export * as iso from "./iso.js"` likewise ("./iso.js as iso"); `export * from "./schemas.js"` is
; recorded as "./schemas.js as *": the module's names are that module's names too.
(export_statement (namespace_export (identifier) @import.alias) source: (string (string_fragment) @import))
(export_statement "*" @import.alias source: (string (string_fragment) @import))

; Classes (plain, abstract, `declare`), bases and implemented interfaces.
(class_declaration name: (_) @name) @definition.class
(abstract_class_declaration name: (_) @name) @definition.class
(class_declaration (class_heritage (extends_clause value: (_) @inherits))) @definition.class
(abstract_class_declaration (class_heritage (extends_clause value: (_) @inherits))) @definition.class
(class_declaration (class_heritage (implements_clause (_) @inherits))) @definition.class
(abstract_class_declaration (class_heritage (implements_clause (_) @inherits))) @definition.class

; Interfaces and the interfaces they extend.
(interface_declaration name: (_) @name) @definition.interface
(interface_declaration (extends_type_clause type: (_) @inherits)) @definition.interface

; Enums and their members (`A,` and `B = 2`).
(enum_declaration name: (_) @name) @definition.enum
(enum_body name: (_) @name @definition.enum_constant)
(enum_body (enum_assignment name: (_) @name) @definition.enum_constant)

; Type aliases. `type Props = { title: string; onClose(): void }` declares an object shape as an
; interface does, and is reported as one, with its members; any other alias is a type_alias
; (without members: `type P = Base & { x: string }` is not a container).
((type_alias_declaration name: (_) @name value: (_) @_value) @definition.type_alias
  (#not-match? @_value "^[{]"))
(type_alias_declaration name: (_) @name value: (object_type)) @definition.interface
(type_alias_declaration value: (object_type (property_signature name: (_) @name) @definition.property))
(type_alias_declaration value: (object_type (method_signature name: (_) @name parameters: (formal_parameters) @params) @definition.method))

; A type exported under another name (`export { Hono as HonoBase }`, `export { Impl as Api } from "./impl"`)
; is that type under the exported name: a type_alias whose target is the local name, so that
; `class Hono extends HonoBase` elsewhere inherits from the repository's `Hono`, not from outside.
; Only capitalised names (a renamed function or value is no type), only from this file or a relative
; module: `export { default as EventEmitter } from 'eventemitter3'` re-exports a package's type, which
; stays outside (and a `default` export has no name to follow).
((export_statement !source
   (export_clause (export_specifier name: (identifier) @inherits alias: (identifier) @name) @definition.type_alias))
  (#match? @name "^[A-Z]") (#not-eq? @inherits "default"))
((export_statement
   (export_clause (export_specifier name: (identifier) @inherits alias: (identifier) @name) @definition.type_alias)
   source: (string (string_fragment) @_source))
  (#match? @name "^[A-Z]") (#not-eq? @inherits "default") (#match? @_source "^[.]"))

; Namespaces (`namespace A.B {}` is one namespace named A.B).
(internal_module name: (_) @name) @definition.namespace
; `declare module '@ohos.hilog' { ... }` (SDK stubs in .d.ts) is a namespace named after the module.
(module name: (string (string_fragment) @name)) @definition.namespace

; Class members. Methods, overload signatures and abstract methods carry their parameter list.
(class_body (method_definition name: (_) @name parameters: (formal_parameters) @params) @definition.method)
(class_body (method_definition "get" name: (_) @name) @definition.property)
(class_body (method_definition "set" name: (_) @name) @definition.property)
(class_body (method_definition name: (property_identifier) @name (#eq? @name "constructor")) @definition.constructor)
(class_body (method_signature name: (_) @name parameters: (formal_parameters) @params) @definition.method)
(class_body (abstract_method_signature name: (_) @name parameters: (formal_parameters) @params) @definition.method)
(class_body (abstract_method_signature "get" name: (_) @name) @definition.property)
(class_body (public_field_definition name: (_) @name) @definition.field)
(class_body (public_field_definition "static" "readonly" name: (_) @name) @definition.constant)
; A field holding an arrow function (`onClick = (e) => {...}`) is called like a method.
(class_body (public_field_definition name: (_) @name
  value: (arrow_function parameters: (formal_parameters) @params)) @definition.method)

; Constructor parameter properties (`constructor(private readonly endpoint: string)`) are fields
; of the class; as instance_field they leave the constructor body for the class.
(method_definition
  name: (property_identifier) @_ctor (#eq? @_ctor "constructor")
  parameters: (formal_parameters
    [(required_parameter [(accessibility_modifier) (override_modifier) "readonly"] pattern: (identifier) @name)
     (optional_parameter [(accessibility_modifier) (override_modifier) "readonly"] pattern: (identifier) @name)]
    @definition.instance_field))

; Interface members.
(interface_body (property_signature name: (_) @name) @definition.property)
(interface_body (method_signature name: (_) @name parameters: (formal_parameters) @params) @definition.method)

; Functions, overload signatures, `declare function`.
(function_declaration name: (_) @name parameters: (formal_parameters) @params) @definition.function
(generator_function_declaration name: (_) @name parameters: (formal_parameters) @params) @definition.function
(function_signature name: (_) @name parameters: (formal_parameters) @params) @definition.function

; `const f = (...) => ...` / `const f = function () {}` is a function; other `const`s are
; constants, `let`/`var` are variables (field). Inside function bodies they are dropped as local.
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (generator_function)]) @definition.function
(variable_declarator value: (arrow_function parameters: (formal_parameters) @params)) @definition.function
(variable_declarator value: (arrow_function parameter: (identifier) @params)) @definition.function
(variable_declarator value: [(function_expression parameters: (formal_parameters) @params)
                              (generator_function parameters: (formal_parameters) @params)]) @definition.function
; (The value types are listed so that a function value is never also a constant.)
(lexical_declaration "const"
  (variable_declarator name: (identifier) @name
    value: [(string) (template_string) (number) (true) (false) (null) (undefined) (regex) (object) (array)
            (identifier) (member_expression) (subscript_expression) (call_expression) (new_expression)
            (binary_expression) (unary_expression) (ternary_expression) (await_expression)
            (as_expression) (satisfies_expression) (non_null_expression) (parenthesized_expression)]) @definition.constant)
(lexical_declaration "const" (variable_declarator name: (identifier) @name !value) @definition.constant)
(lexical_declaration "let"
  (variable_declarator name: (identifier) @name
    value: [(string) (template_string) (number) (true) (false) (null) (undefined) (regex) (object) (array)
            (identifier) (member_expression) (subscript_expression) (call_expression) (new_expression)
            (binary_expression) (unary_expression) (ternary_expression) (await_expression)
            (as_expression) (satisfies_expression) (non_null_expression) (parenthesized_expression)]) @definition.field)
(lexical_declaration "let" (variable_declarator name: (identifier) @name !value) @definition.field)
(variable_declaration
  (variable_declarator name: (identifier) @name
    value: [(string) (template_string) (number) (true) (false) (null) (undefined) (regex) (object) (array)
            (identifier) (member_expression) (subscript_expression) (call_expression) (new_expression)
            (binary_expression) (unary_expression) (ternary_expression) (await_expression)
            (as_expression) (satisfies_expression) (non_null_expression) (parenthesized_expression)]) @definition.field)
(variable_declaration (variable_declarator name: (identifier) @name !value) @definition.field)

; Anonymous functions (callbacks, object-literal members, assigned or returned functions) have no
; @name: the engine treats them as scopes, so what they define is local (`describe(() => {
; const metrics = ... })` defines nothing at top level). `(async () => {...})()` is a main
; function: its variables are local; a legacy module wrapper `(function ($) {...})(jQuery)` is
; not a scope: what it wraps stays visible.
(parenthesized_expression (arrow_function) @definition.function)
(arguments [(arrow_function) (function_expression) (generator_function)] @definition.function)
(pair value: [(arrow_function) (function_expression) (generator_function)] @definition.function)
(object (method_definition) @definition.function)
(assignment_expression right: [(arrow_function) (function_expression) (generator_function)] @definition.function)
(export_statement value: [(arrow_function) (function_expression) (generator_function)] @definition.function)
(return_statement [(arrow_function) (function_expression) (generator_function)] @definition.function)
(array [(arrow_function) (function_expression) (generator_function)] @definition.function)
