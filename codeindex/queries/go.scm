; Go symbols for codeindex. Capture conventions: see queries/README.md.
;
; Qualified names start with the file's package (`pushgw.Gateway.Send`). Methods are declared
; outside their type, often in another file: the receiver type is captured as `@receiver` and the
; engine strips `*` and type arguments (`*Queue[T]` -> `Queue`). Embedded fields promote their
; methods, so they are captured as `@inherits` of the struct (or interface).
; Declarations are matched only at the top level of the file (or inside a type's own struct or
; interface body): constants, variables and types inside function bodies are locals.

(package_clause (package_identifier) @package)
(import_spec path: (_) @import)

; ---- types -------------------------------------------------------------------------------------

(source_file (type_declaration
  (type_spec name: (type_identifier) @name type: (struct_type)) @definition.struct))
(source_file (type_declaration
  (type_spec name: (type_identifier) @name type: (interface_type)) @definition.interface))
; `type Platform int`, `type Option func(*Gateway)`: a defined type, which may have methods.
(source_file (type_declaration
  (type_spec
    name: (type_identifier) @name
    type: [(type_identifier) (qualified_type) (generic_type) (pointer_type) (function_type)
           (map_type) (slice_type) (array_type) (channel_type)]) @definition.type_alias))
; `type MessageID = string`
(source_file (type_declaration
  (type_alias name: (type_identifier) @name) @definition.type_alias))

; Embedded fields (`sync.Mutex`, `*Stats`, `Queue[int]`) have a type and no name.
(source_file (type_declaration
  (type_spec
    type: (struct_type (field_declaration_list (field_declaration !name type: (_) @inherits)))) @definition.struct))
; Embedded interfaces (`io.Closer`); a union constraint (`~int | ~string`) is not a base.
(source_file (type_declaration
  (type_spec
    type: (interface_type
      (type_elem . [(type_identifier) (qualified_type) (generic_type)] @inherits .))) @definition.interface))

; ---- members -----------------------------------------------------------------------------------

; One field per name: `x, y int` declares two.
(source_file (type_declaration
  (type_spec
    type: (struct_type (field_declaration_list
      (field_declaration name: (field_identifier) @name @definition.field))))))
(source_file (type_declaration
  (type_spec
    type: (interface_type
      (method_elem name: (field_identifier) @name parameters: (parameter_list) @params) @definition.method))))

(method_declaration
  receiver: (parameter_list (parameter_declaration type: (_) @receiver))
  name: (field_identifier) @name
  parameters: (parameter_list) @params) @definition.method
(function_declaration name: (identifier) @name parameters: (parameter_list) @params) @definition.function

; `const a, b = 1, 2`: the grammar gives only the first name the `name` field, so names are
; matched as the spec's direct identifier children (values sit inside an expression_list).
(source_file (const_declaration (const_spec (identifier) @name @definition.constant)))
; `var _ Sender = (*APNsSender)(nil)` (a compile-time interface check) declares nothing.
(source_file (var_declaration
  (var_spec (identifier) @name @definition.field (#not-eq? @name "_"))))
(source_file (var_declaration
  (var_spec_list (var_spec (identifier) @name @definition.field (#not-eq? @name "_")))))
