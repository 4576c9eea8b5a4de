import FuzzSupport

// Arbitrary bytes into the JSON front end and the shared decoder.
runFuzzer { data, size in
    fuzzOne(data, size, path: "fuzz.hig.json")
    return 0
}
