import FuzzSupport

// Arbitrary bytes into the libxml2 front end, the tag scanner and the shared decoder.
runFuzzer { data, size in
    fuzzOne(data, size, path: "fuzz.hig.xml")
    return 0
}
