; C++ symbols for codeindex (also every `.h` header). Capture conventions: see queries/README.md.
; The C patterns of c.scm are repeated here: the C++ grammar has the same C node types.

(preproc_include path: (_) @import)

; Macros. Include guards (`FOO_BAR_H_`) are not symbols anyone cites.
(preproc_def name: (identifier) @name (#not-match? @name "_H_?$")) @definition.macro
(preproc_function_def name: (identifier) @name parameters: (preproc_params) @params) @definition.macro

; Namespaces (`namespace a::b {}` is one namespace `a.b`); an anonymous namespace has no name, so
; what it holds belongs to the enclosing namespace.
(namespace_definition name: [(namespace_identifier) (nested_namespace_specifier)] @name) @definition.namespace

; Types with a body; a forward declaration (`class Profile;`) defines nothing.
(class_specifier name: [(type_identifier) (qualified_identifier)] @name body: (field_declaration_list)) @definition.class
(struct_specifier name: [(type_identifier) (qualified_identifier)] @name body: (field_declaration_list)) @definition.struct
(union_specifier name: [(type_identifier) (qualified_identifier)] @name body: (field_declaration_list)) @definition.union
(enum_specifier name: [(type_identifier) (qualified_identifier)] @name body: (enumerator_list)) @definition.enum
(enumerator name: (identifier) @name) @definition.enum_constant

; Base classes; the access specifier is a sibling node, never part of the base.
(class_specifier (base_class_clause [(type_identifier) (qualified_identifier) (template_type)] @inherits)) @definition.class
(struct_specifier (base_class_clause [(type_identifier) (qualified_identifier) (template_type)] @inherits)) @definition.struct

; `typedef struct { ... } name;`: the anonymous type is known by its typedef name.
(type_definition type: (struct_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.struct
(type_definition type: (union_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.union
(type_definition type: (enum_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.enum
; Aliases have their target as base (its members are the alias's); `typedef struct tag tag;` adds nothing.
(type_definition
  type: [(struct_specifier name: (type_identifier) @_tag @inherits)
         (union_specifier name: (type_identifier) @_tag @inherits)
         (enum_specifier name: (type_identifier) @_tag @inherits)]
  declarator: (type_identifier) @name
  (#not-eq? @_tag @name)) @definition.type_alias
(type_definition type: [(type_identifier) (qualified_identifier) (template_type)] @inherits declarator: (type_identifier) @name) @definition.type_alias
(type_definition type: [(primitive_type) (sized_type_specifier)] declarator: (type_identifier) @name) @definition.type_alias
(type_definition
  declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name))
    parameters: (parameter_list) @params)) @definition.type_alias
(alias_declaration name: (type_identifier) @name type: (type_descriptor type: [(type_identifier) (qualified_identifier) (template_type)] @inherits)) @definition.type_alias
(alias_declaration name: (type_identifier) @name) @definition.type_alias
; `typedef const GenericValue* ConstValueIterator;`: a pointer or reference alias is a name of its scope too.
(type_definition declarator: (pointer_declarator declarator: (type_identifier) @name)) @definition.type_alias
(type_definition declarator: (reference_declarator (type_identifier) @name)) @definition.type_alias

; Data members: the definition is the declarator, so `int a_, b_;` gives two fields.
(field_declaration declarator: (field_identifier) @name @definition.field)
(field_declaration declarator: (pointer_declarator declarator: (field_identifier) @name @definition.field))
(field_declaration declarator: (pointer_declarator declarator: (pointer_declarator declarator: (field_identifier) @name @definition.field)))
(field_declaration declarator: (reference_declarator (field_identifier) @name @definition.field))
(field_declaration declarator: (array_declarator declarator: (field_identifier) @name @definition.field))
(field_declaration
  declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (field_identifier) @name @definition.field))))
; Class constants: `static const int kMax = 5;`, `static constexpr char kName[] = "..";`
(field_declaration (storage_class_specifier) @_s (type_qualifier) @_q
  declarator: [(field_identifier) @name @definition.constant
               (array_declarator declarator: (field_identifier) @name @definition.constant)]
  (#eq? @_s "static") (#any-of? @_q "const" "constexpr"))

; Methods declared in a class body (`void Run();`, `static Foo* Get();`, `virtual void F() = 0;`).
(field_declaration
  declarator: (function_declarator declarator: (field_identifier) @name parameters: (parameter_list) @params)) @definition.method
(field_declaration
  declarator: [(pointer_declarator declarator: (function_declarator declarator: (field_identifier) @name parameters: (parameter_list) @params))
               (reference_declarator (function_declarator declarator: (field_identifier) @name parameters: (parameter_list) @params))]) @definition.method
; Methods defined in a class body.
(function_definition
  declarator: (function_declarator declarator: (field_identifier) @name parameters: (parameter_list) @params)) @definition.method
(function_definition
  declarator: [(pointer_declarator declarator: (function_declarator declarator: (field_identifier) @name parameters: (parameter_list) @params))
               (reference_declarator (function_declarator declarator: (field_identifier) @name parameters: (parameter_list) @params))]) @definition.method
; Operators declared or defined in a class body: `bool operator==(const Foo&) const;` is `operator==`.
(field_declaration
  declarator: [(function_declarator declarator: (operator_name) @name parameters: (parameter_list) @params)
               (reference_declarator (function_declarator declarator: (operator_name) @name parameters: (parameter_list) @params))]) @definition.method
(function_definition
  declarator: [(function_declarator declarator: (operator_name) @name parameters: (parameter_list) @params)
               (reference_declarator (function_declarator declarator: (operator_name) @name parameters: (parameter_list) @params))]) @definition.method
; Constructors (no return type, the plain class name) and destructors, declared or defined in a class.
; `DISALLOW_COPY_AND_ASSIGN(Foo);` in a class body has the same shape: an all-caps name with an
; underscore is a macro, not a constructor (and not a method, see the free-function patterns).
(field_declaration_list
  [(declaration !type declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))
   (function_definition !type declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))] @definition.constructor
  (#not-match? @name "^[A-Z][A-Z0-9]*_[A-Z0-9_]*$"))
(field_declaration_list
  (template_declaration
    [(declaration !type declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))
     (function_definition !type declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))] @definition.constructor))
(field_declaration_list
  [(declaration declarator: (function_declarator declarator: (destructor_name) @name parameters: (parameter_list) @params))
   (function_definition declarator: (function_declarator declarator: (destructor_name) @name parameters: (parameter_list) @params))] @definition.method)

; Out-of-line definitions `void ns::Foo::Bar() {}`: the engine splits the qualified name, so the
; member is `Bar` in `ns::Foo` (joined with the enclosing namespace).
(function_definition
  declarator: (function_declarator declarator: (qualified_identifier) @name parameters: (parameter_list) @params)) @definition.method
(function_definition
  declarator: [(pointer_declarator declarator: (function_declarator declarator: (qualified_identifier) @name parameters: (parameter_list) @params))
               (reference_declarator (function_declarator declarator: (qualified_identifier) @name parameters: (parameter_list) @params))]) @definition.method
; ... and `Foo::Foo(...)` is a constructor of Foo.
(function_definition
  declarator: (function_declarator
    declarator: [(qualified_identifier scope: (namespace_identifier) @_cls name: (identifier) @_fn)
                 (qualified_identifier scope: (template_type name: (type_identifier) @_cls) name: (identifier) @_fn)
                 (qualified_identifier name: (qualified_identifier scope: (namespace_identifier) @_cls name: (identifier) @_fn))
                 (qualified_identifier name: (qualified_identifier name: (qualified_identifier scope: (namespace_identifier) @_cls name: (identifier) @_fn)))])
  (#eq? @_cls @_fn)) @definition.constructor

; Free functions: definitions, and prototypes in headers and namespaces.
(function_definition
  declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params)) @definition.function
(function_definition
  declarator: [(pointer_declarator declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))
               (reference_declarator (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))]) @definition.function
(declaration
  declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params)
  (#not-match? @name "^[A-Z][A-Z0-9]*_[A-Z0-9_]*$")) @definition.function
(declaration
  declarator: [(pointer_declarator declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))
               (reference_declarator (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))]) @definition.function

; Namespace-level constants: `constexpr int kTtl = 7;`, `const char kName[] = "..";`, `const char* const kA = ..;`
(declaration (type_qualifier) @_q
  declarator: (init_declarator declarator: [(identifier) @name (array_declarator declarator: (identifier) @name)])
  (#any-of? @_q "const" "constexpr")) @definition.constant
(declaration
  declarator: (init_declarator declarator: (pointer_declarator (type_qualifier) @_q declarator: (identifier) @name))
  (#eq? @_q "const")) @definition.constant

; `Foo::Foo() = default;` and `Foo::~Foo() = default;` (an empty parameter list) are read by the
; grammar as an assignment expression; `default`/`delete` cannot be a variable, so this is safe.
(expression_statement
  (assignment_expression
    left: (call_expression function: (qualified_identifier) @name arguments: (argument_list) @params)
    right: (identifier) @_d)
  (#any-of? @_d "default" "delete")) @definition.method
(expression_statement
  (assignment_expression
    left: (call_expression
      function: [(qualified_identifier scope: (namespace_identifier) @_cls name: (identifier) @_fn)
                 (qualified_identifier name: (qualified_identifier scope: (namespace_identifier) @_cls name: (identifier) @_fn))])
    right: (identifier) @_d)
  (#any-of? @_d "default" "delete") (#eq? @_cls @_fn)) @definition.constructor

; Header declarations of constants: `extern const char kUbaEnabledPref[];`
(declaration (storage_class_specifier) @_s (type_qualifier) @_q
  declarator: [(identifier) @name (array_declarator declarator: (identifier) @name)
               (pointer_declarator (type_qualifier) declarator: (identifier) @name)]
  (#eq? @_s "extern") (#any-of? @_q "const" "constexpr")) @definition.constant
; Chromium feature flags: `BASE_FEATURE(kUbaUpload, "UbaUpload", ...);` defines the constant
; kUbaUpload, `BASE_DECLARE_FEATURE(kUbaUpload);` declares it (at namespace level; in a function
; body it would be local and is dropped).
(expression_statement
  (call_expression function: (identifier) @_m arguments: (argument_list . (identifier) @name))
  (#any-of? @_m "BASE_FEATURE" "BASE_DECLARE_FEATURE")) @definition.constant
