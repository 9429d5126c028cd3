; JavaScript symbols for codeindex (.js, .jsx, .mjs, .cjs). Capture conventions: see
; queries/README.md. Qualified names have no module prefix. Follows typescript.scm where the
; grammars agree; JavaScript has no interfaces, enums or type aliases.

; Imports: ES `import ... from 'm'`, `export ... from 'm'`, CommonJS `require('m')`, `import('m')`.
(import_statement source: (string (string_fragment) @import))
(export_statement source: (string (string_fragment) @import))
((call_expression function: (identifier) @_require arguments: (arguments . (string (string_fragment) @import)))
  (#eq? @_require "require"))
(call_expression function: (import) arguments: (arguments . (string (string_fragment) @import)))

; Classes and their base (`class A extends B`, `class A extends mixin(B)` -> mixin).
(class_declaration name: (identifier) @name) @definition.class
(class_declaration (class_heritage (_) @inherits)) @definition.class

; Class members.
(class_body (method_definition name: (_) @name parameters: (formal_parameters) @params) @definition.method)
(class_body (method_definition "get" name: (_) @name) @definition.property)
(class_body (method_definition "set" name: (_) @name) @definition.property)
(class_body (method_definition name: (property_identifier) @name (#eq? @name "constructor")) @definition.constructor)
(class_body (field_definition property: (_) @name) @definition.field)
; A field holding an arrow function (`onClick = (e) => {...}`) is called like a method.
(class_body (field_definition property: (_) @name
  value: (arrow_function parameters: (formal_parameters) @params)) @definition.method)
(class_body (field_definition property: (_) @name
  value: (arrow_function parameter: (identifier) @params)) @definition.method)

; `this.x = ...` in a method: a field of the class (the engine keeps the first assignment).
(assignment_expression
  left: (member_expression object: (this) property: (property_identifier) @name)) @definition.instance_field

; Functions.
(function_declaration name: (_) @name parameters: (formal_parameters) @params) @definition.function
(generator_function_declaration name: (_) @name parameters: (formal_parameters) @params) @definition.function

; CommonJS: `module.exports = function retry() {}` is retry; `exports.x = function () {}` and
; `module.exports.x = (...) => ...` are x.
(program (expression_statement (assignment_expression
  left: (member_expression object: (identifier) @_module property: (property_identifier) @_exports)
  right: (function_expression name: (identifier) @name parameters: (formal_parameters) @params) @definition.function)
  (#eq? @_module "module") (#eq? @_exports "exports")))
(program (expression_statement (assignment_expression
  left: (member_expression object: (_) @_exports property: (property_identifier) @name)
  right: [(function_expression parameters: (formal_parameters) @params)
          (arrow_function parameters: (formal_parameters) @params)
          (arrow_function parameter: (identifier) @params)] @definition.function)
  (#match? @_exports "^(module\\.)?exports$")))

; `const f = (...) => ...` / `const f = function () {}` is a function; other `const`s are
; constants, `let`/`var` are variables (field). Inside function bodies they are dropped as local.
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (generator_function)]) @definition.function
(variable_declarator value: (arrow_function parameters: (formal_parameters) @params)) @definition.function
(variable_declarator value: (arrow_function parameter: (identifier) @params)) @definition.function
(variable_declarator value: [(function_expression parameters: (formal_parameters) @params)
                              (generator_function parameters: (formal_parameters) @params)]) @definition.function
(variable_declarator name: (identifier) @name value: (class) @_class) @definition.class
; (The value types are listed so that a function value is never also a constant; a
; `const x = require('m')` is an import, not a definition.)
(lexical_declaration "const"
  (variable_declarator name: (identifier) @name
    value: [(string) (template_string) (number) (true) (false) (null) (undefined) (regex) (object) (array)
            (identifier) (member_expression) (subscript_expression) (call_expression) (new_expression)
            (binary_expression) (unary_expression) (ternary_expression) (await_expression)
            (parenthesized_expression)] @_value) @definition.constant
  (#not-match? @_value "^(require|import)\\s*\\("))
(lexical_declaration "let"
  (variable_declarator name: (identifier) @name
    value: [(string) (template_string) (number) (true) (false) (null) (undefined) (regex) (object) (array)
            (identifier) (member_expression) (subscript_expression) (call_expression) (new_expression)
            (binary_expression) (unary_expression) (ternary_expression) (await_expression)
            (parenthesized_expression)]) @definition.field)
(lexical_declaration "let" (variable_declarator name: (identifier) @name !value) @definition.field)
(variable_declaration
  (variable_declarator name: (identifier) @name
    value: [(string) (template_string) (number) (true) (false) (null) (undefined) (regex) (object) (array)
            (identifier) (member_expression) (subscript_expression) (call_expression) (new_expression)
            (binary_expression) (unary_expression) (ternary_expression) (await_expression)
            (parenthesized_expression)]) @definition.field)
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
