; Java symbols for codeindex. Capture conventions: see queries/README.md.

(package_declaration (_) @package)
; `import java.util.*;` is the package java.util (the asterisk is not an import of its own).
(import_declaration [(scoped_identifier) (identifier)] @import)

(class_declaration name: (identifier) @name) @definition.class
(class_declaration superclass: (superclass (_) @inherits)) @definition.class
(class_declaration interfaces: (super_interfaces (type_list (_) @inherits))) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(interface_declaration (extends_interfaces (type_list (_) @inherits))) @definition.interface
(enum_declaration name: (identifier) @name) @definition.enum
(enum_declaration interfaces: (super_interfaces (type_list (_) @inherits))) @definition.enum
(record_declaration name: (identifier) @name parameters: (formal_parameters) @params) @definition.record
(record_declaration interfaces: (super_interfaces (type_list (_) @inherits))) @definition.record
(annotation_type_declaration name: (identifier) @name) @definition.annotation

(method_declaration name: (identifier) @name parameters: (formal_parameters) @params) @definition.method
(constructor_declaration name: (identifier) @name parameters: (formal_parameters) @params) @definition.constructor
(compact_constructor_declaration name: (identifier) @name) @definition.constructor
(annotation_type_element_declaration name: (identifier) @name "(" @params ")" @params) @definition.method
(enum_constant name: (identifier) @name) @definition.enum_constant
(field_declaration declarator: (variable_declarator name: (identifier) @name) @definition.field)
(constant_declaration declarator: (variable_declarator name: (identifier) @name) @definition.constant)
; A `static final` field is a constant (either order of the two modifiers).
(field_declaration (modifiers "static" "final") declarator: (variable_declarator) @definition.constant)
(field_declaration (modifiers "final" "static") declarator: (variable_declarator) @definition.constant)
(record_declaration parameters: (formal_parameters (formal_parameter name: (identifier) @name) @definition.field))
