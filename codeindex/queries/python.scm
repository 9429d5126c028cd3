; Python symbols for codeindex. Capture conventions: see queries/README.md.
; Qualified names are prefixed by the module path the build passes (tools.release.packager).

; Imports: `import a.b` -> a.b; `from a.b import c` -> a.b.c (module and name joined by the engine);
; `from . import c` -> .c (relative imports are kept relative).
(import_statement name: (dotted_name) @import)
; `import a.b as c` / `from a import b as c`: the whole `b as c` is kept, so a base class written
; with its alias (`class Blueprint(SansioBlueprint)`) still resolves.
(import_statement name: (aliased_import) @import)
(import_from_statement module_name: (_) @import.from name: (dotted_name) @import)
(import_from_statement module_name: (_) @import.from name: (aliased_import) @import)
(import_from_statement module_name: (_) @import.from (wildcard_import) @import)
(future_import_statement name: (dotted_name) @import)

; Classes and their bases (keyword arguments such as metaclass= are not bases).
(class_definition name: (identifier) @name) @definition.class
(class_definition superclasses: (argument_list [(identifier) (attribute) (subscript)] @inherits)) @definition.class

; Enums: a class whose base is Enum, IntEnum, StrEnum, Flag or IntFlag (plain or module-qualified);
; the assignments in its body are its members.
(class_definition
  superclasses: (argument_list [(identifier) (attribute)] @_base)
  (#match? @_base "(^|\\.)(Enum|IntEnum|StrEnum|Flag|IntFlag)$")) @definition.enum
(class_definition
  superclasses: (argument_list [(identifier) (attribute)] @_base)
  body: (block (assignment left: (identifier) @name) @definition.enum_constant)
  (#match? @_base "(^|\\.)(Enum|IntEnum|StrEnum|Flag|IntFlag)$"))

; Functions: a def directly in a class body becomes a method (the engine decides by nesting).
(function_definition name: (identifier) @name parameters: (parameters) @params) @definition.function

; @property, @cached_property, @x.setter / @x.deleter: the def is a property, not a method.
(decorated_definition
  (decorator [(identifier) (attribute attribute: (identifier))] @_decorator)
  definition: (function_definition) @definition.property
  (#match? @_decorator "(^|\\.)(property|cached_property|setter|deleter)$"))

; Class attributes, plain and annotated (`CHANNEL = "beta"`, `name: str`, `min_sdk: int = 24`).
; (expression_statement is hidden in this grammar: the assignment is a direct child of the block.)
(class_definition
  body: (block (assignment left: (identifier) @name) @definition.field))

; Instance attributes assigned in a method body (`self.x = ...`); the engine gives them to the class.
(assignment
  left: (attribute object: (identifier) @_self attribute: (identifier) @name)
  (#eq? @_self "self")) @definition.instance_field

; Module-level names: UPPER_CASE ones are constants, others plain variables (dunders skipped).
(module (assignment left: (identifier) @name) @definition.constant
  (#match? @name "^_*[A-Z][A-Z0-9_]*$"))
(module (assignment left: (identifier) @name) @definition.field
  (#not-match? @name "^_*[A-Z][A-Z0-9_]*$")
  (#not-match? @name "^__.*__$"))
