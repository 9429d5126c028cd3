"""The time set: references cited by real docs at an old commit, labelled by hand.

Each row: (doc path at the old commit, line, reference, kind, new name or None, note).
kind "stale": existed at the old commit, gone at the pinned one; kind "true": still there.
build.py re-checks every row: the doc line at the old commit cites the reference; a path exists
at the old commit (git cat-file) and, for "stale", not at the pinned one; a symbol occurs in the
old commit's sources (git grep -w) and, for "stale", is no longer declared at the pinned one
(a type: no declaration; Type.member: no member on the type; a bare name: in no source file).
The docs themselves are never copied: records carry a sentence written for the set plus the source.
"""

OLD = {
    "flask": "f59574f61198f139616868393db8785bcf9e0fdf",      # 2022-04-01
    "pixijs": "80716b0e827cd6b1fe051e4a859f550f041a70a2",     # 2022-04-11 (v6, packages/*)
    "alamofire": "f7e169cd9c5e6b1a9d7403fc526a635fad0a787a",  # 2022-04-28
    "zap": "71ecc42cb266598d06797bffb795187666359ec0",        # 2022-04-26
}

ROWS = {
    "flask": [
        ("CHANGES.rst", 997, "Flask.before_first_request", "stale", None, "removed in Flask 2.3"),
        ("CHANGES.rst", 91, "Flask.json_encoder", "stale", None, "app.json_encoder removed with the JSON provider change (2.3)"),
        ("CHANGES.rst", 476, "Blueprint.json_encoder", "stale", None, "removed (2.3)"),
        ("CHANGES.rst", 477, "Blueprint.json_decoder", "stale", None, "removed (2.3)"),
        ("CHANGES.rst", 655, "RequestContext.auto_pop", "stale", None, "ctx.auto_pop removed"),
        ("docs/api.rst", 310, "_request_ctx_stack", "stale", None, "flask._request_ctx_stack removed (3.0)"),
        ("docs/reqcontext.rst", 90, "_request_ctx_stack", "stale", None, "second citation"),
        ("docs/api.rst", 351, "_app_ctx_stack", "stale", None, "flask._app_ctx_stack removed (3.0)"),
        ("docs/appcontext.rst", 144, "_app_ctx_stack", "stale", None, "second citation"),
        ("docs/extensiondev.rst", 155, "_app_ctx_stack", "stale", None, "third citation"),
        ("docs/api.rst", 371, "signals_available", "stale", None, "flask.signals.signals_available removed"),
        ("docs/appcontext.rst", 155, "signals_available", "stale", None, "second citation"),
        ("docs/config.rst", 331, "JSON_AS_ASCII", "stale", None, "config key removed"),
        ("docs/config.rst", 340, "JSON_SORT_KEYS", "stale", None, "config key removed"),
        ("docs/config.rst", 349, "JSONIFY_PRETTYPRINT_REGULAR", "stale", None, "config key removed"),
        ("docs/config.rst", 356, "JSONIFY_MIMETYPE", "stale", None, "config key removed"),
        ("docs/config.rst", 157, "PRESERVE_CONTEXT_ON_EXCEPTION", "stale", None, "config key removed"),
        ("docs/reqcontext.rst", 234, "PRESERVE_CONTEXT_ON_EXCEPTION", "stale", None, "second citation"),
        ("docs/cli.rst", 141, "FLASK_ENV", "stale", None, "environment variable support removed (2.3)"),
        ("docs/quickstart.rst", 165, "FLASK_ENV", "stale", None, "second citation"),
        ("docs/server.rst", 68, "FLASK_ENV", "stale", None, "third citation"),
        ("docs/cli.rst", 581, "setup.py", "stale", None, "packaging moved to pyproject.toml"),
        ("docs/tutorial/install.rst", 31, "setup.py", "stale", None, "second citation"),
        ("docs/patterns/distribute.rst", 85, "setup.cfg", "stale", None, "deleted"),
        ("docs/patterns/distribute.rst", 72, "MANIFEST.in", "stale", None, "deleted"),
        ("CONTRIBUTING.rst", 128, "requirements/dev.txt", "stale", None, "requirements/ removed"),
        (".github/pull_request_template.md", 3, "CONTRIBUTING.rst", "stale", None, "deleted"),
        ("docs/license.rst", 11, "LICENSE.rst", "stale", "LICENSE.txt", "git -M: R100 LICENSE.rst -> LICENSE.txt"),
        ("docs/license.rst", 19, "artwork/LICENSE.rst", "stale", None, "artwork/ removed"),
        ("docs/index.rst", 6, "docs/_static/flask-logo.png", "stale", "docs/_static/flask-logo.svg", "png deleted, svg added"),
        ("docs/cli.rst", 680, "docs/_static/pycharm-runconfig.png", "stale", "docs/_static/pycharm-run-config.png", "deleted, same image added under the hyphenated name"),
        ("docs/htmlfaq.rst", 111, "docs/_static/yes.png", "stale", None, "deleted"),
        # still there
        ("CHANGES.rst", 55, "FlaskClient.open", "true", None, ""),
        ("CHANGES.rst", 73, "Config.from_prefixed_env", "true", None, ""),
        ("CHANGES.rst", 184, "Config.from_file", "true", None, ""),
        ("CHANGES.rst", 303, "Flask.finalize_request", "true", None, ""),
        ("CHANGES.rst", 306, "Flask.logger", "true", None, ""),
        ("CHANGES.rst", 325, "MethodView.methods", "true", None, ""),
        ("CHANGES.rst", 327, "Flask.jinja_options", "true", None, ""),
        ("CHANGES.rst", 343, "Flask.url_map_class", "true", None, ""),
        ("CHANGES.rst", 468, "Flask.handle_url_build_error", "true", None, ""),
        ("CHANGES.rst", 469, "Flask.add_url_rule", "true", None, ""),
        ("CHANGES.rst", 504, "View.as_view", "true", None, ""),
        ("CHANGES.rst", 511, "Flask.test_request_context", "true", None, ""),
        ("CHANGES.rst", 547, "Flask.create_jinja_environment", "true", None, ""),
        ("CHANGES.rst", 552, "Flask.app_ctx_globals_class", "true", None, ""),
        ("CHANGES.rst", 596, "Response.max_cookie_size", "true", None, ""),
        ("CHANGES.rst", 715, "Config.get_namespace", "true", None, ""),
        ("CHANGES.rst", 892, "Request.on_json_loading_failed", "true", None, ""),
        ("CHANGES.rst", 916, "Blueprint.app_template_filter", "true", None, ""),
        ("CHANGES.rst", 941, "Flask.get_send_file_max_age", "true", None, ""),
        ("CHANGES.rst", 1014, "View.decorators", "true", None, ""),
        ("docs/testing.rst", 42, "tests/conftest.py", "true", None, ""),
        ("docs/debugging.rst", 30, "docs/_static/debugger.png", "true", None, ""),
    ],
    "pixijs": [
        ("packages/graphics-extras/README.md", 5, "Graphics.drawTorus", "stale", None, "graphics-extras merged into Graphics in v8 without a torus"),
        ("packages/graphics-extras/README.md", 6, "Graphics.drawChamferRect", "stale", "Graphics.chamferRect", "v8 name"),
        ("packages/graphics-extras/README.md", 7, "Graphics.drawFilletRect", "stale", "Graphics.filletRect", "v8 name"),
        ("packages/graphics-extras/README.md", 8, "Graphics.drawRegularPolygon", "stale", "Graphics.regularPoly", "v8 name"),
        ("packages/interaction/README.md", 12, "InteractionManager", "stale", None, "replaced by the federated EventSystem (v7)"),
        ("packages/loaders/README.md", 24, "AppLoaderPlugin", "stale", None, "Loader removed for Assets (v7/v8)"),
        ("packages/app/README.md", 22, "LoaderPlugin", "stale", None, "removed"),
        ("packages/basis/README.md", 14, "BasisLoader", "stale", None, "removed"),
        ("packages/canvas/canvas-extract/README.md", 12, "CanvasExtract", "stale", None, "canvas packages removed"),
        ("packages/canvas/canvas-graphics/README.md", 12, "CanvasGraphicsRenderer", "stale", None, "removed"),
        ("packages/canvas/canvas-mesh/README.md", 12, "CanvasMeshRenderer", "stale", None, "removed"),
        ("packages/canvas/canvas-prepare/README.md", 12, "CanvasPrepare", "stale", None, "removed"),
        ("packages/canvas/canvas-sprite/README.md", 12, "CanvasSpriteRenderer", "stale", None, "removed"),
        ("packages/compressed-textures/README.md", 20, "CompressedTextureLoader", "stale", None, "removed"),
        ("packages/compressed-textures/README.md", 20, "DDSLoader", "stale", None, "removed"),
        ("packages/prepare/README.md", 12, "Prepare", "stale", "PrepareSystem", "renamed to a system in v8"),
        ("packages/sprite-tiling/README.md", 12, "TilingSpriteRenderer", "stale", "TilingSpritePipe", "render pipes replace renderers in v8"),
        ("packages/spritesheet/README.md", 12, "SpritesheetLoader", "stale", None, "removed"),
        ("packages/mesh-extras/README.md", 14, "Rope", "stale", "MeshRope", "renamed in v8"),
        ("packages/text-bitmap/README.md", 12, "BitmapFontLoader", "stale", None, "removed"),
        ("packages/particle-container/README.md", 12, "ParticleRenderer", "stale", "ParticleContainerPipe", "render pipes replace renderers in v8"),
        ("README.md", 185, "webdoc.conf.json", "stale", None, "docs tooling file removed"),
        # still there
        ("packages/app/README.md", 12, "Application", "true", None, ""),
        ("packages/events/README.md", 17, "EventSystem", "true", None, ""),
        ("packages/canvas/canvas-particle-container/README.md", 15, "ParticleContainer", "true", None, ""),
        ("packages/sprite/README.md", 12, "Sprite", "true", None, ""),
        ("packages/ticker/README.md", 11, "Ticker", "true", None, ""),
        ("packages/app/README.md", 23, "TickerPlugin", "true", None, ""),
        ("packages/graphics-extras/README.md", 3, "Graphics", "true", None, ""),
    ],
    "alamofire": [
        ("CHANGELOG.md", 1109, "ServerTrustPolicy", "stale", "ServerTrustManager", "the Alamofire 4 trust type, kept until the 5.x cleanup"),
        ("Documentation/Alamofire 5.0 Migration Guide.md", 31, "ServerTrustPolicy", "stale", "ServerTrustManager", "second citation"),
        ("CHANGELOG.md", 488, "Request.didResumeTaskNotification", "true", None, ""),
        ("CHANGELOG.md", 488, "Request.didCompleteTaskNotification", "true", None, ""),
        ("CHANGELOG.md", 2379, "Request.response", "true", None, ""),
        ("Documentation/AdvancedUsage.md", 298, "AFError.explicitlyCancelled", "true", None, ""),
        ("Documentation/Alamofire 4.0 Migration Guide.md", 838, "DataRequest.response", "true", None, ""),
        ("Documentation/Alamofire 4.0 Migration Guide.md", 895, "DownloadRequest.response", "true", None, ""),
        ("Documentation/Alamofire 5.0 Migration Guide.md", 47, "Request.didFinishNotification", "true", None, ""),
        ("Documentation/Usage.md", 217, "URLEncoding.default", "true", None, ""),
        ("Documentation/Usage.md", 666, "Session.download", "true", None, ""),
        ("README.md", 117, "Package.swift", "true", None, ""),
    ],
    "zap": [
        ("README.md", 120, "LICENSE.txt", "stale", "LICENSE", "git -M: R095 LICENSE.txt -> LICENSE"),
        ("CHANGELOG.md", 93, "zaptest/observer", "true", None, ""),
        ("CHANGELOG.md", 322, "zapgrpc", "true", None, ""),
        ("CHANGELOG.md", 453, "zapcore", "true", None, ""),
        ("README.md", 45, "FAQ.md", "true", None, ""),
        ("README.md", 124, "benchmarks/go.mod", "true", None, ""),
        ("CONTRIBUTING.md", 9, "CODE_OF_CONDUCT.md", "true", None, ""),
    ],
}
