# Hand-written records for square/kotlinpoet (Kotlin, 2.3, multiplatform; the JVM sources in
# kotlinpoet/src/jvmMain). Specs are immutable (TypeSpec, FunSpec, PropertySpec, ParameterSpec, FileSpec, CodeBlock)
# and built with nested Builders from companion factories (`TypeSpec.classBuilder`, `FunSpec.builder`); type names are
# ClassName/ParameterizedTypeName with extensions (`asClassName`, `parameterizedBy`). JavaPoet's names (MethodSpec,
# FieldSpec, JavaFile, addMethod, methodBuilder) are the k1/k3 a model brings; FunSpec.Builder's members on
# TypeSpec.Builder are k4; KType's/KClass's on TypeName/ClassName are k5. (form, kind, label, target, sugg, text[, also])
LANG = "kotlin"
MODULES = ("kotlinpoet",)
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "TypeSpec.classBuilder", None,
     "Rule: generated classes start from `TypeSpec.classBuilder(className)` and get their members before `build()`; never mutate a built spec."),
    ("en", "true", "true", "TypeSpec.Builder.addFunction", None,
     "Session summary: the DAO generator now emits one function per query with `addFunction(funSpec)` on the class builder instead of concatenating strings."),
    ("en", "true", "true", "FunSpec.Builder.addStatement", None,
     "Fixed the missing imports in generated code: use `addStatement(\"return %T(%L)\", resultClass, arg)` so %T registers the import, not string templates."),
    ("en", "true", "true", "PropertySpec.Builder.initializer", None,
     "Review note: the property default must go through `initializer(\"%S\", default)` so quotes in the value are escaped."),
    ("en", "true", "true", "FileSpec.builder", None,
     "Handover: each generated file is `FileSpec.builder(packageName, fileName).addType(type).build().writeTo(codeGenerator)`.",
     ["FileSpec.Builder.addType"]),
    ("en", "true", "true", "ClassName.bestGuess", None,
     "Lesson learned: `ClassName.bestGuess(\"com.example.Outer.Inner\")` guesses from capitalisation; for names from the symbol processor build the ClassName from its parts instead."),
    ("en", "true", "true", "FileSpec.Builder.addImport", None,
     "Extension functions are not imported by %T, so we add `addImport(\"kotlinx.coroutines.flow\", \"map\")` to the file builder."),
    # --- true, Chinese
    ("zh", "true", "true", "TypeSpec.Builder.addSuperinterface", None,
     "实现接口用 `addSuperinterface(repositoryInterface)`，委托实现可以传第二个参数 CodeBlock。"),
    ("zh", "true", "true", "FunSpec.Builder.receiver", None,
     "扩展函数通过 `receiver(targetClass)` 声明接收者类型。"),
    ("zh", "true", "true", "ParameterSpec.Builder.defaultValue", None,
     "参数默认值用 `defaultValue(\"%L\", 0)`，生成 `count: Int = 0`。"),
    ("zh", "true", "true", "kotlinpoet/src/jvmMain/kotlin/com/squareup/kotlinpoet/CodeWriter.kt", None,
     "import 的收集和换行规则都在 kotlinpoet/src/jvmMain/kotlin/com/squareup/kotlinpoet/CodeWriter.kt 里。"),
    # --- true, Japanese
    ("ja", "true", "true", "TypeSpec.objectBuilder", None,
     "シングルトンは `TypeSpec.objectBuilder(\"Registry\")` で生成する。"),
    ("ja", "true", "true", "PropertySpec.Builder.mutable", None,
     "var にしたいプロパティは `mutable(true)` を付ける。"),
    ("ja", "true", "true", "TypeName.isNullable", None,
     "null 許容かどうかは `typeName.isNullable` を見て、`?` を付けるかを決めている。"),
    ("ja", "true", "true", "TypeSpec.Builder.addEnumConstant", None,
     "enum の各値は `addEnumConstant(\"RED\")` で追加する。"),
    # --- bare references
    ("bare", "true", "true", "TypeSpec.interfaceBuilder", None, "TypeSpec.interfaceBuilder"),
    ("bare", "true", "true", "FunSpec.constructorBuilder", None, "FunSpec.constructorBuilder"),
    ("bare", "true", "true", "ClassName.peerClass", None, "ClassName.peerClass"),
    ("bare", "true", "true", "FileSpec.writeTo", None, "FileSpec.writeTo()"),
    ("bare", "true", "true", "TypeSpec.Builder.addInitializerBlock", None, "TypeSpec.Builder.addInitializerBlock"),
    ("bare", "true", "true", "FunSpec.Builder.addCode", None, "FunSpec.Builder.addCode"),
    ("bare", "true", "true", "ClassName.canonicalName", None, "ClassName.canonicalName"),
    ("bare", "true", "true", "interop/ksp", None, "interop/ksp/"),
    ("bare", "true", "true", "FunSpec.Builder.addModifiers", None, "FunSpec.Builder#addModifiers"),
    # --- k1: JavaPoet's names bound to KotlinPoet's builders
    ("en", "k1", "false", "FunSpec.methodBuilder", "FunSpec.builder",
     "Each accessor is created with `FunSpec.methodBuilder(\"get\" + name)`."),
    ("zh", "k1", "false", "FunSpec.Builder.addException", "FunSpec.Builder.throws",
     "会抛异常的生成函数要在 `FunSpec.Builder` 上调用 `addException(IOException::class)`，否则 Java 调用方无法 catch。"),
    ("ja", "k1", "false", "TypeSpec.Builder.addPrimaryConstructor", "TypeSpec.Builder.primaryConstructor",
     "コンストラクタは `TypeSpec.Builder` の `addPrimaryConstructor(ctor)` で設定する。"),
    ("bare", "k1", "false", "ClassName.get", "ClassName.bestGuess", "ClassName.get"),
    # --- k2: typo-level variants
    ("ja", "k2", "false", "FileSpec.Builder.addImports", "FileSpec.Builder.addImport",
     "必要な import は `FileSpec.Builder` の `addImports(...)` でまとめて追加する。"),
    ("bare", "k2", "false", "TypeSpec.Builder.addSuperclass", "TypeSpec.Builder.superclass", "TypeSpec.Builder.addSuperclass"),
    ("bare", "k2", "false", "PropertySpec.Builder.initialiser", "PropertySpec.Builder.initializer", "PropertySpec.Builder.initialiser"),
    # --- k3: JavaPoet's / invented spec types
    ("en", "k3", "false", "MethodSpec.methodBuilder", "FunSpec.builder",
     "Generated functions are built with `MethodSpec.methodBuilder(name)` from kotlinpoet and added to the TypeSpec."),
    ("zh", "k3", "false", "FieldSpec.builder", "PropertySpec.builder",
     "类里的字段用 `FieldSpec.builder(name, type)` 生成。"),
    ("bare", "k3", "false", "ClassSpec.classBuilder", "TypeSpec.classBuilder", "ClassSpec.classBuilder"),
    # --- k4: a sibling builder's member on the wrong builder
    ("en", "k4", "false", "TypeSpec.Builder.addStatement", "FunSpec.Builder.addStatement",
     "Init logic is written straight onto the class with `typeBuilder.addStatement(\"check(id > 0)\")`."),
    ("en", "k4", "false", "PropertySpec.Builder.returns", "FunSpec.Builder.returns",
     "The property type is set with `.returns(INT)` on the `PropertySpec.Builder`."),
    ("bare", "k4", "false", "FunSpec.Builder.superclass", "TypeSpec.Builder.superclass", "FunSpec.Builder.superclass"),
    # --- k5: kotlin.reflect's names taken for KotlinPoet's TypeName/ClassName
    ("en", "k5", "false", "TypeName.isMarkedNullable", "TypeName.isNullable",
     "Nullable return types are detected with `returnType.isMarkedNullable` on the TypeName."),
    ("zh", "k5", "false", "ClassName.qualifiedName", "ClassName.canonicalName",
     "生成注释里写的是 `ClassName` 的 `qualifiedName`，带完整包名。"),
    ("ja", "k5", "false", "ClassName.jvmName", "ClassName.reflectionName",
     "Class.forName に渡す名前は `ClassName` の `jvmName` から取る。"),
    # --- external
    ("en", "ext", "external", "com.google.devtools.ksp.processing.CodeGenerator.createNewFile", None,
     "The processor writes through KSP's `CodeGenerator.createNewFile` with aggregating=false so incremental builds stay correct."),
    ("zh", "ext", "external", "javax.annotation.processing.Filer", None,
     "旧的 kapt 处理器仍然用 `javax.annotation.processing.Filer` 写文件。"),
    ("ja", "ext", "external", "kotlin.reflect.KClass", None,
     "型は `kotlin.reflect.KClass` から asClassName() で変換している。"),
]
