import FuzzSupport

// JSON descriptions decoded into the model (seeded with the fixtures and a dictionary of every
// key and value the schema knows, so that most inputs decode), then every rule and every reporter.
lintEverything = true
runFuzzer { data, size in
    fuzzOne(data, size, path: "fuzz.hig.json")
    return 0
}
