import FuzzSupport

// Configuration files (YAML) through the loader: custom rules, their patterns and selectors,
// aliases and nesting; a configuration that loads then lints a description with every format.
runFuzzer { data, size in
    fuzzConfiguration(data, size)
    return 0
}
