# Hand-written records for Tessil/robin-map (C++, header-only, v1.4.1+2). tsl::robin_map / tsl::robin_set are thin
# wrappers over tsl::detail_robin_hash::robin_hash (include/tsl/robin_hash.h, whose nested robin_iterator has key() and
# value()); the growth policies live in tsl::rh (power_of_two_growth_policy, mod_growth_policy, prime_growth_policy).
# std::unordered_map's bucket interface and C++17 node handles, absl::flat_hash_map's and Google dense_hash_map's
# names, and the sibling tsl::hopscotch_map's are the k1/k5 a model brings. (form, kind, label, target, sugg, text[, also])
LANG = "cpp"
MODULES = ("tsl", "rh")
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "robin_map::try_emplace", None,
     "Session summary: the symbol cache now calls `try_emplace(key, ...)` on the `tsl::robin_map`, so the value is only constructed when the key is new."),
    ("en", "true", "true", "robin_map::insert_or_assign", None,
     "Rule: overwriting an entry goes through `robin_map::insert_or_assign`; `operator[]` would default-construct the value first."),
    ("en", "true", "true", "robin_map::mutable_iterator", None,
     "Lesson learned: `it->second` is const on a robin_map iterator. To change the value in place, convert with `map.mutable_iterator(it)` and then use `.value()`.",
     ["robin_iterator::value"]),
    ("en", "true", "true", "robin_map::min_load_factor", None,
     "Handover: the map never shrinks by default. We set `min_load_factor(0.15f)` after the bulk delete so that the next insert triggers a shrink."),
    ("en", "true", "true", "robin_map::serialize", None,
     "The warm-start file is written with `robin_map::serialize(serializer)` and read back with the static `deserialize`; both sides must agree on the hash and the growth policy.",
     ["robin_map::deserialize"]),
    ("en", "true", "true", "robin_map::equal_range", None,
     "Review note: `equal_range` on a unique-key map returns at most one element; `find` is clearer here.",
     ["robin_map::find"]),
    ("en", "true", "true", "power_of_two_growth_policy::bucket_for_hash", None,
     "The default `tsl::rh::power_of_two_growth_policy` maps a hash with a mask in `bucket_for_hash`, which is why a weak hash on pointers clusters badly."),
    # --- true, Chinese
    ("zh", "true", "true", "robin_map::reserve", None,
     "批量导入前先调用 `reserve(n)`，避免 robin_map 在插入过程中反复 rehash。"),
    ("zh", "true", "true", "robin_map::contains", None,
     "C++20 之前也可以直接用 `robin_map::contains(key)` 判断键是否存在，不必写 `count(key) != 0`。",
     ["robin_map::count"]),
    ("zh", "true", "true", "robin_map::erase", None,
     "遍历时删除元素要用 `it = map.erase(it);`，robin_map 的 erase 会返回下一个迭代器。"),
    ("zh", "true", "true", "prime_growth_policy::next_bucket_count", None,
     "如果哈希函数质量差，可以换成 `tsl::rh::prime_growth_policy`，它的 next_bucket_count 会选下一个质数。"),
    ("zh", "true", "true", "robin_map::max_load_factor", None,
     "我们把 `max_load_factor` 调到 0.9f 以节省内存，查找性能基本没有变化。"),
    # --- true, Japanese
    ("ja", "true", "true", "robin_map::at", None,
     "存在しないキーで `at()` を呼ぶと `std::out_of_range` が投げられる。ホットパスでは find を使うこと。",
     ["robin_map::find"]),
    ("ja", "true", "true", "robin_map::emplace_hint", None,
     "robin_map の `emplace_hint` はヒントを無視するので、ソート済み入力でも速くはならない。"),
    ("ja", "true", "true", "robin_set::emplace", None,
     "重複排除は `tsl::robin_set<std::string>` に `emplace()` するだけで済む。"),
    # --- bare references
    ("bare", "true", "true", "robin_map::load_factor", None, "tsl::robin_map::load_factor"),
    ("bare", "true", "true", "robin_map::rehash", None, "robin_map::rehash()"),
    ("bare", "true", "true", "robin_map::bucket_count", None, "robin_map::bucket_count"),
    ("bare", "true", "true", "robin_iterator::key", None, "robin_iterator::key()"),
    ("bare", "true", "true", "mod_growth_policy::clear", None, "tsl::rh::mod_growth_policy::clear"),
    ("bare", "true", "true", "include/tsl/robin_growth_policy.h", None, "include/tsl/robin_growth_policy.h"),
    ("bare", "true", "true", "tests/", None, "tests/"),
    ("bare", "true", "true", "robin_map::hash_function", None, "robin_map::hash_function"),
    ("bare", "true", "true", "robin_map::max_bucket_count", None, "tsl::robin_map::max_bucket_count()"),
    # --- k1: absl / dense_hash_map / hopscotch_map names bound to robin_map
    ("en", "k1", "false", "robin_map::lazy_emplace", "robin_map::try_emplace",
     "To avoid building the value twice, the loader uses `lazy_emplace` on the `tsl::robin_map` with a constructor callback."),
    ("zh", "k1", "false", "robin_map::resize", "robin_map::reserve",
     "初始化时调用 robin_map 的 `resize(1 << 20)` 预分配桶。"),
    ("ja", "k1", "false", "robin_map::set_empty_key", None,
     "dense_hash_map から移行したので、robin_map でも最初に `set_empty_key(\"\")` を呼んでいる。"),
    ("bare", "k1", "false", "robin_map::overflow_size", None, "tsl::robin_map::overflow_size()"),
    # --- k2: typo-level variants of robin_map's own names
    ("en", "k2", "false", "robin_map::insert_or_update", "robin_map::insert_or_assign",
     "Counters are bumped with `robin_map::insert_or_update(key, n)` so the first hit creates the entry."),
    ("zh", "k2", "false", "robin_map::mutable_iter", "robin_map::mutable_iterator",
     "修改 value 前先用 robin_map 的 `mutable_iter(it)` 把 const_iterator 转成 iterator。"),
    ("bare", "k2", "false", "robin_map::deserialise", "robin_map::deserialize", "tsl::robin_map::deserialise"),
    ("bare", "k2", "false", "robin_map::max_bucket_size", "robin_map::max_bucket_count", "robin_map::max_bucket_size"),
    # --- k3: invented types decorating the real ones
    ("en", "k3", "false", "robin_flat_map::try_emplace", "robin_map::try_emplace",
     "For the hot path we switched to `tsl::robin_flat_map`; `robin_flat_map::try_emplace` has the same signature."),
    ("zh", "k3", "false", "robin_map_serializer::serialize", "robin_map::serialize",
     "持久化时实现一个 `tsl::robin_map_serializer`，调用 `robin_map_serializer::serialize` 写入文件。"),
    ("ja", "k3", "false", "RobinMap::find", "robin_map::find",
     "ラッパークラス `tsl::RobinMap` の `RobinMap::find` で検索する。"),
    # --- k4: a member of the policy, iterator or map on the wrong type
    ("en", "k4", "false", "robin_map::next_bucket_count", "power_of_two_growth_policy::next_bucket_count",
     "Before resizing, ask the map how big it will grow: `robin_map::next_bucket_count()`."),
    ("ja", "k4", "false", "robin_set::insert_or_assign", "robin_map::insert_or_assign",
     "セット側も `tsl::robin_set::insert_or_assign` で上書きできる。"),
    ("bare", "k4", "false", "robin_iterator::erase", "robin_map::erase", "robin_iterator::erase"),
    ("bare", "k4", "false", "power_of_two_growth_policy::rehash", "robin_map::rehash", "tsl::rh::power_of_two_growth_policy::rehash"),
    # --- k5: std::unordered_map's bucket interface and node handles taken for robin_map's
    ("en", "k5", "false", "robin_map::bucket_size", "robin_map::bucket_count",
     "To spot clustering we log `bucket_size(i)` for every bucket of the `tsl::robin_map`, the same as with std::unordered_map."),
    ("zh", "k5", "false", "robin_map::extract", "robin_map::erase",
     "在两个 `tsl::robin_map` 之间移动元素时用 `extract(key)` 取出节点再 insert。"),
    ("ja", "k5", "false", "robin_map::merge", "robin_map::insert",
     "2 つの tsl::robin_map は `a.merge(b)` でまとめる。"),
    # --- external
    ("en", "ext", "external", "absl::flat_hash_map", None,
     "Benchmarks compared tsl::robin_map with `absl::flat_hash_map`; robin_map won on lookups of missing keys."),
    ("zh", "ext", "external", "std::unordered_map::reserve", None,
     "旧代码里的 `std::unordered_map::reserve` 调用保留不变，换成 robin_map 后接口一致。"),
    ("ja", "ext", "external", "XXH3_64bits", None,
     "文字列キーのハッシュには `XXH3_64bits` を渡している（std::hash より速い）。"),
    # --- added: shapes with `->`, a code fence
    ("en", "true", "true", "robin_map::find", None,
     "Review note: the cache is held as `std::unique_ptr<tsl::robin_map<Key, Entry>>`; lookups are `auto it = cache->find(key);` followed by `it.value()` when the entry must change.",
     ["robin_iterator::value"]),
    ("ja", "k4", "false", "robin_map::value", "robin_iterator::value",
     "`map->value(key)` で robin_map から値を直接取り出す。"),
    ("en", "k2", "false", "robin_map::emplace_or_assign", "robin_map::insert_or_assign",
     "Handover, counters module:\n\n```cpp\ncounts.emplace_or_assign(word, 0);\n```\n\nwhere `counts` is a `tsl::robin_map<std::string, int>`."),
]
