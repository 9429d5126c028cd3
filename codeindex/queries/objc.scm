; Objective-C symbols for codeindex (`.m`, `.mm`, and `.h` headers that use @interface/@protocol).
; Capture conventions: see queries/README.md. The engine blanks NS_ASSUME_NONNULL_BEGIN/END and
; reads `typedef NS_ENUM(NSInteger, Name)` as `enum Name` before parsing (the grammar cannot).

(preproc_include path: (_) @import)
(module_import path: (_) @import)

; Macros. Include guards (`FOO_H_`) are not symbols anyone cites.
(preproc_def name: (identifier) @name (#not-match? @name "_H_?$")) @definition.macro
(preproc_function_def name: (identifier) @name parameters: (preproc_params) @params) @definition.macro

; `@interface Foo : Super <P1, P2>`: superclass and adopted protocols are bases.
(class_interface . (identifier) @name) @definition.class
(class_interface superclass: (identifier) @inherits) @definition.class
; Protocols follow the superclass, a category's `)` or a class extension's `()`; angle brackets
; right after the class name are lightweight generics (`@interface QBList<T> : NSObject`).
(class_interface superclass: (identifier) . (parameterized_arguments (type_name (type_identifier) @inherits))) @definition.class
(class_interface ")" . (parameterized_arguments (type_name (type_identifier) @inherits))) @definition.class
; A category `@interface Foo (Cat)`, a class extension `@interface Foo ()` and every
; `@implementation Foo [(Cat)]` add members to Foo (kind extension outranks class).
(class_interface . (identifier) @extends "(") @definition.extension
(class_implementation . (identifier) @extends) @definition.extension

; `@protocol P <Q>`; a forward declaration `@protocol P;` defines nothing.
(protocol_declaration . (identifier) @name) @definition.protocol
(protocol_declaration (protocol_reference_list (identifier) @inherits)) @definition.protocol

; Methods: `- (void)reload;` is `reload`; `- (void)attachTo:(UIView *)v animated:(BOOL)a;` is
; `attachTo:animated:` (each keyword is the identifier right before a parameter).
(method_declaration (method_type) . (identifier) @name . [(identifier) (availability_attribute_specifier)]? .) @definition.method
(method_declaration (method_type) . ((identifier) @selector.keyword . (method_parameter))+) @definition.method
(method_definition (method_type) . (identifier) @name . [(identifier) (availability_attribute_specifier)]? . (compound_statement)) @definition.method
(method_definition (method_type) . ((identifier) @selector.keyword . (method_parameter))+) @definition.method

; `@property (nonatomic, strong) WKWebView *webView;`, block properties included.
(property_declaration
  (struct_declaration
    (struct_declarator
      [(identifier) @name
       (pointer_declarator declarator: (identifier) @name)
       (function_declarator declarator: (parenthesized_declarator (block_pointer_declarator declarator: (identifier) @name)))]))) @definition.property
; Instance variables `{ NSInteger _retryCount; }`.
(instance_variable
  (struct_declaration
    (struct_declarator [(identifier) @name (pointer_declarator declarator: (identifier) @name)]))) @definition.field

; C in Objective-C files: structs, enums (NS_ENUM included), typedefs, functions, constants.
(struct_specifier name: (type_identifier) @name body: (field_declaration_list)) @definition.struct
(enum_specifier name: (type_identifier) @name body: (enumerator_list)) @definition.enum
(enumerator name: (identifier) @name) @definition.enum_constant
(type_definition type: (struct_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.struct
(type_definition type: (enum_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.enum
(type_definition
  type: [(struct_specifier name: (type_identifier) @_tag @inherits)
         (enum_specifier name: (type_identifier) @_tag @inherits)]
  declarator: (type_identifier) @name
  (#not-eq? @_tag @name)) @definition.type_alias
(type_definition type: (type_identifier) @inherits declarator: (type_identifier) @name) @definition.type_alias
(type_definition
  declarator: (function_declarator
    declarator: (parenthesized_declarator (block_pointer_declarator declarator: (type_identifier) @name)))) @definition.type_alias
(field_declaration declarator: (field_identifier) @name @definition.field)
(field_declaration declarator: (pointer_declarator declarator: (field_identifier) @name @definition.field))

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

; `NSString *const QBErrorDomain = @"..";`, its `FOUNDATION_EXPORT NSString *const QBErrorDomain;`
; declaration, and `static const CGFloat kBarWidth = 4.0;`.
(declaration
  declarator: [(pointer_declarator (type_qualifier) @_q declarator: (identifier) @name)
               (init_declarator declarator: (pointer_declarator (type_qualifier) @_q declarator: (identifier) @name))]
  (#eq? @_q "const")) @definition.constant
(declaration (type_qualifier) @_q
  declarator: (init_declarator declarator: (identifier) @name)
  (#eq? @_q "const")) @definition.constant
