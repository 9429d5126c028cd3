; C symbols for codeindex. Capture conventions: see queries/README.md.
; `.h` files are parsed as C++ (see languages.py), so C headers are read by cpp.scm.

(preproc_include path: (_) @import)

; Macros. Include guards (`FOO_H_`) are not symbols anyone cites.
(preproc_def name: (identifier) @name (#not-match? @name "_H_?$")) @definition.macro
(preproc_function_def name: (identifier) @name parameters: (preproc_params) @params) @definition.macro

; Types with a body; a forward declaration (`struct foo;`) defines nothing.
(struct_specifier name: (type_identifier) @name body: (field_declaration_list)) @definition.struct
(union_specifier name: (type_identifier) @name body: (field_declaration_list)) @definition.union
(enum_specifier name: (type_identifier) @name body: (enumerator_list)) @definition.enum
(enumerator name: (identifier) @name) @definition.enum_constant

; `typedef struct { ... } name;`: the anonymous type is known by its typedef name.
(type_definition type: (struct_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.struct
(type_definition type: (union_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.union
(type_definition type: (enum_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.enum
; `typedef struct tag name;` is an alias whose base is the tag; `typedef struct tag tag;` adds nothing.
(type_definition
  type: [(struct_specifier name: (type_identifier) @_tag @inherits)
         (union_specifier name: (type_identifier) @_tag @inherits)
         (enum_specifier name: (type_identifier) @_tag @inherits)]
  declarator: (type_identifier) @name
  (#not-eq? @_tag @name)) @definition.type_alias
(type_definition type: (type_identifier) @inherits declarator: (type_identifier) @name) @definition.type_alias
(type_definition type: [(primitive_type) (sized_type_specifier)] declarator: (type_identifier) @name) @definition.type_alias
; `typedef void (*name)(...);`
(type_definition
  declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name))
    parameters: (parameter_list) @params)) @definition.type_alias

; Fields: the definition is the declarator, so `int a, b;` gives two fields.
(field_declaration declarator: (field_identifier) @name @definition.field)
(field_declaration declarator: (pointer_declarator declarator: (field_identifier) @name @definition.field))
(field_declaration declarator: (pointer_declarator declarator: (pointer_declarator declarator: (field_identifier) @name @definition.field)))
(field_declaration declarator: (array_declarator declarator: (field_identifier) @name @definition.field))
(field_declaration
  declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (field_identifier) @name @definition.field))))

; Functions: definitions, and prototypes (headers, forward declarations in a .c file).
(function_definition
  declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params)) @definition.function
(function_definition
  declarator: (pointer_declarator
    declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))) @definition.function
(declaration
  declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params)) @definition.function
(declaration
  declarator: (pointer_declarator
    declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))) @definition.function

; File-level constants: `static const uint32_t kPoly = ...;`, `const char *const kName = ...;`
(declaration (type_qualifier) @_q
  declarator: (init_declarator declarator: [(identifier) @name (array_declarator declarator: (identifier) @name)])
  (#eq? @_q "const")) @definition.constant
(declaration
  declarator: (init_declarator declarator: (pointer_declarator (type_qualifier) @_q declarator: (identifier) @name))
  (#eq? @_q "const")) @definition.constant
