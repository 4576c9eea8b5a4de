import FuzzSupport

// Arbitrary bytes into the Interface Builder importer: the XML store, the mapping onto the model
// and the shared decoder.
runFuzzer { data, size in
    fuzzOne(data, size, path: "fuzz.storyboard")
    return 0
}
