; Swift symbols for codeindex. Capture conventions: see queries/README.md.
;
; The grammar spells class, struct, enum, actor and extension all as `class_declaration` and tells
; them apart by the keyword child (field `declaration_kind`). Declarations have no parameter-list
; node, so `@params` captures the `(` and the `)` and the engine keeps the text they span.
; Members are matched only as direct children of a type body or of the file (one pattern per
; parent): a `let` inside a computed property's getter is a local, not a member.

(import_declaration (identifier) @import)

; ---- types -------------------------------------------------------------------------------------

(class_declaration declaration_kind: "class" name: (type_identifier) @name) @definition.class
(class_declaration declaration_kind: "actor" name: (type_identifier) @name) @definition.class
(class_declaration declaration_kind: "struct" name: (type_identifier) @name) @definition.struct
(class_declaration declaration_kind: "enum" name: (type_identifier) @name) @definition.enum
(protocol_declaration name: (type_identifier) @name) @definition.protocol

; Superclass and protocol conformances (Swift does not say which is which), also on extensions.
(class_declaration (inheritance_specifier inherits_from: (_) @inherits)) @definition.class
(protocol_declaration (inheritance_specifier inherits_from: (_) @inherits)) @definition.protocol

; `extension Foo: Bar { ... }`: members inside belong to Foo (attached), Bar is a conformance.
(class_declaration declaration_kind: "extension" name: (user_type) @extends) @definition.extension

(typealias_declaration name: (type_identifier) @name) @definition.type_alias
(protocol_body (associatedtype_declaration name: (type_identifier) @name) @definition.type_alias)

; ---- members -----------------------------------------------------------------------------------

(class_body
  (function_declaration name: (simple_identifier) @name "(" @params ")" @params) @definition.function)
(enum_class_body
  (function_declaration name: (simple_identifier) @name "(" @params ")" @params) @definition.function)
(source_file
  (function_declaration name: (simple_identifier) @name "(" @params ")" @params) @definition.function)
; Operators: `static func == (lhs: Money, rhs: Money) -> Bool`.
(class_body
  (function_declaration
    name: ["==" "!=" "<" ">" "<=" ">=" "+" "-" "*" "/" "%" "+=" "-=" "*=" "/="] @name
    "(" @params ")" @params) @definition.function)
(enum_class_body
  (function_declaration
    name: ["==" "!=" "<" ">" "<=" ">=" "+" "-" "*" "/" "%" "+=" "-=" "*=" "/="] @name
    "(" @params ")" @params) @definition.function)
(source_file
  (function_declaration
    name: ["==" "!=" "<" ">" "<=" ">=" "+" "-" "*" "/" "%" "+=" "-=" "*=" "/="] @name
    "(" @params ")" @params) @definition.function)
(class_body
  (init_declaration name: "init" @name "(" @params ")" @params) @definition.constructor)
(enum_class_body
  (init_declaration name: "init" @name "(" @params ")" @params) @definition.constructor)
(class_body
  (subscript_declaration "subscript" @name "(" @params ")" @params) @definition.method)
(enum_class_body
  (subscript_declaration "subscript" @name "(" @params ")" @params) @definition.method)
(protocol_body
  (subscript_declaration "subscript" @name "(" @params ")" @params) @definition.method)

(protocol_body
  (protocol_function_declaration name: (simple_identifier) @name "(" @params ")" @params) @definition.method)
(protocol_body
  (init_declaration name: "init" @name "(" @params ")" @params) @definition.constructor)

; `let a = 1, b = 2` declares two properties: the definition is each bound name.
(class_body
  (property_declaration name: (pattern bound_identifier: (simple_identifier) @name) @definition.property))
(enum_class_body
  (property_declaration name: (pattern bound_identifier: (simple_identifier) @name) @definition.property))
(source_file
  (property_declaration name: (pattern bound_identifier: (simple_identifier) @name) @definition.property))
(protocol_body
  (protocol_property_declaration name: (pattern bound_identifier: (simple_identifier) @name) @definition.property))

; `case text, image(url: URL)`: one enum constant per name, with its associated values as params.
(enum_entry name: (simple_identifier) @name @definition.enum_constant)
(enum_entry
  name: (simple_identifier) @name @definition.enum_constant
  .
  data_contents: (enum_type_parameters) @params)
